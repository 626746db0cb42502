// `npm start`: builds what is missing, compiles both servers to JavaScript (scripts/build-servers.mjs;
// tsx is for development only), then runs the platform (embedded PGlite under DATA_DIR, migrated
// and seeded) and the web server on http://localhost:3000.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { buildServers } from './build-servers.mjs'
import { root, run, start, waitForHttp } from './lib/processes.mjs'

const port = process.env.PORT ?? '3000'
const platformPort = process.env.PLATFORM_PORT ?? '3001'
// The operator key of the field-performance endpoint: yours when set, else a fresh one per start.
const operatorApiKey = process.env.OPERATOR_API_KEY || randomBytes(24).toString('base64url')
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  PLATFORM_PORT: platformPort,
  OPERATOR_API_KEY: operatorApiKey,
}

if (!fs.existsSync(path.join(root, 'apps/web/build/server/index.js'))) {
  console.log('Building the web app (first start)…')
  if (run('npm', ['run', 'build', '-w', 'apps/web'], { env }) !== 0) process.exit(1)
}

await buildServers()
const node = ['--enable-source-maps']
const platform = start('node', [...node, 'dist/server.js'], { cwd: path.join(root, 'apps/platform'), env })
await waitForHttp(`http://127.0.0.1:${platformPort}/health`, 120_000)
const web = start('node', [...node, 'dist/server.js'], { cwd: path.join(root, 'apps/web'), env })
await waitForHttp(`http://127.0.0.1:${port}/health`, 60_000)

console.log(`
  Croupier is running: http://localhost:${port}
  Platform API:        http://localhost:${port}/api/docs
  Data:                ${path.resolve(root, process.env.DATA_DIR ?? '.data')}
  Field web vitals:    curl -H 'authorization: Bearer ${operatorApiKey}' http://localhost:${port}/api/operator/field-performance
`)
const demo = path.join(root, 'apps/platform/src/seed/demo-players.json')
if (fs.existsSync(demo)) {
  for (const player of JSON.parse(fs.readFileSync(demo, 'utf8'))) {
    console.log(`  Demo player (${player.label}): ${player.email} / ${player.password}`)
  }
}

for (const child of [platform, web]) {
  child.on('exit', (code) => {
    console.error(`A server stopped (exit ${code}); stopping Croupier.`)
    process.exit(code ?? 1)
  })
}
const stop = () => {
  platform.kill('SIGTERM')
  web.kill('SIGTERM')
  setTimeout(() => process.exit(0), 3000).unref()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
