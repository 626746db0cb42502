// The tournament end job (ADR 041): two platform instances on one PostgreSQL run it at once and
// every place is paid once — cash through the ledger (one posting, the balance up once), bonus money
// and free spins through the bonus engine (one row each); ties go to who reached the score first,
// then who joined first; running it again pays nothing. On PGlite the two runs share one app.
import * as api from '@croupier/contract/api.generated'
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { playerBonuses, playerFreeSpins } from '../src/modules/bonuses/bonuses.tables.ts'
import {
  tournamentEntries,
  tournamentPrizes,
  tournaments,
} from '../src/modules/tournaments/tournaments.tables.ts'
import { findAccount } from '../src/modules/wallet/ledger.repository.ts'
import { ledgerEntries } from '../src/modules/wallet/wallet.tables.ts'
import { TOURNAMENT_BONUS_KEY, TOURNAMENT_FREESPINS_KEY } from '../src/seed/tournaments.ts'
import { inject } from './helpers/call.ts'
import { insertFreeSpinGames } from './helpers/loyalty.ts'
import { fundedPlayer } from './helpers/players.ts'
import { type SecondInstance, startSecondInstance } from './helpers/second-instance.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { createTournament, join } from './helpers/tournaments.ts'

let t: TestApp
let second: SecondInstance | undefined
beforeAll(async () => {
  // No timer run of the job: this file's runs are the only ones.
  vi.stubEnv('PROMO_JOB_INTERVAL_MS', '0')
  t = await createTestApp()
  await insertFreeSpinGames(t)
  if (process.env.TEST_DATABASE_URL) second = await startSecondInstance(t)
})
afterAll(async () => {
  await second?.close()
  await t.close()
  vi.unstubAllEnvs()
})

const PRIZES = [
  { place_from: 1, place_to: 1, type: 'cash', amount: { EUR: 10_000 } },
  {
    place_from: 2,
    place_to: 2,
    type: 'bonus',
    amount: { EUR: 2_500 },
    bonus_definition_key: TOURNAMENT_BONUS_KEY,
  },
  { place_from: 3, place_to: 3, type: 'freespins', bonus_definition_key: TOURNAMENT_FREESPINS_KEY },
]

/** Players joined in order, then given scores and the times they reached them. */
async function standings(id: string, rows: { score: number; reachedAgoMs: number }[]) {
  const players = []
  for (const row of rows) {
    const player = await fundedPlayer(t, 0)
    await join(t, id, player.cookie)
    const base = Date.now() - 60_000
    await t.db
      .update(tournamentEntries)
      .set({ score: row.score, betCents: row.score, rounds: 1, scoredAt: new Date(base - row.reachedAgoMs) })
      .where(
        and(eq(tournamentEntries.tournamentId, Number(id)), eq(tournamentEntries.playerId, player.playerId)),
      )
    players.push(player)
  }
  return players
}

async function endNow(id: string) {
  await t.db
    .update(tournaments)
    .set({ endAt: new Date(Date.now() - 1_000) })
    .where(eq(tournaments.id, Number(id)))
}

const balance = async (playerId: number) => (await findAccount(t.db, playerId, 'EUR'))?.amountCents ?? 0

describe('tournament end job', () => {
  it('two instances at once pay each place once, in tie-break order, through the ledger and the bonus engine', async () => {
    const tournament = await createTournament(t, { kind: 'bet_sum', prizes: PRIZES })
    // Joined in this order: a and c tie with b on 500; b reached it first, a joined before c.
    const [a, b, c, d] = await standings(tournament.id, [
      { score: 500, reachedAgoMs: 0 },
      { score: 500, reachedAgoMs: 5_000 },
      { score: 500, reachedAgoMs: 0 },
      { score: 900, reachedAgoMs: 0 },
    ])
    if (!a || !b || !c || !d) throw new Error('players')
    await endNow(tournament.id)
    const apps = [t.app, second?.app ?? t.app]
    const runs = await Promise.all([...apps, ...apps].map((app) => app.tournaments.runEndJob(new Date())))
    expect(
      runs
        .flat()
        .map((p) => p.place)
        .sort(),
    ).toEqual([1, 2, 3, 4])

    const prizes = await t.db
      .select()
      .from(tournamentPrizes)
      .where(eq(tournamentPrizes.tournamentId, Number(tournament.id)))
    expect(prizes.sort((x, y) => x.place - y.place).map((p) => p.playerId)).toEqual([
      d.playerId,
      b.playerId,
      a.playerId,
      c.playerId,
    ])
    const key = (place: number) => `tournament:${tournament.id}:${place}`
    const postings = await t.db
      .select()
      .from(ledgerEntries)
      .where(like(ledgerEntries.idempotencyKey, `tournament:${tournament.id}:%`))
    expect(postings.map((p) => [p.idempotencyKey, p.amountCents])).toEqual([[key(1), 10_000]])
    expect(await balance(d.playerId)).toBe(10_000)
    const bonuses = await t.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.sourceKey, key(2)))
    expect(bonuses.map((row) => [row.playerId, row.amountCents])).toEqual([[b.playerId, 2_500]])
    const spins = await t.db
      .select()
      .from(playerFreeSpins)
      .where(eq(playerFreeSpins.sourceKey, key(3)))
    expect(spins.map((row) => [row.playerId, row.count])).toEqual([[a.playerId, 20]])
    expect(await balance(c.playerId)).toBe(0)

    // Again, on either instance: nothing more is paid.
    expect(await t.app.tournaments.runEndJob(new Date())).toEqual([])
    expect(await balance(d.playerId)).toBe(10_000)
  })

  it('the dev finish route ends a running tournament now and answers its winners once', async () => {
    const tournament = await createTournament(t, { kind: 'rounds', prizes: PRIZES.slice(0, 1) })
    const [winner] = await standings(tournament.id, [{ score: 3, reachedAgoMs: 0 }])
    if (!winner) throw new Error('player')
    const finish = () =>
      inject(t.app, api.finishDevTournament, { csrf: true, params: { id: tournament.frontend_identifier } })
    const [first, again] = [await finish(), await finish()]
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      tournament_id: tournament.id,
      winners: [{ award_place: 1, score: 3 }],
    })
    expect(again.json()).toEqual(first.json())
    expect(await balance(winner.playerId)).toBe(10_000)
    const detail = await inject(t.app, api.getTournament, { params: { id: tournament.id } })
    expect(detail.json()).toMatchObject({ status: 'archive', in_progress: false })
  })
})
