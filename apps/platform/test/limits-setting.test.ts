// Setting responsible-gambling limits (issue #5 items 7–9, 16): the cooling period and the
// emailed confirmation of increases and removals, IDOR. Runs on PGlite and on PostgreSQL.
import * as api from '@croupier/contract/api.generated'
import type { ConfirmUserLimitResponse } from '@croupier/contract/limits/confirm-user-limit'
import { describe, expect, it } from 'vitest'
import { assertDepositAllowed, LimitReachedError } from '../src/modules/limits/limits.enforcement.ts'
import { mailbox, mailedToken, signIn } from './helpers/auth.ts'
import {
  advance,
  call,
  clock,
  fund,
  HOUR,
  limits,
  MINUTE,
  player,
  setLimit,
  setupLimitsApp,
  t,
} from './helpers/limits.ts'

setupLimitsApp()

describe('setting limits', () => {
  it('a guest gets 401; a period the type does not take is 422 errors.period', async () => {
    expect((await call(api.getUserLimits)).statusCode).toBe(401)
    const { cookie } = await player(0)
    const wrong = await call(api.createUserLimit, cookie, {
      rawBody: { type: 'selfexclusion', period: 'day' },
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json()).toEqual({ errors: { period: ['VALIDATION.INVALID'] } })
    const noCurrency = await call(api.createUserLimit, cookie, {
      rawBody: {
        type: 'deposit',
        period: 'day',
        amount_cents: 5,
      },
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
    const early = await call(api.confirmUserLimit, undefined, { body: { token } })
    expect(early.statusCode, early.body).toBe(200)
    expect(early.json()).toMatchObject({
      applied: false,
      limit: { status: 'pending_increase', pending_confirmed: true },
    })
    await expect(
      assertDepositAllowed(t.db, { playerId: p.id, currency: 'EUR', amountCents: 6_000, now: clock }),
    ).rejects.toBeInstanceOf(LimitReachedError)

    // Single use.
    const again = await call(api.confirmUserLimit, undefined, { body: { token } })
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
    const asked = await call(api.deleteUserLimit, p.cookie, { params: { id: limit.id } })
    expect(asked.statusCode, asked.body).toBe(200)
    expect(asked.json()).toMatchObject({ status: 'pending_removal', minutes: 60 })
    const token = await mailedToken(t.app, p.email, 'limit_change', 'token')
    advance(24 * HOUR + MINUTE)
    const confirmed = await call(api.confirmUserLimit, undefined, { body: { token } })
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
    const response = await call(api.deleteUserLimit, other.cookie, { params: { id: limit.id } })
    expect(response.statusCode).toBe(404)
    expect((await call(api.deleteUserLimit, other.cookie, { params: { id: 'abc' } })).statusCode).toBe(404)
    expect(await limits(other.cookie)).toEqual([])
    expect((await limits(owner.cookie))[0]).toMatchObject({ status: 'active' })
  })
})
