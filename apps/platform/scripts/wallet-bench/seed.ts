// Seeding for the wallet bench: reference data, one slot game, players with a funded EUR wallet,
// wager and loss limits and a live session, all through the platform's own repositories (argon2
// once: every bench player shares one hash), and a bulk history of finished rounds.
import type { Database } from '../../src/db/client.ts'
import { hashPassword } from '../../src/modules/auth/credentials.service.ts'
import { gameProviders, games } from '../../src/modules/catalogue/catalogue.tables.ts'
import { insertLimit } from '../../src/modules/limits/limits.repository.ts'
import { insertPlayer } from '../../src/modules/player/player.repository.ts'
import { createSession } from '../../src/modules/session/session.service.ts'
import { postTransaction } from '../../src/modules/wallet/ledger.repository.ts'
import { activateAccount } from '../../src/modules/wallet/wallet.repository.ts'
import { seedDatabase } from '../../src/seed/index.ts'

export const BENCH_GAME = 'benchstudio/bench-slot'
/** Enough for every spin of the bench: the bet never fails for funds. */
const START_CENTS = 100_000_000
const LIMIT_CENTS = 1_000_000_000_000

export interface BenchPlayer {
  playerId: number
  cookie: string
}

export async function seedBench(db: Database, count: number): Promise<BenchPlayer[]> {
  await seedDatabase(db, { catalogue: false })
  await insertBenchGame(db)
  return seedPlayers(db, count, 'bench')
}

async function insertBenchGame(db: Database): Promise<void> {
  const [provider] = await db
    .insert(gameProviders)
    .values({ slug: 'benchstudio', name: 'Bench Studio', position: 0 })
    .returning()
  if (!provider) throw new Error('no provider')
  await db.insert(games).values({
    providerId: provider.id,
    identifier: BENCH_GAME,
    slug: 'bench-slot',
    title: 'bench slot',
    seoTitle: 'bench slot',
    kind: 'slot',
    categories: ['pokies'],
    badges: [],
    hasDemoMode: true,
    devices: ['desktop', 'mobile'],
    currencies: { EUR: { id: 1 } },
    theme: 'fruit',
    position: 0,
    minBetCents: 10,
    maxBetCents: 10_000,
    rtpBasisPoints: 9_600,
  })
}

/** `count` more bench players (emails `<prefix>-<i>@bench.invalid`), each funded, limited and signed in. */
export async function seedPlayers(db: Database, count: number, prefix: string): Promise<BenchPlayer[]> {
  const passwordHash = await hashPassword('bench-password-1')
  const now = new Date()
  const players: BenchPlayer[] = []
  for (let i = 0; i < count; i++) {
    const row = await insertPlayer(db, {
      email: `${prefix}-${i}@bench.invalid`,
      passwordHash,
      locale: 'en',
      country: 'DE',
    })
    if (!row) throw new Error('bench player not inserted')
    await activateAccount(db, row.id, 'EUR', now)
    await postTransaction(db, {
      playerId: row.id,
      currency: 'EUR',
      amountCents: START_CENTS,
      kind: 'adjustment',
      idempotencyKey: `bench-fund:${row.id}`,
      now,
    })
    // Limits make every bet count its windows: the path whose cost must not grow with history.
    for (const [type, period] of [
      ['wager', 'week'],
      ['loss', 'day'],
    ] as const)
      await insertLimit(db, {
        playerId: row.id,
        type,
        period,
        currency: 'EUR',
        amountCents: LIMIT_CENTS,
        createdAt: now,
        updatedAt: now,
      })
    const { token } = await createSession(db, { playerId: row.id, ip: null, userAgent: 'bench' }, now)
    players.push({ playerId: row.id, cookie: `croupier_session=${token}` })
  }
  return players
}
