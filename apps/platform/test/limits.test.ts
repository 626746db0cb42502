// Responsible-gambling limits (issue #5 items 7–9, 16): setting limits, the cooling period and the
// emailed confirmation of increases and removals, enforcement through the play endpoints called
// directly, cooling-off and self-exclusion, the reality check. Runs on PGlite and on PostgreSQL.
import type { ConfirmUserLimitResponse } from '@croupier/contract/limits/confirm-user-limit'
import type { RealityCheck } from '@croupier/contract/limits/get-reality-check'
import type { UserLimit } from '@croupier/contract/limits/user-limit'
import type { GameSession, RoundResult } from '@croupier/contract/play/game-session'
import type { Player } from '@croupier/contract/player/get-player'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  assertDepositAllowed,
  LimitReachedError,
  RestrictedError,
} from '../src/modules/limits/limits.enforcement.ts'
import { findAccount, postTransaction } from '../src/modules/wallet/ledger.repository.ts'
import { mailbox, mailedToken, register, signIn } from './helpers/auth.ts'
import { createTestApp, csrfHeaders, type TestApp } from './helpers/test-app.ts'
import { insertPlayGames, key, launch, playRound, SLOT } from './play-fixtures.ts'

const START = new Date('2026-11-22T12:00:00.000Z')
let clock = new Date(START)
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms)
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, config: { authRateLimitPerMinute: 1000 } })
  await insertPlayGames(t.db)
})
afterAll(() => t.close())

let fundings = 0
async function fund(
  playerId: number,
  cents: number,
  kind: 'adjustment' | 'deposit' | 'withdrawal' | 'bet' = 'adjustment',
) {
  fundings += 1
  return postTransaction(t.db, {
    playerId,
    currency: 'EUR',
    amountCents: cents,
    kind,
    idempotencyKey: `fund-${fundings}`,
    now: clock,
  })
}

/** A fresh EUR player with money on the wallet. */
async function player(cents = 100_000) {
  const registered = await register(t.app, { currency: 'EUR' })
  if (cents > 0) await fund(registered.player.id, cents)
  return { id: registered.player.id, cookie: registered.cookie, email: registered.email }
}

function api(method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, cookie?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...csrfHeaders, ...(cookie ? { cookie } : {}) },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  })
}

async function setLimit(cookie: string, body: Record<string, unknown>): Promise<UserLimit> {
  const response = await api('POST', '/api/user_limits', cookie, body)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as UserLimit
}

async function limits(cookie: string): Promise<UserLimit[]> {
  const response = await api('GET', '/api/user_limits', cookie)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as UserLimit[]
}

async function realSession(cookie: string): Promise<GameSession> {
  const response = await launch(t.app, SLOT, 'real', cookie)
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as GameSession
}

const spin = (sessionId: string, cents: number, cookie: string) =>
  playRound(t.app, sessionId, { action: 'spin', bet_cents: cents, idempotency_key: key('limits') }, cookie)

describe('setting limits', () => {
  it('a guest gets 401; a period the type does not take is 422 errors.period', async () => {
    expect((await api('GET', '/api/user_limits')).statusCode).toBe(401)
    const { cookie } = await player(0)
    const wrong = await api('POST', '/api/user_limits', cookie, { type: 'selfexclusion', period: 'day' })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json()).toEqual({ errors: { period: ['VALIDATION.INVALID'] } })
    const noCurrency = await api('POST', '/api/user_limits', cookie, {
      type: 'deposit',
      period: 'day',
      amount_cents: 5,
    })
    expect(noCurrency.statusCode).toBe(422)
  })

  it('creates one limit of each money type and a session limit, with what each period counted', async () => {
    const p = await player()
    await fund(p.id, 5_000, 'deposit')
    const deposit = await setLimit(p.cookie, {
      type: 'deposit',
      period: 'week',
      currency: 'EUR',
      amount_cents: 20_000,
    })
    expect(deposit).toMatchObject({
      type: 'deposit',
      period: 'week',
      accounts: [{ currency: 'EUR', amount_cents: 20_000, current_value_amount_cents: 5_000 }],
      status: 'active',
      reached: false,
      ends_at: null,
      minutes: null,
    })
    await setLimit(p.cookie, { type: 'loss', period: 'day', currency: 'EUR', amount_cents: 10_000 })
    await setLimit(p.cookie, { type: 'wager', period: 'month', currency: 'EUR', amount_cents: 50_000 })
    const session = await setLimit(p.cookie, { type: 'session', period: 'day', minutes: 90 })
    expect(session).toMatchObject({ type: 'session', accounts: [], minutes: 90, current_minutes: 0 })
    const list = await limits(p.cookie)
    expect(list.map((l) => l.type).sort()).toEqual(['deposit', 'loss', 'session', 'wager'])
  })

  it('a decrease applies at once; an increase waits for the cooling period AND the emailed link', async () => {
    const p = await player()
    const created = await setLimit(p.cookie, {
      type: 'deposit',
      period: 'day',
      currency: 'EUR',
      amount_cents: 10_000,
    })
    const lower = await setLimit(p.cookie, {
      type: 'deposit',
      period: 'day',
      currency: 'EUR',
      amount_cents: 5_000,
    })
    expect(lower).toMatchObject({ id: created.id, status: 'active', accounts: [{ amount_cents: 5_000 }] })

    const higher = await setLimit(p.cookie, {
      type: 'deposit',
      period: 'day',
      currency: 'EUR',
      amount_cents: 30_000,
    })
    expect(higher).toMatchObject({
      id: created.id,
      status: 'pending_increase',
      accounts: [{ amount_cents: 5_000 }],
      pending_amount_cents: 30_000,
      applies_at: new Date(clock.getTime() + 24 * HOUR).toISOString(),
      pending_confirmed: false,
    })
    const token = await mailedToken(t.app, p.email, 'limit_change', 'token')
    const [mail] = await mailbox(t.app, p.email)
    expect(mail?.links.some((l) => l.includes('/profile/limits/confirm?token='))).toBe(true)

    // Confirmed before the cooling period ended: still pending, the old amount holds.
    const early = await api('POST', '/api/user_limits/confirm', undefined, { token })
    expect(early.statusCode, early.body).toBe(200)
    expect(early.json()).toMatchObject({
      applied: false,
      limit: { status: 'pending_increase', pending_confirmed: true },
    })
    await expect(
      assertDepositAllowed(t.db, { playerId: p.id, currency: 'EUR', amountCents: 6_000, now: clock }),
    ).rejects.toBeInstanceOf(LimitReachedError)

    // Single use.
    const again = await api('POST', '/api/user_limits/confirm', undefined, { token })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toMatchObject({ error: 'LIMIT_TOKEN_INVALID' })

    advance(24 * HOUR)
    const relogged = await signIn(t.app, p.email, 'Secret-123')
    const [applied] = await limits(relogged.cookie)
    expect(applied).toMatchObject({
      status: 'active',
      accounts: [{ amount_cents: 30_000 }],
      pending_amount_cents: null,
    })
  })

  it('an increase never confirmed never applies, even after the cooling period', async () => {
    const p = await player()
    await setLimit(p.cookie, { type: 'wager', period: 'day', currency: 'EUR', amount_cents: 1_000 })
    await setLimit(p.cookie, { type: 'wager', period: 'day', currency: 'EUR', amount_cents: 9_000 })
    advance(25 * HOUR)
    const relogged = await signIn(t.app, p.email, 'Secret-123')
    const [limit] = await limits(relogged.cookie)
    expect(limit).toMatchObject({ status: 'pending_increase', accounts: [{ amount_cents: 1_000 }] })
    // The link expires after 7 days and the request lapses.
    advance(7 * 24 * HOUR)
    const later = await signIn(t.app, p.email, 'Secret-123')
    const [lapsed] = await limits(later.cookie)
    expect(lapsed).toMatchObject({ status: 'active', accounts: [{ amount_cents: 1_000 }], applies_at: null })
  })

  it('a removal waits too; confirmed after the cooling period it applies at once', async () => {
    const p = await player()
    const limit = await setLimit(p.cookie, { type: 'session', period: 'week', minutes: 60 })
    const asked = await api('DELETE', `/api/user_limits/${limit.id}`, p.cookie)
    expect(asked.statusCode, asked.body).toBe(200)
    expect(asked.json()).toMatchObject({ status: 'pending_removal', minutes: 60 })
    const token = await mailedToken(t.app, p.email, 'limit_change', 'token')
    advance(24 * HOUR + MINUTE)
    const confirmed = await api('POST', '/api/user_limits/confirm', undefined, { token })
    expect(confirmed.json() as ConfirmUserLimitResponse).toEqual({ limit: null, applied: true })
    const relogged = await signIn(t.app, p.email, 'Secret-123')
    expect(await limits(relogged.cookie)).toEqual([])
  })

  it("another player's limit id answers 404 (IDOR); so does a malformed id", async () => {
    const owner = await player(0)
    const other = await player(0)
    const limit = await setLimit(owner.cookie, {
      type: 'loss',
      period: 'day',
      currency: 'EUR',
      amount_cents: 100,
    })
    const response = await api('DELETE', `/api/user_limits/${limit.id}`, other.cookie)
    expect(response.statusCode).toBe(404)
    expect((await api('DELETE', '/api/user_limits/abc', other.cookie)).statusCode).toBe(404)
    expect(await limits(other.cookie)).toEqual([])
    expect((await limits(owner.cookie))[0]).toMatchObject({ status: 'active' })
  })
})

describe('enforcement through the API', () => {
  it('a deposit over the deposit limit is refused with what is left', async () => {
    const p = await player(0)
    await setLimit(p.cookie, { type: 'deposit', period: 'day', currency: 'EUR', amount_cents: 10_000 })
    await fund(p.id, 7_000, 'deposit')
    const refused = await assertDepositAllowed(t.db, {
      playerId: p.id,
      currency: 'EUR',
      amountCents: 5_000,
      now: clock,
    }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(LimitReachedError)
    expect((refused as LimitReachedError).statusCode).toBe(409)
    expect((refused as LimitReachedError).details).toMatchObject({ type: 'deposit', remaining_cents: 3_000 })
    await expect(
      assertDepositAllowed(t.db, { playerId: p.id, currency: 'EUR', amountCents: 3_000, now: clock }),
    ).resolves.toBeUndefined()
    // Other currencies are not limited by a EUR limit.
    await expect(
      assertDepositAllowed(t.db, { playerId: p.id, currency: 'USD', amountCents: 50_000, now: clock }),
    ).resolves.toBeUndefined()
    // Rolling window: a day later the deposit counts no more.
    advance(24 * HOUR + MINUTE)
    await expect(
      assertDepositAllowed(t.db, { playerId: p.id, currency: 'EUR', amountCents: 10_000, now: clock }),
    ).resolves.toBeUndefined()
  })

  it('POST /api/payments/deposits refuses a deposit over the limit and any deposit while self-excluded', async () => {
    const p = await player(0)
    await setLimit(p.cookie, { type: 'deposit', period: 'day', currency: 'EUR', amount_cents: 10_000 })
    const deposit = (cents: number, cookie: string) =>
      api('POST', '/api/payments/deposits', cookie, {
        method_id: 'card-visa',
        currency: 'EUR',
        amount_cents: cents,
        idempotency_key: key('deposit'),
        card: { number: '4242 4242 4242 4242', expiry: '12/33', holder: 'Jane Doe', cvv: '123' },
      })
    const first = await deposit(6_000, p.cookie)
    expect(first.statusCode, first.body).toBe(201)
    const publish = vi.spyOn(t.app.realtime, 'publishToPlayer')
    const over = await deposit(5_000, p.cookie)
    expect(over.statusCode).toBe(409)
    expect(over.json()).toMatchObject({ error: 'LIMIT_REACHED', type: 'deposit', remaining_cents: 4_000 })
    expect(publish).toHaveBeenCalledWith(
      String(p.id),
      'game_limits',
      expect.objectContaining({ type: 'deposit', reached: true }),
    )
    publish.mockRestore()
    expect((await findAccount(t.db, p.id, 'EUR'))?.amountCents).toBe(6_000)

    await api('POST', '/api/user_limits', p.cookie, { type: 'selfexclusion', period: 'forever' })
    const again = await signIn(t.app, p.email, 'Secret-123')
    const excluded = await deposit(1_000, again.cookie)
    expect(excluded.statusCode).toBe(403)
    expect(excluded.json()).toMatchObject({ error: 'SELF_EXCLUDED', until: null })
  })

  it('a bet that would pass the wager limit is refused, with the game_limits event; nothing is debited', async () => {
    const p = await player()
    const limit = await setLimit(p.cookie, {
      type: 'wager',
      period: 'day',
      currency: 'EUR',
      amount_cents: 500,
    })
    const s = await realSession(p.cookie)
    expect((await spin(s.id, 200, p.cookie)).statusCode).toBe(200)
    expect((await spin(s.id, 200, p.cookie)).statusCode).toBe(200)
    const before = (await findAccount(t.db, p.id, 'EUR'))?.amountCents
    const publish = vi.spyOn(t.app.realtime, 'publishToPlayer')
    const refused = await spin(s.id, 200, p.cookie)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      error: 'LIMIT_REACHED',
      type: 'wager',
      limit_id: limit.id,
      currency: 'EUR',
      amount_cents: 500,
      remaining_cents: 100,
    })
    expect(publish).toHaveBeenCalledWith(String(p.id), 'game_limits', {
      limit_id: limit.id,
      type: 'wager',
      reached: true,
    })
    publish.mockRestore()
    expect((await findAccount(t.db, p.id, 'EUR'))?.amountCents).toBe(before)
    // What is left may still be staked; then the limit is reached and a new launch is refused.
    expect((await spin(s.id, 100, p.cookie)).statusCode).toBe(200)
    const [reached] = await limits(p.cookie)
    expect(reached).toMatchObject({ reached: true, accounts: [{ current_value_amount_cents: 500 }] })
    expect((await launch(t.app, SLOT, 'real', p.cookie)).statusCode).toBe(409)
    // Demo play is not limited by money limits.
    expect((await launch(t.app, SLOT, 'demo', p.cookie)).statusCode).toBe(201)
  })

  it('parallel bets on two sessions never pass the wager limit together', async () => {
    const p = await player()
    await setLimit(p.cookie, { type: 'wager', period: 'day', currency: 'EUR', amount_cents: 500 })
    const [a, b] = [await realSession(p.cookie), await realSession(p.cookie)]
    const answers = await Promise.all(
      [a, b, a, b, a, b].map((s) => spin(s.id, 200, p.cookie).then((r) => r.statusCode)),
    )
    expect(answers.filter((code) => code === 200)).toHaveLength(2)
    expect(answers.filter((code) => code === 409)).toHaveLength(4)
    const [limit] = await limits(p.cookie)
    expect(limit?.accounts[0]?.current_value_amount_cents).toBe(400)
  })

  it('a loss limit counts the stake as a potential loss', async () => {
    const p = await player()
    await setLimit(p.cookie, { type: 'loss', period: 'week', currency: 'EUR', amount_cents: 300 })
    await fund(p.id, -250, 'bet') // a lost bet of 2.50 earlier in the week
    const s = await realSession(p.cookie)
    const refused = await spin(s.id, 100, p.cookie)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ error: 'LIMIT_REACHED', type: 'loss', remaining_cents: 50 })
    expect((await spin(s.id, 50, p.cookie)).statusCode).toBe(200)
  })

  it('play after the session time limit is refused', async () => {
    const p = await player()
    await setLimit(p.cookie, { type: 'session', period: 'day', minutes: 30 })
    const s = await realSession(p.cookie)
    expect((await spin(s.id, 10, p.cookie)).statusCode).toBe(200)
    advance(20 * MINUTE)
    expect((await spin(s.id, 10, p.cookie)).statusCode).toBe(200)
    advance(11 * MINUTE)
    const refused = await spin(s.id, 10, p.cookie)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ error: 'LIMIT_REACHED', type: 'session', remaining_minutes: 0 })
    const [limit] = await limits(p.cookie)
    expect(limit).toMatchObject({ current_minutes: 31, reached: true })
  })

  it('cooling-off blocks deposits and play (demo too) but not limits or history, and cannot be lifted', async () => {
    const p = await player()
    const s = await realSession(p.cookie)
    const limit = await setLimit(p.cookie, { type: 'coolingoff', period: 'day' })
    expect(limit).toMatchObject({
      type: 'coolingoff',
      ends_at: new Date(clock.getTime() + 24 * HOUR).toISOString(),
    })

    const round = await spin(s.id, 10, p.cookie)
    expect(round.statusCode).toBe(403)
    expect(round.json()).toMatchObject({ error: 'COOLING_OFF', until: limit.ends_at })
    expect((await launch(t.app, SLOT, 'real', p.cookie)).json()).toMatchObject({ error: 'COOLING_OFF' })
    expect((await launch(t.app, SLOT, 'demo', p.cookie)).statusCode).toBe(403)
    await expect(
      assertDepositAllowed(t.db, { playerId: p.id, currency: 'EUR', amountCents: 100, now: clock }),
    ).rejects.toBeInstanceOf(RestrictedError)

    const me = (await api('GET', '/api/player', p.cookie)).json() as Player
    expect(me.responsible_gaming).toEqual({ restriction: 'coolingoff', until: limit.ends_at })
    expect((await api('GET', '/api/player/games_history', p.cookie)).statusCode).toBe(200)
    const lift = await api('DELETE', `/api/user_limits/${limit.id}`, p.cookie)
    expect(lift.statusCode).toBe(409)
    expect(lift.json()).toMatchObject({ error: 'LIMIT_LOCKED' })

    advance(24 * HOUR + MINUTE)
    const relogged = await signIn(t.app, p.email, 'Secret-123')
    expect(relogged.player.responsible_gaming).toEqual({ restriction: null, until: null })
    expect((await spin(s.id, 10, relogged.cookie)).statusCode).toBe(200)
  })

  it('self-exclusion signs the player out everywhere; signing in again gives a restricted account', async () => {
    const p = await player()
    const elsewhere = await signIn(t.app, p.email, 'Secret-123')
    const s = await realSession(p.cookie)
    const response = await api('POST', '/api/user_limits', p.cookie, {
      type: 'selfexclusion',
      period: 'month_6',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(String(response.headers['set-cookie'])).toContain('croupier_session=;')
    expect((await api('GET', '/api/player', p.cookie)).statusCode).toBe(401)
    expect((await api('GET', '/api/player', elsewhere.cookie)).statusCode).toBe(401)

    const again = await signIn(t.app, p.email, 'Secret-123')
    expect(again.player.responsible_gaming).toMatchObject({ restriction: 'selfexclusion' })
    // Withdrawal, history and limits stay open; deposits and play do not.
    expect((await api('GET', '/api/player/games_history', again.cookie)).statusCode).toBe(200)
    const list = await limits(again.cookie)
    expect(list).toHaveLength(1)
    expect((await api('DELETE', `/api/user_limits/${list[0]?.id}`, again.cookie)).statusCode).toBe(409)
    expect((await spin(s.id, 10, again.cookie)).json()).toMatchObject({ error: 'SELF_EXCLUDED' })
    expect((await launch(t.app, SLOT, 'demo', again.cookie)).json()).toMatchObject({ error: 'SELF_EXCLUDED' })
    const deposit = await assertDepositAllowed(t.db, {
      playerId: p.id,
      currency: 'EUR',
      amountCents: 100,
      now: clock,
    }).catch((error: unknown) => error)
    expect(deposit).toMatchObject({ statusCode: 403, code: 'SELF_EXCLUDED' })
    // A withdrawal posting is not a limit's business: the money stays the player's (MGA).
    await expect(fund(p.id, -100, 'withdrawal')).resolves.toMatchObject({ replayed: false })
  })
})

describe('reality check', () => {
  it('reports session time, wagered and net result of the current play session, and net deposits', async () => {
    const p = await player(0)
    await fund(p.id, 20_000, 'deposit')
    await fund(p.id, -5_000, 'withdrawal')
    const idle = (await api('GET', '/api/player/reality_check', p.cookie)).json() as RealityCheck
    expect(idle).toMatchObject({
      session_started_at: null,
      interval_minutes: 60,
      wagered_cents: 0,
      net_deposits_cents: 15_000,
      currency: 'EUR',
    })

    const s = await realSession(p.cookie)
    const started = new Date(clock)
    const results: RoundResult[] = []
    for (const bet of [100, 200, 300]) {
      const response = await spin(s.id, bet, p.cookie)
      expect(response.statusCode).toBe(200)
      results.push(response.json() as RoundResult)
      advance(10 * MINUTE)
    }
    const check = (await api('GET', '/api/player/reality_check', p.cookie)).json() as RealityCheck
    const won = results.reduce((sum, r) => sum + r.win_cents, 0)
    expect(check).toMatchObject({
      session_started_at: started.toISOString(),
      session_minutes: 30,
      wagered_cents: 600,
      won_cents: won,
      net_result_cents: won - 600,
      next_check_at: new Date(started.getTime() + 60 * MINUTE).toISOString(),
    })

    const patched = await api('PATCH', '/api/player/reality_check', p.cookie, { interval_minutes: 15 })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(patched.json()).toMatchObject({
      interval_minutes: 15,
      next_check_at: new Date(started.getTime() + 45 * MINUTE).toISOString(),
    })
    expect(
      (await api('PATCH', '/api/player/reality_check', p.cookie, { interval_minutes: 7 })).statusCode,
    ).toBe(422)

    // A pause longer than 30 minutes ends the play session.
    advance(31 * MINUTE)
    const after = (await api('GET', '/api/player/reality_check', p.cookie)).json() as RealityCheck
    expect(after).toMatchObject({ session_started_at: null, wagered_cents: 0, interval_minutes: 15 })
  })
})
