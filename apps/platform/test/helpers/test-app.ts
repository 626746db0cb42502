// A platform for an integration test: a fresh database (in-memory PGlite, or a throwaway
// PostgreSQL database when TEST_DATABASE_URL is set), migrated and seeded, and the app built on it.
// Drive it with `app.inject`; call `close()` in afterAll.
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { type AppDeps, buildApp } from '../../src/app.ts'
import { loadConfig, type PlatformConfig } from '../../src/config.ts'
import { type Database, openDatabase } from '../../src/db/client.ts'
import { type SeedOptions, seedDatabase } from '../../src/seed/index.ts'

export interface TestApp {
  app: FastifyInstance
  db: Database
  config: PlatformConfig
  close(): Promise<void>
}

export interface TestAppOptions {
  config?: Partial<PlatformConfig>
  seed?: boolean | SeedOptions
  /** Seed the 10,000-game catalogue too (a few seconds on PGlite): only the files that need it. */
  catalogue?: boolean
  geoLocator?: AppDeps['geoLocator']
  /** The platform clock (sessions, tokens, locks); a test moves it to expire things. */
  now?: AppDeps['now']
}

/**
 * Headers every state-changing call needs past the CSRF guard: X-Requested-With and a same-origin
 * Origin (inject's Host is `localhost:80`; `localhost` is a brand host).
 */
export const csrfHeaders = { 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost' } as const

/** A PostgreSQL database of its own for this test file (or tier); dropped on close. */
export async function createPostgresDatabase(
  adminUrl: string,
  prefix = 'croupier_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const adminUrl = process.env.TEST_DATABASE_URL
  const postgres = adminUrl ? await createPostgresDatabase(adminUrl) : undefined
  const config: PlatformConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    databaseUrl: postgres?.url,
    dataDir: 'memory://',
    logLevel: 'silent',
    ...options.config,
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  let app: FastifyInstance
  try {
    if (options.seed !== false) {
      await seedDatabase(database.db, {
        catalogue: options.catalogue ?? false,
        ...(typeof options.seed === 'object' ? options.seed : {}),
      })
    }
    app = await buildApp({ config, db: database.db, geoLocator: options.geoLocator, now: options.now })
    await app.ready()
  } catch (error) {
    await database.close()
    await postgres?.drop()
    throw error
  }
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close()
      await database.close()
      await postgres?.drop()
    },
  }
}
