// A second platform instance on the database of a TestApp (scale-out: two processes behind one
// load balancer over one PostgreSQL). Its own connection pool, so row and advisory locks are
// really contended; on PGlite (one embedded connection) there is no second instance to build.
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.ts'
import { openDatabase } from '../../src/db/client.ts'
import type { TestApp } from './test-app.ts'

export interface SecondInstance {
  app: FastifyInstance
  close(): Promise<void>
}

export async function startSecondInstance(
  t: TestApp,
  options: { now?: () => Date } = {},
): Promise<SecondInstance> {
  if (!t.config.databaseUrl) throw new Error('a second instance needs PostgreSQL (TEST_DATABASE_URL)')
  const database = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir })
  const app = await buildApp({ config: t.config, db: database.db, now: options.now })
  await app.ready()
  return {
    app,
    async close() {
      await app.close()
      await database.close()
    },
  }
}
