// Game sessions (issue #4 items 5–7, 15): launch rules, demo play of every engine kind moving FUN
// only, round validation. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import * as api from '@croupier/contract/api.generated'
import { eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { gameRounds } from '../src/modules/catalogue/catalogue.tables.ts'
import { gameSessions } from '../src/modules/play/play.tables.ts'
import { register } from './helpers/auth.ts'
import { inject } from './helpers/call.ts'
import { GAME_FRAME_PREFIX } from './helpers/platform-paths.ts'
import { eurBalance, fundedPlayer, openHand, round, session, setupPlayApp, t } from './helpers/play.ts'
import {
  BLACKJACK,
  BLOCKED,
  EUR_ONLY,
  launch,
  NO_DEMO,
  playRound,
  ROULETTE,
  SCRATCH,
  SLOT,
} from './play-fixtures.ts'

setupPlayApp()

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
      frame_url: `${GAME_FRAME_PREFIX}/${s.id}`,
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
      inject(t.app, api.getGameSession, { params: { id }, headers: cookie ? { cookie } : {} })
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
    const noKey = await inject(t.app, api.playRound, {
      params: { id: s.id },
      headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost' },
      csrf: false,
      rawBody: { action: 'spin', bet_cents: 100 },
    })
    expect(noKey.statusCode).toBe(422)
  })
})
