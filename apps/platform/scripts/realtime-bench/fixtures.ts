// The realtime bench's players: 10,000 bench players with one session each, inserted in bulk
// through the platform's own tables (argon2 runs once; its hash is reused for bench players only),
// a real-money slot, and a funded wallet for the players who play rounds.

import type { Database } from '../../src/db/client.ts'
import { newToken, sha256 } from '../../src/modules/auth/credentials.service.ts'
import { hashPassword } from '../../src/modules/auth/password.ts'
import { gameProviders, games } from '../../src/modules/catalogue/catalogue.tables.ts'
import { players } from '../../src/modules/player/player.tables.ts'
import { SESSION_ABSOLUTE_TTL_MS } from '../../src/modules/session/session.service.ts'
import { sessions } from '../../src/modules/session/session.tables.ts'
import { postTransaction } from '../../src/modules/wallet/ledger.repository.ts'
import { accounts } from '../../src/modules/wallet/wallet.tables.ts'

export const BENCH_SLOT = 'benchstudio/bench-slot'
const CHUNK = 1_000

export interface BenchPlayer {
  id: number
  /** The session cookie token (the table holds only its SHA-256). */
  token: string
}

export async function insertBenchSlot(db: Database): Promise<void> {
  const [provider] = await db
    .insert(gameProviders)
    .values({ slug: 'benchstudio', name: 'Bench Studio' })
    .returning()
  if (!provider) throw new Error('bench provider not inserted')
  await db.insert(games).values({
    identifier: BENCH_SLOT,
    providerId: provider.id,
    slug: 'bench-slot',
    title: 'Bench slot',
    seoTitle: 'Bench slot',
    categories: ['pokies'],
    badges: [],
    hasDemoMode: true,
    devices: ['desktop', 'mobile'],
    currencies: { EUR: { id: 1 } },
    kind: 'slot',
    theme: 'fruit',
    minBetCents: 10,
    maxBetCents: 10_000,
    rtpBasisPoints: 9_600,
    position: 0,
  })
}

/** `count` confirmed EUR players, each with an active wallet and one live session. */
export async function insertBenchPlayers(db: Database, count: number): Promise<BenchPlayer[]> {
  const passwordHash = await hashPassword('bench-password-not-for-people')
  const now = new Date()
  const created: BenchPlayer[] = []
  const run = Date.now().toString(36)
  for (let start = 0; start < count; start += CHUNK) {
    const size = Math.min(CHUNK, count - start)
    const rows = await db
      .insert(players)
      .values(
        Array.from({ length: size }, (_, i) => ({
          email: `bench-${run}-${start + i}@bench.invalid`,
          passwordHash,
          locale: 'en',
          country: 'CA',
          confirmedAt: now,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: players.id })
    await db.insert(accounts).values(
      rows.map((row) => ({
        playerId: row.id,
        currency: 'EUR',
        active: true,
        createdAt: now,
        updatedAt: now,
      })),
    )
    const batch = rows.map((row) => ({ id: row.id, token: newToken() }))
    await db.insert(sessions).values(
      batch.map((player) => ({
        id: sha256(player.token),
        playerId: player.id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_TTL_MS),
        ip: '127.0.0.1',
        userAgent: 'bench-realtime',
      })),
    )
    created.push(...batch)
  }
  return created
}

/** Money for the round players: one ledger adjustment each, as the play tests fund theirs. */
export async function fund(db: Database, list: readonly BenchPlayer[], cents: number): Promise<void> {
  for (const player of list) {
    await postTransaction(db, {
      playerId: player.id,
      currency: 'EUR',
      amountCents: cents,
      kind: 'adjustment',
      idempotencyKey: `bench-fund:${player.id}`,
    })
  }
}
