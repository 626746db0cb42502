// Starts the platform: database (migrated, seeded), HTTP, realtime; stops gracefully.
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { seedDatabase } from './seed/index.ts'

const config = loadConfig()
const database = await openDatabase(config)
if (config.seed) await seedDatabase(database.db, { catalogue: config.seedCatalogue })
const app = await buildApp({ config, db: database.db })

let closing = false
async function shutdown(signal: string): Promise<void> {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  const force = setTimeout(() => process.exit(1), 10_000)
  force.unref()
  // app.close() also closes realtime (preClose hook): local sockets drop and reconnect elsewhere.
  await app.close()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

// Socket.IO shares the HTTP server; attached before listen so no early upgrade is missed.
await app.realtime.attach(app.server)
await app.listen({ port: config.port, host: config.host })
app.log.info(`platform on http://${config.host}:${config.port} (${database.kind})`)
