// Limits enforced through the payment and play endpoints called directly (issue #5 items 7–9, 16),
// cooling-off and self-exclusion. Runs on PGlite and on PostgreSQL.

import * as api from '@croupier/contract/api.generated'
import type { Player } from '@croupier/contract/player/get-player'
import { describe, expect, it, vi } from 'vitest'
import {
  assertDepositAllowed,
  LimitReachedError,
  RestrictedError,
} from '../src/modules/limits/limits.enforcement.ts'
import { findAccount } from '../src/modules/wallet/ledger.repository.ts'
import { signIn } from './helpers/auth.ts'
import { nameOf } from './helpers/call.ts'
import {
  advance,
  call,
  clock,
  fund,
  HOUR,
  limits,
  MINUTE,
  player,
  realSession,
  setLimit,
  setupLimitsApp,
  spin,
  t,
} from './helpers/limits.ts'
import { key, launch, SLOT } from './play-fixtures.ts'

setupLimitsApp()

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

  it(`${nameOf(api.createDeposit)} refuses a deposit over the limit and any deposit while self-excluded`, async () => {
    const p = await player(0)
    await setLimit(p.cookie, { type: 'deposit', period: 'day', currency: 'EUR', amount_cents: 10_000 })
    const deposit = (cents: number, cookie: string) =>
      call(api.createDeposit, cookie, {
        body: {
          method_id: 'card-visa',
          currency: 'EUR',
          amount_cents: cents,
          idempotency_key: key('deposit'),
          card: { number: '4242 4242 4242 4242', expiry: '12/33', holder: 'Jane Doe', cvv: '123' },
        },
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

    await call(api.createUserLimit, p.cookie, { body: { type: 'selfexclusion', period: 'forever' } })
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

    const me = (await call(api.getPlayer, p.cookie)).json() as Player
    expect(me.responsible_gaming).toEqual({ restriction: 'coolingoff', until: limit.ends_at })
    expect((await call(api.getGamesHistory, p.cookie)).statusCode).toBe(200)
    const lift = await call(api.deleteUserLimit, p.cookie, { params: { id: limit.id } })
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
    const response = await call(api.createUserLimit, p.cookie, {
      body: {
        type: 'selfexclusion',
        period: 'month_6',
      },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(String(response.headers['set-cookie'])).toContain('croupier_session=;')
    expect((await call(api.getPlayer, p.cookie)).statusCode).toBe(401)
    expect((await call(api.getPlayer, elsewhere.cookie)).statusCode).toBe(401)

    const again = await signIn(t.app, p.email, 'Secret-123')
    expect(again.player.responsible_gaming).toMatchObject({ restriction: 'selfexclusion' })
    // Withdrawal, history and limits stay open; deposits and play do not.
    expect((await call(api.getGamesHistory, again.cookie)).statusCode).toBe(200)
    const list = await limits(again.cookie)
    expect(list).toHaveLength(1)
    expect(
      (await call(api.deleteUserLimit, again.cookie, { params: { id: String(list[0]?.id) } })).statusCode,
    ).toBe(409)
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
