// Game sessions and rounds (issue #4 items 5–7, 15): launch rules, demo and real play of every
// engine kind, idempotent rounds, blackjack state kept server-side, games history and the balance
// realtime event. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).

import type { GameSession, RoundResult } from '@croupier/contract/play/game-session'
import type { GamesHistoryItem } from '@croupier/contract/play/get-games-history'
import { eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { gameRounds } from '../src/modules/catalogue/catalogue.tables.ts'
import { gameSessions } from '../src/modules/play/play.tables.ts'
import { findAccount, listEntries, postTransaction } from '../src/modules/wallet/ledger.repository.ts'
import { register, signIn } from './helpers/auth.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import {
  BLACKJACK,
  BLOCKED,
  EUR_ONLY,
  insertPlayGames,
  key,
  launch,
  NO_DEMO,
  playRound,
  ROULETTE,
  SCRATCH,
  SLOT,
} from './play-fixtures.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await insertPlayGames(t.db)
})
afterAll(() => t.close())

async function session(game: string, mode: 'real' | 'demo', cookie?: string): Promise<GameSession> {
  const response = await launch(t.app, game, mode, cookie)
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as GameSession
}

async function round(id: string, body: Record<string, unknown>, cookie?: string): Promise<RoundResult> {
  const response = await playRound(t.app, id, body, cookie)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as RoundResult
}

/** A fresh EUR player with `cents` on the wallet. */
async function fundedPlayer(cents: number, currency = 'EUR') {
  const { player, cookie } = await register(t.app, { currency })
  if (cents > 0)
    await postTransaction(t.db, {
      playerId: player.id,
      currency,
      amountCents: cents,
      kind: 'adjustment',
      idempotencyKey: 'fund',
    })
  return { playerId: player.id, cookie }
}

async function eurBalance(playerId: number): Promise<number | undefined> {
  return (await findAccount(t.db, playerId, 'EUR'))?.amountCents
}

/** Deals until a hand stays open (a dealt blackjack settles at once). */
async function openHand(id: string, bet: number, cookie?: string): Promise<RoundResult> {
  for (let i = 0; i < 20; i++) {
    const dealt = await round(id, { action: 'deal', bet_cents: bet }, cookie)
    if (dealt.status === 'in_progress') return dealt
  }
  throw new Error('no open hand in 20 deals')
}

describe('launch', () => {
  it('a guest gets a demo session with 10,000.00 FUN, bet steps and the frame url', async () => {
    const s = await session(SLOT, 'demo')
    expect(s).toMatchObject({
      mode: 'demo',
      currency: 'FUN',
      balance_cents: 1_000_000,
      min_bet_cents: 10,
      max_bet_cents: 10_000,
      open_round: null,
      frame_url: `/game-frame/${s.id}`,
      game: {
        identifier: SLOT,
        kind: 'slot',
        provider: 'croupier',
        provider_name: 'Croupier Studios',
        rtp: 96,
      },
    })
    expect(s.bet_steps_cents[0]).toBe(10)
    expect(s.bet_steps_cents.at(-1)).toBe(10_000)
  })

  it('refuses: unknown game 404, demo without demo mode 422, guest real 401, blocked provider 403, currency 409', async () => {
    const unknown = await launch(t.app, 'croupier/nope', 'demo')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ error: 'GAME_NOT_FOUND' })
    const noDemo = await launch(t.app, NO_DEMO, 'demo')
    expect(noDemo.statusCode).toBe(422)
    expect(noDemo.json()).toEqual({ errors: { mode: ['VALIDATION.INVALID'] } })
    const guestReal = await launch(t.app, SLOT, 'real')
    expect(guestReal.statusCode).toBe(401)
    expect(guestReal.json()).toMatchObject({ error: 'UNAUTHORIZED' })
    const { cookie } = await fundedPlayer(0)
    const blocked = await launch(t.app, BLOCKED, 'real', cookie)
    expect(blocked.statusCode).toBe(403)
    expect(blocked.json()).toMatchObject({ error: 'PROVIDER_RESTRICTED' })
    expect((await launch(t.app, BLOCKED, 'demo')).statusCode).toBe(403)
    const cad = await register(t.app, { currency: 'CAD' })
    const unsupported = await launch(t.app, EUR_ONLY, 'real', cad.cookie)
    expect(unsupported.statusCode).toBe(409)
    expect(unsupported.json()).toMatchObject({ error: 'CURRENCY_UNSUPPORTED' })
    expect((await launch(t.app, EUR_ONLY, 'demo', cad.cookie)).statusCode).toBe(201)
  })

  it('a real session is visible to its player only; a demo session to whoever holds its id', async () => {
    const owner = await fundedPlayer(1_000)
    const other = await fundedPlayer(0)
    const real = await session(SLOT, 'real', owner.cookie)
    expect(real).toMatchObject({ mode: 'real', currency: 'EUR', balance_cents: 1_000 })
    const get = (id: string, cookie?: string) =>
      t.app.inject({ url: `/api/game_sessions/${id}`, headers: cookie ? { cookie } : {} })
    expect((await get(real.id, owner.cookie)).statusCode).toBe(200)
    for (const cookie of [other.cookie, undefined]) {
      const response = await get(real.id, cookie)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ error: 'GAME_SESSION_NOT_FOUND' })
      expect((await playRound(t.app, real.id, { action: 'spin', bet_cents: 100 }, cookie)).statusCode).toBe(
        404,
      )
    }
    const demo = await session(SLOT, 'demo', owner.cookie)
    expect((await get(demo.id)).statusCode).toBe(200)
    expect((await get(crypto.randomUUID())).statusCode).toBe(404)
    expect((await get('not-a-uuid')).statusCode).toBe(422)
  })
})

describe('demo rounds of every kind move FUN only', () => {
  it('slot, roulette, scratch and blackjack', async () => {
    const { playerId, cookie } = await fundedPlayer(5_000)
    const slot = await session(SLOT, 'demo', cookie)
    const spin = await round(slot.id, { action: 'spin', bet_cents: 100 }, cookie)
    expect(spin).toMatchObject({
      status: 'finished',
      bet_cents: 100,
      currency: 'FUN',
      outcome: { kind: 'slot' },
    })
    expect(spin.balance_cents).toBe(1_000_000 - 100 + spin.win_cents)

    const wheel = await session(ROULETTE, 'demo')
    const spun = await round(wheel.id, {
      action: 'roulette',
      bets: [
        { type: 'straight', value: 17, amount_cents: 100 },
        { type: 'red', amount_cents: 200 },
      ],
    })
    expect(spun.bet_cents).toBe(300)
    if (spun.outcome.kind !== 'roulette') throw new Error('not roulette')
    const { number } = spun.outcome
    expect(spun.win_cents).toBe((number === 17 ? 3_600 : 0) + (spun.outcome.color === 'red' ? 400 : 0))

    const card = await session(SCRATCH, 'demo')
    const scratched = await round(card.id, { action: 'scratch', bet_cents: 100 })
    if (scratched.outcome.kind !== 'instant') throw new Error('not instant')
    expect(scratched.outcome.cells).toHaveLength(9)
    expect(scratched.win_cents).toBe(100 * scratched.outcome.multiplier)

    const table = await session(BLACKJACK, 'demo')
    const hand = await openHand(table.id, 500)
    const stood = await round(table.id, { action: 'stand', round_id: hand.round_id })
    expect(stood.status).toBe('finished')

    expect(await eurBalance(playerId)).toBe(5_000)
    // A guest's demo rounds are stored without a player.
    const guestRounds = await t.db.select().from(gameRounds).where(isNull(gameRounds.playerId))
    expect(guestRounds.length).toBeGreaterThanOrEqual(3)
  })

  it('refuses a bet above the FUN balance with the balance', async () => {
    const s = await session(SLOT, 'demo')
    // Spent down to 0.50 FUN (the direct write stands in for a long losing streak).
    await t.db.update(gameSessions).set({ funBalanceCents: 50 }).where(eq(gameSessions.id, s.id))
    const refused = await playRound(t.app, s.id, { action: 'spin', bet_cents: 100 })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ error: 'INSUFFICIENT_FUNDS', balance_cents: 50, currency: 'FUN' })
  })
})

describe('rounds: validation', () => {
  it('bets outside the game range, actions of another kind and bad roulette bets answer 422', async () => {
    const s = await session(SLOT, 'demo')
    const low = await playRound(t.app, s.id, { action: 'spin', bet_cents: 5 })
    expect(low.statusCode).toBe(422)
    expect(low.json()).toEqual({ errors: { bet_cents: ['VALIDATION.MIN_VALUE'] } })
    const high = await playRound(t.app, s.id, { action: 'spin', bet_cents: 10_001 })
    expect(high.json()).toEqual({ errors: { bet_cents: ['VALIDATION.MAX_VALUE'] } })
    const wrongKind = await playRound(t.app, s.id, { action: 'scratch', bet_cents: 100 })
    expect(wrongKind.statusCode).toBe(422)
    expect(wrongKind.json()).toEqual({ errors: { action: ['VALIDATION.INVALID'] } })
    const wheel = await session(ROULETTE, 'demo')
    const badValue = await playRound(t.app, wheel.id, {
      action: 'roulette',
      bets: [{ type: 'dozen', value: 0, amount_cents: 100 }],
    })
    expect(badValue.statusCode).toBe(422)
    expect(badValue.json()).toEqual({ errors: { 'bets.0.value': ['VALIDATION.INVALID'] } })
    const noKey = await t.app.inject({
      method: 'POST',
      url: `/api/game_sessions/${s.id}/rounds`,
      headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost' },
      payload: { action: 'spin', bet_cents: 100 },
    })
    expect(noKey.statusCode).toBe(422)
  })
})

describe('real rounds', () => {
  it('a spin debits the bet and credits the win as two ledger postings, and publishes the balance', async () => {
    const { playerId, cookie } = await fundedPlayer(10_000)
    const s = await session(SLOT, 'real', cookie)
    const publish = vi.spyOn(t.app.realtime, 'publishToPlayer')
    try {
      const spin = await round(s.id, { action: 'spin', bet_cents: 200 }, cookie)
      expect(spin.currency).toBe('EUR')
      expect(spin.balance_cents).toBe(10_000 - 200 + spin.win_cents)
      expect(await eurBalance(playerId)).toBe(spin.balance_cents)
      expect(publish).toHaveBeenCalledWith(String(playerId), 'balance', {
        currency: 'EUR',
        amount_cents: spin.balance_cents,
        available_to_cashout_cents: spin.balance_cents,
        active: true,
      })
      const account = await findAccount(t.db, playerId, 'EUR')
      const entries = await listEntries(t.db, account?.id ?? 0)
      const roundEntries = entries.filter((e) => e.reference === `round:${spin.round_id}`)
      expect(roundEntries.map((e) => [e.kind, e.amountCents])).toEqual(
        spin.win_cents > 0
          ? [
              ['bet', -200],
              ['win', spin.win_cents],
            ]
          : [['bet', -200]],
      )
    } finally {
      publish.mockRestore()
    }
  })

  it('a replayed idempotency key returns the first answer and moves no money, also in parallel', async () => {
    const { playerId, cookie } = await fundedPlayer(10_000)
    const s = await session(SCRATCH, 'real', cookie)
    const idempotency_key = key('replay')
    const body = { action: 'scratch', bet_cents: 100, idempotency_key }
    const answers = await Promise.all(Array.from({ length: 8 }, () => playRound(t.app, s.id, body, cookie)))
    for (const a of answers) expect(a.statusCode).toBe(200)
    const first = answers[0]?.json() as RoundResult
    for (const a of answers) expect(a.json()).toEqual(first)
    expect(await eurBalance(playerId)).toBe(10_000 - 100 + first.win_cents)
    const rounds = await t.db.select().from(gameRounds).where(eq(gameRounds.sessionId, s.id))
    expect(rounds).toHaveLength(1)
    // The same key in demo replays as well.
    const demo = await session(SCRATCH, 'demo')
    const d1 = await playRound(t.app, demo.id, body)
    const d2 = await playRound(t.app, demo.id, body)
    expect(d2.json()).toEqual(d1.json())
  })

  it('a bet above the balance answers 409 with the balance and writes no round', async () => {
    const { cookie } = await fundedPlayer(150)
    const s = await session(SLOT, 'real', cookie)
    const refused = await playRound(t.app, s.id, { action: 'spin', bet_cents: 200 }, cookie)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      error: 'INSUFFICIENT_FUNDS',
      message: expect.any(String),
      balance_cents: 150,
      currency: 'EUR',
    })
    expect(await t.db.select().from(gameRounds).where(eq(gameRounds.sessionId, s.id))).toHaveLength(0)
  })

  it('a failed win credit rolls back the bet and the round too', async () => {
    const { playerId, cookie } = await fundedPlayer(10_000)
    const account = await findAccount(t.db, playerId, 'EUR')
    // Every win posting of this account fails inside the database, like a crash between two writes.
    await t.db.execute(
      sql.raw(`CREATE FUNCTION fail_win() RETURNS trigger AS $$ BEGIN
        IF NEW.kind = 'win' AND NEW.account_id = ${account?.id} THEN RAISE EXCEPTION 'win credit failed'; END IF;
        RETURN NEW; END $$ LANGUAGE plpgsql`),
    )
    await t.db.execute(
      sql.raw(
        'CREATE TRIGGER fail_win BEFORE INSERT ON ledger_entries FOR EACH ROW EXECUTE FUNCTION fail_win()',
      ),
    )
    try {
      const s = await session(SCRATCH, 'real', cookie)
      let failed = false
      for (let i = 0; i < 100 && !failed; i++) {
        const response = await playRound(t.app, s.id, { action: 'scratch', bet_cents: 100 }, cookie)
        failed = response.statusCode !== 200
      }
      expect(failed).toBe(true)
      const finished = await t.db.select().from(gameRounds).where(eq(gameRounds.sessionId, s.id))
      const entries = await listEntries(t.db, account?.id ?? 0)
      // Only the losing cards stayed: each a round with its one bet posting; nothing of the failed one.
      expect(finished.every((r) => r.winCents === 0)).toBe(true)
      expect(entries.filter((e) => e.kind === 'bet')).toHaveLength(finished.length)
      expect(await eurBalance(playerId)).toBe(10_000 - 100 * finished.length)
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER fail_win ON ledger_entries'))
      await t.db.execute(sql.raw('DROP FUNCTION fail_win()'))
    }
  })

  it('parallel spins never take the balance below zero', async () => {
    const { playerId, cookie } = await fundedPlayer(1_000)
    const s = await session(SLOT, 'real', cookie)
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => playRound(t.app, s.id, { action: 'spin', bet_cents: 100 }, cookie)),
    )
    for (const a of answers) {
      expect([200, 409]).toContain(a.statusCode)
      expect((a.json() as { balance_cents: number }).balance_cents).toBeGreaterThanOrEqual(0)
    }
    const played = answers.filter((a) => a.statusCode === 200).map((a) => a.json() as RoundResult)
    const net = played.reduce((sum, r) => sum + r.win_cents - r.bet_cents, 0)
    expect(await eurBalance(playerId)).toBe(1_000 + net)
  })
})

describe('blackjack keeps the hand on the server', () => {
  it('hides the hole card while open, resumes the open hand, settles on stand and refuses a closed hand', async () => {
    const { playerId, cookie } = await fundedPlayer(100_000)
    const s = await session(BLACKJACK, 'real', cookie)
    const hand = await openHand(s.id, 1_000, cookie)
    if (hand.outcome.kind !== 'blackjack') throw new Error('not blackjack')
    expect(hand.outcome.dealer_cards).toHaveLength(1)
    expect(hand.outcome.actions).toEqual(['hit', 'stand', 'double'])
    expect(JSON.stringify(hand)).not.toContain('state')
    const resumed = (await t.app.inject({ url: `/api/game_sessions/${s.id}`, headers: { cookie } })).json()
    expect(resumed.open_round).toMatchObject({ round_id: hand.round_id, status: 'in_progress' })

    const before = await eurBalance(playerId)
    const stood = await round(s.id, { action: 'stand', round_id: hand.round_id }, cookie)
    if (stood.outcome.kind !== 'blackjack') throw new Error('not blackjack')
    expect(stood.status).toBe('finished')
    expect(stood.outcome.dealer_cards.length).toBeGreaterThanOrEqual(2)
    expect(stood.outcome.actions).toEqual([])
    expect(await eurBalance(playerId)).toBe((before ?? 0) + stood.win_cents)

    const again = await playRound(t.app, s.id, { action: 'hit', round_id: hand.round_id }, cookie)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ error: 'ROUND_NOT_OPEN' })
    expect((await playRound(t.app, s.id, { action: 'hit', round_id: 'x1' }, cookie)).json()).toMatchObject({
      error: 'ROUND_NOT_OPEN',
    })
  })

  it('double debits the bet again as its own posting and settles after one card', async () => {
    const { playerId, cookie } = await fundedPlayer(100_000)
    const s = await session(BLACKJACK, 'real', cookie)
    const hand = await openHand(s.id, 1_000, cookie)
    const doubled = await round(s.id, { action: 'double', round_id: hand.round_id }, cookie)
    if (doubled.outcome.kind !== 'blackjack') throw new Error('not blackjack')
    expect(doubled).toMatchObject({ status: 'finished', bet_cents: 2_000 })
    expect(doubled.outcome.player_cards).toHaveLength(3)
    const account = await findAccount(t.db, playerId, 'EUR')
    const bets = (await listEntries(t.db, account?.id ?? 0)).filter(
      (e) => e.reference === `round:${hand.round_id}` && e.kind === 'bet',
    )
    expect(bets.map((e) => e.amountCents)).toEqual([-1_000, -1_000])
    expect(await eurBalance(playerId)).toBe(doubled.balance_cents)
  })
})

describe('games history', () => {
  it('lists the player’s real and demo rounds newest first, paged; guests get 401', async () => {
    const { cookie } = await fundedPlayer(10_000)
    const real = await session(SCRATCH, 'real', cookie)
    const demo = await session(SLOT, 'demo', cookie)
    const r1 = await round(real.id, { action: 'scratch', bet_cents: 100 }, cookie)
    const r2 = await round(demo.id, { action: 'spin', bet_cents: 50 }, cookie)
    const r3 = await round(real.id, { action: 'scratch', bet_cents: 200 }, cookie)
    const page1 = await t.app.inject({ url: '/api/player/games_history?page_size=2', headers: { cookie } })
    expect(page1.statusCode).toBe(200)
    const body = page1.json() as { data: GamesHistoryItem[]; pagination: unknown }
    expect(body.pagination).toEqual({ current_page: 1, next_page: 2, total: 3 })
    expect(body.data.map((i) => i.id)).toEqual([r3.round_id, r2.round_id])
    expect(body.data[0]).toMatchObject({
      mode: 'real',
      currency: 'EUR',
      bet_cents: 200,
      status: 'finished',
      game: { identifier: SCRATCH, kind: 'instant', provider_name: 'Croupier Studios' },
    })
    expect(body.data[1]).toMatchObject({ mode: 'demo', currency: 'FUN', bet_cents: 50 })
    const page2 = (
      await t.app.inject({ url: '/api/player/games_history?page=2&page_size=2', headers: { cookie } })
    ).json()
    expect(page2.data.map((i: GamesHistoryItem) => i.id)).toEqual([r1.round_id])
    expect((await t.app.inject({ url: '/api/player/games_history' })).statusCode).toBe(401)
  })

  it('lists the games a player played, each once, the latest first (GET /api/player/played_games)', async () => {
    const { cookie } = await fundedPlayer(10_000)
    const scratch = await session(SCRATCH, 'real', cookie)
    const slot = await session(SLOT, 'demo', cookie)
    await round(scratch.id, { action: 'scratch', bet_cents: 100 }, cookie)
    await round(slot.id, { action: 'spin', bet_cents: 50 }, cookie)
    await round(scratch.id, { action: 'scratch', bet_cents: 100 }, cookie)
    const response = await t.app.inject({ url: '/api/player/played_games', headers: { cookie } })
    expect(response.statusCode).toBe(200)
    expect((response.json() as { identifier: string }[]).map((game) => game.identifier)).toEqual([
      SCRATCH,
      SLOT,
    ])
    const other = await fundedPlayer(0)
    const theirs = await t.app.inject({ url: '/api/player/played_games', headers: { cookie: other.cookie } })
    expect(theirs.json()).toEqual([])
  })
})

describe('seeded demo players', () => {
  it('demo@croupier.local has 500.00 EUR to play with, seeded once through the ledger', async () => {
    const { cookie, player } = await signIn(t.app, 'demo@croupier.local')
    const accounts = (await t.app.inject({ url: '/api/player/accounts', headers: { cookie } })).json()
    expect(accounts).toContainEqual({
      currency: 'EUR',
      amount_cents: 50_000,
      available_to_cashout_cents: 50_000,
      active: true,
    })
    const s = await session(SLOT, 'real', cookie)
    expect(s.balance_cents).toBe(50_000)
    const account = await findAccount(t.db, player.id, 'EUR')
    expect((await listEntries(t.db, account?.id ?? 0)).map((e) => e.idempotencyKey)).toEqual([
      'seed:demo@croupier.local:EUR',
    ])
  })
})
