// Sandbox deposits (issue #5 items 1–6, 16): every card rule with its message key, test-card
// outcomes, exactly-once credits under repeated and concurrent callbacks, e-wallet and crypto.
// Runs on PGlite and PostgreSQL.
import * as api from '@croupier/contract/api.generated'
import type { PaymentMethod } from '@croupier/contract/payments/get-payment-methods'
import type { Payment } from '@croupier/contract/payments/payment'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sandboxCallback } from '../src/modules/payments/payments.service.ts'
import { payments } from '../src/modules/payments/payments.tables.ts'
import { findAccount, listEntries } from '../src/modules/wallet/ledger.repository.ts'
import {
  advance,
  balance,
  call,
  card,
  clock,
  deposit,
  key,
  ok,
  player,
  setupPaymentsApp,
  t,
  VISA_DECLINE,
  VISA_OK,
  VISA_PENDING,
} from './helpers/payments.ts'

setupPaymentsApp()

describe('card rules (spec 1 §5)', () => {
  it.each<[string, Record<string, string | undefined>, Record<string, string[]>]>([
    [
      'a number failing Luhn',
      { number: '4242 4242 4242 4241' },
      { 'card.number': ['VALIDATION.CARD.NUMBER'] },
    ],
    ['a too short number', { number: '4242' }, { 'card.number': ['VALIDATION.CARD.NUMBER'] }],
    ['no number', { number: '' }, { 'card.number': ['VALIDATION.REQUIRED'] }],
    [
      'an expiry that is not MM/YY',
      { expiry: '13/33' },
      { 'card.expiry': ['VALIDATION.EXPIRATION.INVALID'] },
    ],
    [
      'an expiry before the current month',
      { expiry: '04/31' },
      { 'card.expiry': ['VALIDATION.CARD.EXPIRED'] },
    ],
    ['a holder with other letters', { holder: 'Jöhn Døe' }, { 'card.holder': ['VALIDATION.ONLY_ENGLISH'] }],
    ['no holder', { holder: ' ' }, { 'card.holder': ['VALIDATION.REQUIRED'] }],
    ['a CVV of letters', { cvv: '12a' }, { 'card.cvv': ['VALIDATION.INVALID'] }],
  ])('refuses %s with its message key and charges nothing', async (_, override, errors) => {
    const { id, cookie } = await player()
    const response = await deposit(cookie, { card: card(VISA_OK, override as Record<string, string>) })
    expect(response.statusCode, response.body).toBe(422)
    expect(response.json()).toEqual({ errors })
    expect((await balance(id)).amount).toBe(0)
  })

  it('accepts the current month (the app clock decides), refuses a blocked BIN when configured', async () => {
    const { cookie } = await player()
    ok<Payment>(await deposit(cookie, { card: card(VISA_OK, { expiry: '05/31' }) }), 201)
    t.app.payments.settings.blockedBins = ['424242']
    try {
      const blocked = await deposit(cookie, { card: card(VISA_OK) })
      expect(blocked.json()).toEqual({ errors: { 'card.number': ['VALIDATION.CARD.BIN_BLOCKED'] } })
    } finally {
      t.app.payments.settings.blockedBins = []
    }
  })

  it('refuses an amount outside the method range', async () => {
    const { cookie } = await player()
    expect((await deposit(cookie, { card: card(VISA_OK), amount_cents: 999 })).json()).toEqual({
      errors: { amount_cents: ['VALIDATION.MIN_VALUE'] },
    })
    expect((await deposit(cookie, { card: card(VISA_OK), amount_cents: 500_001 })).json()).toEqual({
      errors: { amount_cents: ['VALIDATION.MAX_VALUE'] },
    })
  })
})

describe('deposits', () => {
  it('the success card credits once, stores only BIN and last four, and saves the card', async () => {
    const { id, cookie } = await player()
    const body = { card: card(VISA_OK), idempotency_key: key() }
    const payment = ok<Payment>(await deposit(cookie, body), 201)
    expect(payment).toMatchObject({
      state: 'succeeded',
      action: 'deposit',
      amount_cents: 5_000,
      recallable: false,
    })
    expect(payment.card).toEqual({ bin: '424242', last4: '4242', expiry: '12/33', holder: 'Jane Doe' })
    expect(payment.finished_at).not.toBeNull()
    expect(await balance(id)).toEqual({ amount: 5_000, cashout: 5_000 })
    // A retry with the same key answers the same payment and moves nothing.
    expect(ok<Payment>(await deposit(cookie, body), 201).id).toBe(payment.id)
    expect((await balance(id)).amount).toBe(5_000)
    // Same key, other request: a conflict.
    expect((await deposit(cookie, { ...body, amount_cents: 6_000 })).statusCode).toBe(409)
    const [row] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, Number(payment.id)))
    expect(JSON.stringify(row)).not.toContain('4242424242424242')
    const methods = ok<PaymentMethod[]>(
      await call(api.getPaymentMethods, cookie, { query: { currency: 'EUR', action: 'deposit' } }),
    )
    const saved = methods[0]?.saved_profiles[0]
    expect(saved?.label).toBe('Visa •••• 4242')
    const again = ok<Payment>(await deposit(cookie, { saved_profile_id: saved?.id }), 201)
    expect(again.state).toBe('succeeded')
    expect((await balance(id)).amount).toBe(10_000)
  })

  it('the decline card declines and charges nothing', async () => {
    const { id, cookie } = await player()
    const payment = ok<Payment>(await deposit(cookie, { card: card(VISA_DECLINE) }), 201)
    expect(payment).toMatchObject({ state: 'declined', error_key: 'PAYMENTS.DECLINED' })
    expect((await balance(id)).amount).toBe(0)
  })

  it('the pending card completes 3 seconds later through the signed callback path', async () => {
    const { id, cookie } = await player()
    const payment = ok<Payment>(await deposit(cookie, { card: card(VISA_PENDING) }), 201)
    expect(payment.state).toBe('pending')
    await t.app.payments.runDueJobs(clock)
    expect((await balance(id)).amount).toBe(0)
    advance(3_000)
    await t.app.payments.runDueJobs(clock)
    const [latest] = ok<Payment[]>(await call(api.getPayments, cookie))
    expect(latest).toMatchObject({ id: payment.id, state: 'succeeded' })
    expect((await balance(id)).amount).toBe(5_000)
  })

  it('credits once when the callback arrives twice and when callbacks race', async () => {
    const { id, cookie } = await player()
    const secret = t.app.payments.settings.callbackSecret
    const first = ok<Payment>(await deposit(cookie, { card: card(VISA_PENDING) }), 201)
    const callback = sandboxCallback(secret, Number(first.id), 'ext-1', 'succeeded')
    ok<Payment>(await call(api.providerCallback, undefined, { body: callback }))
    ok<Payment>(await call(api.providerCallback, undefined, { body: callback }))
    // Another event id for the same payment: the payment is final, nothing moves.
    ok<Payment>(
      await call(api.providerCallback, undefined, {
        body: sandboxCallback(secret, Number(first.id), 'ext-2', 'succeeded'),
      }),
    )
    expect((await balance(id)).amount).toBe(5_000)

    const second = ok<Payment>(await deposit(cookie, { card: card(VISA_PENDING) }), 201)
    const racing = Array.from({ length: 10 }, (_, i) =>
      call(api.providerCallback, undefined, {
        body: sandboxCallback(secret, Number(second.id), `race-${i}`, 'succeeded'),
      }),
    )
    for (const response of await Promise.all(racing)) expect(response.statusCode, response.body).toBe(200)
    await t.app.payments.runDueJobs(new Date(clock.getTime() + 10_000))
    expect((await balance(id)).amount).toBe(10_000)
    const account = await findAccount(t.db, id, 'EUR')
    const credits = (await listEntries(t.db, account?.id ?? 0)).filter((e) => e.kind === 'deposit')
    expect(credits.map((e) => e.idempotencyKey).sort()).toEqual([
      `payment:${first.id}:credit`,
      `payment:${second.id}:credit`,
    ])
  })

  it('refuses a forged callback', async () => {
    const { id, cookie } = await player()
    const payment = ok<Payment>(await deposit(cookie, { card: card(VISA_PENDING) }), 201)
    const forged = sandboxCallback('not-the-secret', Number(payment.id), 'forged', 'succeeded')
    const response = await call(api.providerCallback, cookie, { body: forged })
    expect(response.statusCode).toBe(403)
    expect(response.json().error).toBe('INVALID_SIGNATURE')
    expect((await balance(id)).amount).toBe(0)
  })

  it('e-wallet deposits need an e-mail; crypto deposits wait for the transfer', async () => {
    const { id, cookie } = await player()
    expect(
      (await deposit(cookie, { method_id: 'ewallet-skrill', account: { email: 'nope' } })).json(),
    ).toEqual({
      errors: { 'account.email': ['VALIDATION.EMAIL.INVALID'] },
    })
    const wallet = ok<Payment>(
      await deposit(cookie, { method_id: 'ewallet-skrill', account: { email: 'jane@example.com' } }),
      201,
    )
    expect(wallet).toMatchObject({ state: 'succeeded', account_mask: 'ja***@example.com' })
    const btc = ok<Payment>(
      await deposit(cookie, { method_id: 'crypto-btc', currency: 'BTC', amount_cents: 10_000 }),
      201,
    )
    expect(btc.state).toBe('pending')
    advance(3_000)
    await t.app.payments.runDueJobs(clock)
    expect((await balance(id, 'BTC')).amount).toBe(10_000)
  })
})
