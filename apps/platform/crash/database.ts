// The tier's own PostgreSQL database on the TEST_DATABASE_URL server, the games it plays (one per
// engine kind, inserted after the platform's start path has migrated and seeded it), and raw SQL.
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { gameProviders, games } from '../src/modules/catalogue/catalogue.tables.ts'
import { createPostgresDatabase } from '../test/helpers/test-app.ts'

export interface CrashDatabase {
  url: string
  query<T extends pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<T[]>
  drop(): Promise<void>
}

export async function createCrashDatabase(adminUrl: string): Promise<CrashDatabase> {
  const database = await createPostgresDatabase(adminUrl, 'croupier_crash')
  const pool = new pg.Pool({ connectionString: database.url, max: 2 })
  // An idle client cut off by the server (a terminated backend) is replaced on the next query.
  pool.on('error', () => {})
  return {
    url: database.url,
    async query(sql, values) {
      return (await pool.query(sql, values)).rows
    },
    async drop() {
      await pool.end()
      await database.drop()
    },
  }
}

export const CRASH_GAMES = {
  slot: 'crash/fruit-slot',
  roulette: 'crash/euro-roulette',
  blackjack: 'crash/classic-blackjack',
  instant: 'crash/lucky-scratch',
} as const
export type EngineKind = keyof typeof CRASH_GAMES

/** One game per engine kind, real money in EUR, from a provider no seeded restriction touches. */
export async function insertCrashGames(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 })
  try {
    const db = drizzle(pool)
    const [provider] = await db
      .insert(gameProviders)
      .values({ slug: 'crash', name: 'Crash Studios', position: 0 })
      .returning()
    if (!provider) throw new Error('provider not inserted')
    const row = (kind: EngineKind, minBetCents: number, maxBetCents: number) => {
      const slug = CRASH_GAMES[kind].split('/')[1] ?? kind
      return {
        providerId: provider.id,
        identifier: CRASH_GAMES[kind],
        slug,
        title: slug,
        seoTitle: slug,
        categories: ['pokies'],
        badges: [],
        hasDemoMode: true,
        devices: ['desktop', 'mobile'],
        currencies: { EUR: { id: 1 }, FUN: { id: 9 } },
        kind,
        theme: 'fruit',
        minBetCents,
        maxBetCents,
        rtpBasisPoints: 9_600,
        position: 0,
      }
    }
    await db
      .insert(games)
      .values([
        row('slot', 10, 10_000),
        row('roulette', 100, 500_000),
        row('blackjack', 100, 250_000),
        row('instant', 10, 10_000),
      ])
  } finally {
    await pool.end()
  }
}
