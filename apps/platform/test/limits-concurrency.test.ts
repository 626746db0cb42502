// Loss and wager limits under concurrency (issue 9 item 1, ADR 020): parallel rounds of every
// engine (slot, scratch, roulette, blackjack deals and doubles) over several sessions, with jackpot
// contributions, on PGlite and PostgreSQL (TEST_DATABASE_URL) and, on PostgreSQL, through two
// platform instances. The ledger is replayed in order: no bet ever took a limit past its amount.

import * as api from '@croupier/contract/api.generated'
import type { GameSession, RoundResult } from '@croupier/contract/play/game-session'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gameProviders, games } from '../src/modules/catalogue/catalogue.tables.ts'
import { jackpotLevels, jackpots } from '../src/modules/jackpots/jackpots.tables.ts'
import { findAccount, listEntries } from '../src/modules/wallet/ledger.repository.ts'
import { type AnyEndpoint, type InjectOptions, inject } from './helpers/call.ts'
import { fundedPlayer } from './helpers/players.ts'
import { type SecondInstance, startSecondInstance } from './helpers/second-instance.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { BLACKJACK, insertPlayGames, key, ROULETTE, SCRATCH, SLOT } from './play-fixtures.ts'

let t: TestApp
let second: SecondInstance | undefined
/** Request i goes to instance i % 2 on PostgreSQL; PGlite has one. */
const app = (i: number): FastifyInstance => (i % 2 === 1 && second ? second.app : t.app)

// Games that never pay (RTP 0), so a loss limit allows an exact number of rounds.
const LOSING_SLOT = 'croupier/losing-slot'
const LOSING_SCRATCH = 'croupier/losing-scratch'

beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimitPerMinute: 10_000 } })
  await insertPlayGames(t.db)
  const [provider] = await t.db.select().from(gameProviders).where(eq(gameProviders.slug, 'croupier'))
  const [slot] = await t.db.select().from(games).where(eq(games.identifier, SLOT))
  if (!provider || !slot) throw new Error('fixtures missing')
  const { id: _id, ...base } = slot
  await t.db.insert(games).values([
    { ...base, identifier: LOSING_SLOT, slug: 'losing-slot', rtpBasisPoints: 0 },
    { ...base, identifier: LOSING_SCRATCH, slug: 'losing-scratch', kind: 'instant', rtpBasisPoints: 0 },
  ])
  // The slot feeds the seeded Mega pools: contributions ride in the bet's transaction.
  await t.db.update(games).set({ jackpotIdentifier: 'mega' }).where(eq(games.identifier, SLOT))
  if (process.env.TEST_DATABASE_URL) second = await startSecondInstance(t)
})
afterAll(async () => {
  await second?.close()
  await t.close()
})

async function player(cents = 1_000_000) {
  const { playerId, cookie } = await fundedPlayer(t, cents)
  return { id: playerId, cookie }
}

function post<E extends AnyEndpoint>(i: number, endpoint: E, cookie: string, options: InjectOptions<E>) {
  return inject(app(i), endpoint, { cookie, ...options })
}

async function setLimit(cookie: string, type: 'loss' | 'wager', cents: number) {
  const response = await post(0, api.createUserLimit, cookie, {
    rawBody: {
      type,
      period: 'day',
      currency: 'EUR',
      amount_cents: cents,
    },
  })
  expect(response.statusCode, response.body).toBe(200)
}

async function sessions(cookie: string, game: string, count: number): Promise<string[]> {
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    const response = await post(i, api.launchGame, cookie, { rawBody: { game, mode: 'real' } })
    expect(response.statusCode, response.body).toBe(201)
    ids.push((response.json() as GameSession).id)
  }
  return ids
}

const round = (i: number, session: string, cookie: string, body: Record<string, unknown>) =>
  post(i, api.playRound, cookie, {
    params: { id: session },
    rawBody: { idempotency_key: key('rg'), ...body },
  })

/** Accepted and refused answers; every refusal is the limit's 409. */
function tally(answers: LightMyRequestResponse[], type: 'loss' | 'wager') {
  for (const r of answers.filter((a) => a.statusCode !== 200))
    expect(r.json(), r.body).toMatchObject({ error: 'LIMIT_REACHED', type })
  const accepted = answers.filter((a) => a.statusCode === 200).length
  return { accepted, refused: answers.length - accepted }
}

/** Replays the wallet's ledger in posting order: wagered and lost never pass their limits. */
async function assertLedgerHeld(playerId: number, limits: { wager?: number; loss?: number }) {
  const account = await findAccount(t.db, playerId, 'EUR')
  let wagered = 0
  let lost = 0
  for (const entry of await listEntries(t.db, account?.id ?? 0)) {
    if (entry.kind === 'bet') {
      wagered -= entry.amountCents
      lost -= entry.amountCents
      if (limits.wager !== undefined) expect(wagered).toBeLessThanOrEqual(limits.wager)
      if (limits.loss !== undefined) expect(lost).toBeLessThanOrEqual(limits.loss)
    } else if (entry.kind === 'win') lost -= entry.amountCents
  }
  return { wagered, lost }
}

const ENGINES = [
  { name: 'slot spins', game: SLOT, stake: 200, body: { action: 'spin', bet_cents: 200 } },
  { name: 'scratch cards', game: SCRATCH, stake: 200, body: { action: 'scratch', bet_cents: 200 } },
  {
    name: 'roulette spins',
    game: ROULETTE,
    stake: 200,
    body: { action: 'roulette', bets: [{ type: 'red', amount_cents: 200 }] },
  },
  { name: 'blackjack deals', game: BLACKJACK, stake: 200, body: { action: 'deal', bet_cents: 200 } },
] as const

describe('a wager limit under parallel rounds', () => {
  for (const engine of ENGINES)
    it(`${engine.name}: twelve in parallel over three sessions, exactly five fit a limit of five stakes`, async () => {
      const p = await player()
      await setLimit(p.cookie, 'wager', 5 * engine.stake)
      const ids = await sessions(p.cookie, engine.game, 3)
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => round(i, ids[i % 3] ?? '', p.cookie, engine.body)),
      )
      expect(tally(answers, 'wager')).toEqual({ accepted: 5, refused: 7 })
      expect((await assertLedgerHeld(p.id, { wager: 5 * engine.stake })).wagered).toBe(5 * engine.stake)
    })

  it('blackjack doubles in parallel: only the doubles that fit are staked', async () => {
    const p = await player()
    // Four open hands (a dealt blackjack settles at once and is dealt again).
    const open: { session: string; round: string }[] = []
    for (const session of await sessions(p.cookie, BLACKJACK, 4))
      for (;;) {
        const dealt = (
          await round(0, session, p.cookie, { action: 'deal', bet_cents: 500 })
        ).json() as RoundResult
        if (dealt.status === 'in_progress') {
          open.push({ session, round: dealt.round_id })
          break
        }
      }
    const { wagered } = await assertLedgerHeld(p.id, {})
    await setLimit(p.cookie, 'wager', wagered + 2 * 500)
    const answers = await Promise.all(
      open.map((hand, i) => round(i, hand.session, p.cookie, { action: 'double', round_id: hand.round })),
    )
    expect(tally(answers, 'wager')).toEqual({ accepted: 2, refused: 2 })
    expect((await assertLedgerHeld(p.id, { wager: wagered + 1_000 })).wagered).toBe(wagered + 1_000)
  })
})

describe('a loss limit under parallel rounds', () => {
  for (const game of [LOSING_SLOT, LOSING_SCRATCH])
    it(`${game} (never pays): ten in parallel, exactly four fit a loss limit of four stakes`, async () => {
      const p = await player()
      await setLimit(p.cookie, 'loss', 400)
      const ids = await sessions(p.cookie, game, 2)
      const action = game === LOSING_SLOT ? 'spin' : 'scratch'
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          round(i, ids[i % 2] ?? '', p.cookie, { action, bet_cents: 100 }),
        ),
      )
      expect(tally(answers, 'loss')).toEqual({ accepted: 4, refused: 6 })
      expect((await assertLedgerHeld(p.id, { loss: 400 })).lost).toBe(400)
    })

  for (const engine of ENGINES)
    it(`${engine.name} that may win: no bet ever takes the counted loss past the limit`, async () => {
      const p = await player()
      await setLimit(p.cookie, 'loss', 3 * engine.stake)
      const ids = await sessions(p.cookie, engine.game, 3)
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => round(i, ids[i % 3] ?? '', p.cookie, engine.body)),
      )
      const { accepted } = tally(answers, 'loss')
      const bets = (await listEntries(t.db, (await findAccount(t.db, p.id, 'EUR'))?.id ?? 0)).filter(
        (e) => e.kind === 'bet',
      )
      expect(bets).toHaveLength(accepted)
      await assertLedgerHeld(p.id, { loss: 3 * engine.stake })
    })
})

describe('jackpot contributions beside a limit', () => {
  it('only accepted stakes feed the pool, none lost under parallel rounds', async () => {
    const read = async () => {
      const [row] = await t.db
        .select({
          total: sql<string>`SUM(${jackpotLevels.amountCents})`,
          bp: sql<string>`SUM(${jackpotLevels.contributionBasisPoints})`,
        })
        .from(jackpotLevels)
        .innerJoin(jackpots, eq(jackpots.id, jackpotLevels.jackpotId))
        .where(and(eq(jackpots.identifier, 'mega'), eq(jackpots.currency, 'EUR')))
      return { total: Number(row?.total), bp: Number(row?.bp) }
    }
    const before = await read()
    const p = await player()
    await setLimit(p.cookie, 'wager', 6 * 10_000)
    const ids = await sessions(p.cookie, SLOT, 3)
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        round(i, ids[i % 3] ?? '', p.cookie, { action: 'spin', bet_cents: 10_000 }),
      ),
    )
    expect(tally(answers, 'wager')).toEqual({ accepted: 6, refused: 4 })
    // A level takes floor(stake × bp / 10000) of a stake: exactly bp cents of a 100.00 stake.
    expect((await read()).total - before.total).toBe(6 * before.bp)
  })
})
