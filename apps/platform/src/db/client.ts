// One database handle for the platform: embedded PGlite under DATA_DIR, or PostgreSQL when
// DATABASE_URL is set. Both speak the same SQL, so one schema and one migration set serve both.
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema.ts'

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations')

const background = new WeakMap<Database, Database>()

/** Connections of their own for background passes (the outbox): they never queue behind requests. */
export function backgroundDatabase(db: Database): Database {
  return background.get(db) ?? db
}

/** `dataDir: 'memory://'` gives a throwaway in-memory database (tests). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined
  dataDir: string
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // DATABASE_POOL_MAX: concurrent rounds each hold a connection for their transaction (ADR 035).
    const max = Number(process.env.DATABASE_POOL_MAX) || 20
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max })
    // An idle client can lose its server (restart, failover, a dropped test database); pg emits
    // that on the pool, and an unhandled 'error' event would end the process. The pool replaces
    // the client on the next checkout, so logging is enough.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL idle client error: ${error.message}`)
    })
    const db = drizzlePg(pool, { schema }) as unknown as Database
    await migratePg(drizzlePg(pool), { migrationsFolder })
    const side = new pg.Pool({ connectionString: options.databaseUrl, max: 2 })
    side.on('error', (error) => console.warn(`PostgreSQL idle client error: ${error.message}`))
    background.set(db, drizzlePg(side, { schema }) as unknown as Database)
    return { db, kind: 'postgres', close: async () => void (await Promise.all([pool.end(), side.end()])) }
  }
  const dir = options.dataDir === 'memory://' ? undefined : path.join(options.dataDir, 'pglite')
  if (dir) fs.mkdirSync(dir, { recursive: true })
  // pg_trgm is not available in this PGlite build (CREATE EXTENSION fails), so the embedded database
  // searches titles without the trigram index that PostgreSQL gets (migration 0002).
  const client = new PGlite(dir)
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  return { db, kind: 'pglite', close: () => client.close() }
}
