// Must-drop jackpot levels (ADR 041 "Jackpot wins", spec 2 §3 Jackpot win): a level always drops at
// or before its ceiling, the stake that reaches the committed drop point wins it through the ledger,
// exactly once also with concurrent stakes on two instances, and the revealed seed verifies.
import * as api from '@croupier/contract/api.generated'
import type { Jackpot } from '@croupier/contract/catalogue/get-jackpots'
import type { JackpotWin } from '@croupier/contract/jackpots/jackpot-win'
import { verifyDropPoint } from '@croupier/rules/jackpots'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { games } from '../src/modules/catalogue/catalogue.tables.ts'
import { contributeStakes, type Stake } from '../src/modules/jackpots/jackpots.contribute.ts'
import { jackpotLevels, jackpotWins } from '../src/modules/jackpots/jackpots.tables.ts'
import { findAccount } from '../src/modules/wallet/ledger.repository.ts'
import { ledgerEntries } from '../src/modules/wallet/wallet.tables.ts'
import { inject } from './helpers/call.ts'
import { fundedPlayer } from './helpers/players.ts'
import { type SecondInstance, startSecondInstance } from './helpers/second-instance.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { insertPlayGames, launch, playRound, SLOT } from './play-fixtures.ts'

const JACKPOT = 'mystic-dragon'
let t: TestApp
let second: SecondInstance | undefined
let slotId: number

beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimitPerMinute: 10_000 } })
  await insertPlayGames(t.db)
  const [slot] = await t.db
    .update(games)
    .set({ jackpotIdentifier: JACKPOT })
    .where(eq(games.identifier, SLOT))
    .returning()
  slotId = slot?.id ?? 0
  if (process.env.TEST_DATABASE_URL) second = await startSecondInstance(t)
})
afterAll(async () => {
  await second?.close()
  await t.close()
})

async function pool(currency = 'EUR'): Promise<Jackpot> {
  const response = await inject(t.app, api.getJackpot, { params: { identifier: JACKPOT } })
  expect(response.statusCode, response.body).toBe(200)
  const found = (response.json() as { pools: Jackpot[] }).pools.find((p) => p.currency === currency)
  if (!found) throw new Error(`no ${currency} pool`)
  return found
}

async function winsOf(levelId: number) {
  return t.db
    .select()
    .from(jackpotWins)
    .where(and(eq(jackpotWins.levelId, levelId), eq(jackpotWins.seeded, false)))
    .orderBy(jackpotWins.id)
}

describe('must drop before the ceiling', () => {
  it('every cycle of a level drops at an amount within its ceiling; each revealed seed verifies against the hash published for that cycle', async () => {
    const { playerId } = await fundedPlayer(t, 0)
    const level = (await pool()).levels[0]
    if (!level) throw new Error('no level')
    const hashes = new Map<number, string>([[level.cycle, level.server_seed_hash]])
    const stake: Stake = { playerId, gameId: slotId, currency: 'EUR', stakeCents: 100_000 }
    // 500 cents per stake on a span of 20,000: a cycle takes at most 40 stakes.
    for (let batch = 0; batch < 12; batch++) {
      await t.db.transaction((tx) => contributeStakes(tx, Array(50).fill(stake), new Date()))
      const now = (await pool()).levels[0]
      if (now) hashes.set(now.cycle, now.server_seed_hash)
      expect(now?.amount_cents).toBeLessThanOrEqual(level.ceiling_cents)
    }
    const wins = await winsOf(level.id)
    expect(wins.length).toBeGreaterThanOrEqual(12)
    for (const win of wins) {
      expect(win.amountCents).toBeLessThanOrEqual(level.ceiling_cents)
      expect(win.amountCents).toBeGreaterThanOrEqual(win.dropPointCents ?? Number.POSITIVE_INFINITY)
      expect(win.dropPointCents).toBeGreaterThan(level.seed_cents)
      expect(win.playerId).toBe(playerId)
    }
    // Every cycle's proof on the public list: the hash shown during the cycle, the seed recomputing the point.
    const listed = await inject(t.app, api.getJackpotWins, { query: { jackpot: JACKPOT, limit: 50 } })
    const proofs = (listed.json() as { wins: JackpotWin[] }).wins.filter(
      (w) => w.jackpot_level_name === level.name && w.proof !== null,
    )
    expect(proofs.length).toBeGreaterThanOrEqual(10)
    for (const { proof } of proofs) {
      if (!proof) throw new Error('a real win has its proof')
      const published = hashes.get(proof.cycle)
      if (published) expect(proof.server_seed_hash).toBe(published)
      expect(await verifyDropPoint(proof)).toEqual({ hashMatches: true, dropPointMatches: true })
      expect(proof.drop_to_cents).toBeLessThanOrEqual(level.ceiling_cents)
    }
    // Each win was paid once, as a jackpot win (a win for loss limits), under its level and cycle.
    const paid = await t.db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.kind, 'jackpot_win'),
          sql`${ledgerEntries.idempotencyKey} LIKE ${`jackpot:${level.id}:%`}`,
        ),
      )
    expect(paid.map((e) => e.idempotencyKey).sort()).toEqual(
      wins.map((w) => `jackpot:${level.id}:${w.cycle}`).sort(),
    )
    const all = await t.db.select().from(jackpotWins).where(eq(jackpotWins.playerId, playerId))
    const won = all.reduce((sum, w) => sum + w.amountCents, 0)
    expect((await findAccount(t.db, playerId, 'EUR'))?.wonCents).toBe(won)
  })

  it('the stake whose share reaches the drop point wins, not the one before or after it (one batch, in order)', async () => {
    const [a, b, c] = await Promise.all([fundedPlayer(t, 0), fundedPlayer(t, 0), fundedPlayer(t, 0)])
    const level = (await pool('USD')).levels[1]
    if (!level || !a || !b || !c) throw new Error('setup')
    // 1,000 cents add 5 per level, 10,000 add 50: in order, the second stake takes the amount to
    // amount + 10 ≥ amount + 7; the third alone would cross too, so only the order makes it the second.
    await t.db
      .update(jackpotLevels)
      .set({ dropPointCents: level.amount_cents + 7 })
      .where(eq(jackpotLevels.id, level.id))
    const stake = (playerId: number, stakeCents = 1_000): Stake => ({
      playerId,
      gameId: slotId,
      currency: 'USD',
      stakeCents,
    })
    await t.db.transaction((tx) =>
      contributeStakes(tx, [stake(a.playerId), stake(b.playerId), stake(c.playerId, 10_000)], new Date()),
    )
    const [win] = await winsOf(level.id)
    expect(win?.playerId).toBe(b.playerId)
    expect(win?.amountCents).toBe(level.amount_cents + 10)
    expect((await findAccount(t.db, b.playerId, 'USD'))?.amountCents).toBe(level.amount_cents + 10)
    // The third stake fed the new cycle, which restarted from the seed.
    const after = (await pool('USD')).levels[1]
    expect(after?.cycle).toBe(level.cycle + 1)
    expect(after?.amount_cents).toBe(level.seed_cents + 50)
    expect(after?.server_seed_hash).not.toBe(level.server_seed_hash)
  })
})

describe('a real stake after drop-next wins, once, with concurrent stakes (two instances on PostgreSQL)', () => {
  it('pays exactly one player the level, publishes wins (masked) and jackpot_win_award, and restarts the level', async () => {
    const level = (await pool()).levels[2]
    if (!level) throw new Error('no level')
    const publicSpy = vi.spyOn(t.app.realtime, 'publishPublic')
    const privateSpy = vi.spyOn(t.app.realtime, 'publishToPlayer')
    const dropped = await inject(t.app, api.dropJackpotNext, {
      params: { level_id: level.id },
    })
    expect(dropped.statusCode, dropped.body).toBe(200)
    const players = await Promise.all(Array.from({ length: 6 }, () => fundedPlayer(t, 1_000_000)))
    const app = (i: number): FastifyInstance => (i % 2 === 1 && second ? second.app : t.app)
    const sessions = await Promise.all(
      players.map(async (p, i) => ({
        i,
        p,
        id: ((await launch(app(i), SLOT, 'real', p.cookie)).json() as { id: string }).id,
      })),
    )
    const spins = await Promise.all(
      sessions.flatMap(({ i, p, id }) =>
        Array.from({ length: 3 }, () =>
          playRound(app(i), id, { action: 'spin', bet_cents: 1_000 }, p.cookie),
        ),
      ),
    )
    for (const spin of spins) expect(spin.statusCode, spin.body).toBe(200)
    await Promise.all([t.app.events.dispatch(), second?.app.events.dispatch()])
    await t.app.events.dispatch()

    const wins = (await winsOf(level.id)).filter((w) => w.cycle === level.cycle)
    expect(wins).toHaveLength(1)
    const winner = players.find((p) => p.playerId === wins[0]?.playerId)
    expect(winner).toBeDefined()
    const paid = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `jackpot:${level.id}:${level.cycle}`))
    expect(paid).toHaveLength(1)
    expect(paid[0]?.amountCents).toBe(wins[0]?.amountCents)
    const after = (await pool()).levels[2]
    expect(after?.cycle).toBe(level.cycle + 1)
    expect(after?.amount_cents).toBeLessThan(level.amount_cents)

    // The winner's nickname is masked on the public feed; the award reaches the winner only.
    const wonEvents = publicSpy.mock.calls.filter(
      ([channel, , payload]) =>
        channel === 'wins' && (payload as { id: string }).id === `jackpot:${wins[0]?.id}`,
    )
    if (!second) {
      expect(wonEvents).toHaveLength(1)
      expect(wonEvents[0]?.[2]).toMatchObject({
        nickname: wins[0]?.userName,
        jackpot: { identifier: JACKPOT },
      })
      expect(wins[0]?.userName).toMatch(/^.{1,6}\*\*\*$/u)
      const awards = privateSpy.mock.calls.filter(
        ([, event, payload]) =>
          event === 'jackpot_win_award' && (payload as { win_id?: string }).win_id === String(wins[0]?.id),
      )
      expect(awards.map(([player]) => player)).toEqual([String(winner?.playerId)])
    }
    publicSpy.mockRestore()
    privateSpy.mockRestore()
  })
})

describe('drop-next is a development route', () => {
  it('is absent when the mailbox (dev routes) is off', async () => {
    const production = await createTestApp({ config: { mailboxEnabled: false }, seed: false })
    try {
      const response = await inject(production.app, api.dropJackpotNext, {
        params: { level_id: 1 },
      })
      expect(response.statusCode).toBe(404)
    } finally {
      await production.close()
    }
  })
})
