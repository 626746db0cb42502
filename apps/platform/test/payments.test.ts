// The sandbox payment provider (issue #5 items 1–6, 16): methods and crypto addresses, every card
// rule with its message key, test-card outcomes, exactly-once credits under repeated and
// concurrent callbacks, withdrawals that never overdraw under parallel requests, recall, history,
// IDOR, bonus codes, the fraud check and the deposit limit. Runs on PGlite and PostgreSQL.
process.env.PAYMENTS_JOBS = 'off'

import type { FraudDecision } from '@croupier/contract/auth/fraud-check'
import type { DepositBonus } from '@croupier/contract/bonuses/get-deposit-bonuses'
import type { CryptoAddress } from '@croupier/contract/payments/get-crypto-address'
import type { PaymentMethod } from '@croupier/contract/payments/get-payment-methods'
import type { Payment } from '@croupier/contract/payments/payment'
import type { Player } from '@croupier/contract/player/get-player'
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxCallback } from '../src/modules/payments/payments.service.ts'
import { fraudChecks, payments } from '../src/modules/payments/payments.tables.ts'
import { addPlayerGroups } from '../src/modules/player/player.repository.ts'
import { findAccount, listEntries } from '../src/modules/wallet/ledger.repository.ts'
import { register } from './helpers/auth.ts'
import { createTestApp, csrfHeaders, type TestApp } from './helpers/test-app.ts'

let t: TestApp
let clock = new Date('2031-05-15T12:00:00Z')
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, config: { authRateLimitPerMinute: 10_000 } })
  t.app.payments.settings.withdrawalProcessDelayMs = 60_000
})
afterAll(() => t.close())

const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms)
}

let keys = 0
const key = () => `test-key-${++keys}-${Date.now()}`

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string | undefined,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(method === 'GET' ? {} : csrfHeaders), ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })
}

const VISA_OK = '4242 4242 4242 4242'
const VISA_DECLINE = '4000 0000 0000 0002'
const VISA_PENDING = '4000 0000 0000 3220'
const card = (number: string, extra: Record<string, string> = {}) => ({
  number,
  expiry: '12/33',
  holder: 'Jane Doe',
  cvv: '123',
  ...extra,
})

function deposit(cookie: string, body: Record<string, unknown>) {
  return call('POST', '/api/payments/deposits', cookie, {
    method_id: 'card-visa',
    currency: 'EUR',
    amount_cents: 5_000,
    idempotency_key: key(),
    ...body,
  })
}

function withdraw(cookie: string, body: Record<string, unknown> = {}) {
  return call('POST', '/api/payments/withdrawals', cookie, {
    method_id: 'bank-transfer',
    currency: 'EUR',
    amount_cents: 3_000,
    idempotency_key: key(),
    account: { iban: 'DE89 3704 0044 0532 0130 00', holder: 'Jane Doe' },
    ...body,
  })
}

function ok<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status)
  return response.json() as T
}

async function player(currency = 'EUR') {
  const { player, cookie } = await register(t.app, { currency })
  return { id: (player as Player).id, cookie }
}

async function balance(playerId: number, currency = 'EUR') {
  const account = await findAccount(t.db, playerId, currency)
  return { amount: account?.amountCents ?? 0, cashout: account?.availableToCashoutCents ?? 0 }
}

describe('payment methods', () => {
  it('lists cards, an e-wallet, bank transfer and Sofort for EUR deposits, free and with a range', async () => {
    const { cookie } = await player()
    const methods = ok<PaymentMethod[]>(
      await call('GET', '/api/payments/methods?currency=EUR&action=deposit', cookie),
    )
    expect(methods.map((m) => m.id)).toEqual([
      'card-visa',
      'card-mastercard',
      'ewallet-skrill',
      'bank-transfer',
      'bank-sofort',
    ])
    const visa = methods[0]
    expect(visa).toMatchObject({
      type: 'card',
      brand: 'Visa',
      provider: 'sandbox',
      min_cents: 1_000,
      max_cents: 500_000,
    })
    expect(visa?.fee).toEqual({ fixed_cents: 0, percent_bp: 0 })
    expect(visa?.fields).toEqual(['card.number', 'card.expiry', 'card.holder', 'card.cvv'])
    const cashout = ok<PaymentMethod[]>(
      await call('GET', '/api/payments/methods?currency=EUR&action=cashout', cookie),
    )
    expect(cashout.find((m) => m.id === 'bank-transfer')?.fields).toEqual(['account.iban', 'account.holder'])
  })

  it('gives each method its terms of service restrictions (spec 2 §3)', async () => {
    const { cookie } = await player()
    const deposit = ok<PaymentMethod[]>(
      await call('GET', '/api/payments/methods?currency=EUR&action=deposit', cookie),
    )
    const terms = (list: PaymentMethod[], id: string) => list.find((m) => m.id === id)?.terms_of_service
    expect(terms(deposit, 'card-visa')).toEqual(['withdraw_to_same_method'])
    expect(terms(deposit, 'bank-transfer')).toEqual(['own_account_only'])
    const btc = ok<PaymentMethod[]>(
      await call('GET', '/api/payments/methods?currency=BTC&action=cashout', cookie),
    )
    expect(btc[0]?.terms_of_service).toEqual(['exact_coin_and_network', 'crypto_address_ownership'])
  })

  it('hides Sofort for players in group 631 (spec 1 §6)', async () => {
    const { id, cookie } = await player()
    await addPlayerGroups(t.db, id, [631])
    const methods = ok<PaymentMethod[]>(
      await call('GET', '/api/payments/methods?currency=EUR&action=deposit', cookie),
    )
    expect(methods.map((m) => m.brand)).not.toContain('Sofort')
    const refused = await deposit(cookie, { method_id: 'bank-sofort', card: undefined })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toEqual({ errors: { method_id: ['VALIDATION.INVALID'] } })
  })

  it('gives the spec 2 §9 crypto figures in minor units, fees free and instant', async () => {
    const { cookie } = await player()
    const get = async (currency: string, action: string) =>
      ok<PaymentMethod[]>(
        await call('GET', `/api/payments/methods?currency=${currency}&action=${action}`, cookie),
      )
    expect((await get('BTC', 'deposit'))[0]).toMatchObject({
      type: 'crypto',
      min_cents: 10_000,
      network: 'bitcoin',
      processing_time: 'instant',
      fee: { fixed_cents: 0, percent_bp: 0 },
    })
    expect((await get('BTC', 'cashout'))[0]?.max_cents).toBe(40_000_000)
    expect((await get('LTC', 'cashout'))[0]?.max_cents).toBe(6_000_000_000)
    expect((await get('ETH', 'cashout'))[0]?.max_cents).toBe(12_000_000_000)
    expect((await get('DOG', 'cashout'))[0]?.max_cents).toBe(160_000_000_000_000)
    const usdt = await get('USDT', 'cashout')
    expect(usdt.map((m) => [m.network, m.min_cents, m.max_cents])).toEqual([
      ['trc20', 25_000_000, 4_000_000_000],
      ['erc20', 25_000_000, 4_000_000_000],
    ])
    expect((await get('USDT', 'deposit'))[0]?.min_cents).toBe(20_000_000)
  })

  it('gives each player a stable deposit address per coin', async () => {
    const a = await player()
    const b = await player()
    const address = async (cookie: string, q: string) =>
      ok<CryptoAddress>(await call('GET', `/api/payments/crypto_address?${q}`, cookie))
    const first = await address(a.cookie, 'currency=BTC')
    expect(first.address).toMatch(/^bc1q/)
    expect((await address(a.cookie, 'currency=BTC')).address).toBe(first.address)
    expect((await address(b.cookie, 'currency=BTC')).address).not.toBe(first.address)
    expect((await address(a.cookie, 'currency=ETH')).address).toMatch(/^0x[0-9a-f]{40}$/)
    expect((await address(a.cookie, 'currency=USDT&network=erc20')).network).toBe('erc20')
    expect((await address(a.cookie, 'currency=DOGE')).currency).toBe('DOG')
    expect((await call('GET', '/api/payments/crypto_address?currency=EUR', a.cookie)).statusCode).toBe(422)
  })

  it('lists methods to guests for the payments info page, without saved profiles', async () => {
    const response = await call('GET', '/api/payments/methods?currency=EUR&action=deposit', undefined)
    expect(response.statusCode).toBe(200)
    const methods = response.json() as { saved_profiles: unknown[] }[]
    expect(methods.length).toBeGreaterThan(0)
    for (const method of methods) expect(method.saved_profiles).toEqual([])
  })

  it('needs a signed-in player for addresses and history', async () => {
    expect((await call('GET', '/api/payments/crypto_address?currency=BTC', undefined)).statusCode).toBe(401)
    expect((await call('GET', '/api/player/payments', undefined)).statusCode).toBe(401)
  })
})

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
      await call('GET', '/api/payments/methods?currency=EUR&action=deposit', cookie),
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
    const [latest] = ok<Payment[]>(await call('GET', '/api/player/payments', cookie))
    expect(latest).toMatchObject({ id: payment.id, state: 'succeeded' })
    expect((await balance(id)).amount).toBe(5_000)
  })

  it('credits once when the callback arrives twice and when callbacks race', async () => {
    const { id, cookie } = await player()
    const secret = t.app.payments.settings.callbackSecret
    const first = ok<Payment>(await deposit(cookie, { card: card(VISA_PENDING) }), 201)
    const callback = sandboxCallback(secret, Number(first.id), 'ext-1', 'succeeded')
    ok<Payment>(await call('POST', '/api/payments/callback', undefined, callback))
    ok<Payment>(await call('POST', '/api/payments/callback', undefined, callback))
    // Another event id for the same payment: the payment is final, nothing moves.
    ok<Payment>(
      await call(
        'POST',
        '/api/payments/callback',
        undefined,
        sandboxCallback(secret, Number(first.id), 'ext-2', 'succeeded'),
      ),
    )
    expect((await balance(id)).amount).toBe(5_000)

    const second = ok<Payment>(await deposit(cookie, { card: card(VISA_PENDING) }), 201)
    const racing = Array.from({ length: 10 }, (_, i) =>
      call(
        'POST',
        '/api/payments/callback',
        undefined,
        sandboxCallback(secret, Number(second.id), `race-${i}`, 'succeeded'),
      ),
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
    const response = await call('POST', '/api/payments/callback', cookie, forged)
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

describe('withdrawals', () => {
  it('reserve funds at once, stay recallable while pending, then processing → succeeded', async () => {
    const { id, cookie } = await player()
    await deposit(cookie, { card: card(VISA_OK), amount_cents: 10_000 })
    const payment = ok<Payment>(await withdraw(cookie), 201)
    expect(payment).toMatchObject({
      action: 'cashout',
      state: 'pending',
      recallable: true,
      account_mask: '…3000',
    })
    expect(await balance(id)).toEqual({ amount: 7_000, cashout: 7_000 })
    advance(60_000)
    await t.app.payments.runDueJobs(clock)
    const processing = ok<Payment[]>(await call('GET', '/api/player/payments?action=cashout', cookie))[0]
    expect(processing).toMatchObject({ state: 'processing', recallable: false })
    const late = await call('POST', `/api/player/payments/${payment.id}/recall`, cookie)
    expect(late.statusCode).toBe(409)
    expect(late.json().error).toBe('PAYMENT_NOT_RECALLABLE')
    advance(60_000)
    await t.app.payments.runDueJobs(clock)
    const done = ok<Payment[]>(await call('GET', '/api/player/payments?action=cashout', cookie))[0]
    expect(done).toMatchObject({ state: 'succeeded', recallable: false })
    expect(done?.finished_at).not.toBeNull()
    expect((await balance(id)).amount).toBe(7_000)
  })

  it('never reserve more than available_to_cashout, even under 50 parallel requests', async () => {
    const { id, cookie } = await player()
    await deposit(cookie, { card: card(VISA_OK), amount_cents: 10_000 })
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => withdraw(cookie, { amount_cents: 3_000 })),
    )
    const created = responses.filter((r) => r.statusCode === 201)
    const refused = responses.filter((r) => r.statusCode === 422)
    expect(created).toHaveLength(3)
    expect(refused).toHaveLength(47)
    expect(refused[0]?.json()).toEqual({ errors: { amount_cents: ['VALIDATION.NOT_ENOUGH_MONEY'] } })
    expect(await balance(id)).toEqual({ amount: 1_000, cashout: 1_000 })
  })

  it('recall returns the funds once; another player can neither read nor recall', async () => {
    const owner = await player()
    const other = await player()
    await deposit(owner.cookie, { card: card(VISA_OK), amount_cents: 10_000 })
    const payment = ok<Payment>(await withdraw(owner.cookie), 201)
    const stolen = await call('POST', `/api/player/payments/${payment.id}/recall`, other.cookie)
    expect(stolen.statusCode).toBe(404)
    expect(ok<Payment[]>(await call('GET', '/api/player/payments', other.cookie))).toEqual([])
    const [a, b] = await Promise.all([
      call('POST', `/api/player/payments/${payment.id}/recall`, owner.cookie),
      call('POST', `/api/player/payments/${payment.id}/recall`, owner.cookie),
    ])
    expect(ok<Payment>(a!).state).toBe('recalled')
    expect(ok<Payment>(b!).state).toBe('recalled')
    expect(await balance(owner.id)).toEqual({ amount: 10_000, cashout: 10_000 })
    expect((await call('POST', '/api/player/payments/999999999/recall', owner.cookie)).statusCode).toBe(404)
    expect((await call('POST', '/api/player/payments/abc/recall', owner.cookie)).statusCode).toBe(404)
    // A deposit is never recallable.
    const dep = ok<Payment[]>(await call('GET', '/api/player/payments?action=deposit', owner.cookie))[0]
    expect((await call('POST', `/api/player/payments/${dep?.id}/recall`, owner.cookie)).statusCode).toBe(409)
  })

  it('history lists every state newest first with recallable', async () => {
    const { cookie } = await player()
    await deposit(cookie, { card: card(VISA_OK), amount_cents: 20_000 })
    advance(1_000)
    await deposit(cookie, { card: card(VISA_DECLINE) })
    advance(1_000)
    const recalled = ok<Payment>(await withdraw(cookie), 201)
    await call('POST', `/api/player/payments/${recalled.id}/recall`, cookie)
    advance(1_000)
    await withdraw(cookie)
    const list = ok<Payment[]>(await call('GET', '/api/player/payments', cookie))
    expect(list.map((p) => [p.action, p.state, p.recallable])).toEqual([
      ['cashout', 'pending', true],
      ['cashout', 'recalled', false],
      ['deposit', 'declined', false],
      ['deposit', 'succeeded', false],
    ])
    expect(list.every((p) => p.payment_system_type === (p.action === 'deposit' ? 'PAYMENT' : 'PAYOUT'))).toBe(
      true,
    )
  })

  it('validates the IBAN and adds an LT IBAN to group 1101', async () => {
    const { cookie } = await player()
    await deposit(cookie, { card: card(VISA_OK), amount_cents: 20_000 })
    expect((await withdraw(cookie, { account: { iban: 'DE89-3704', holder: 'Jane Doe' } })).json()).toEqual({
      errors: { 'account.iban': ['VALIDATION.IBAN'] },
    })
    ok<Payment>(
      await withdraw(cookie, { account: { iban: 'LT12 1000 0111 0100 1000', holder: 'Jane Doe' } }),
      201,
    )
    const me = ok<Player>(await call('GET', '/api/player', cookie))
    expect(me.statuses.map((s) => s.id)).toContain(1101)
  })
})

describe('fraud check (POST /api/users/transaction)', () => {
  it('records every check and refuses a configured BIN or a large amount for a regular player', async () => {
    const { id, cookie } = await player()
    const check = (body: Record<string, unknown>) =>
      call('POST', '/api/users/transaction', cookie, {
        currency: 'EUR',
        amount_cents: 5_000,
        type: 'transaction',
        ...body,
      })
    expect(
      ok<FraudDecision>(
        await check({
          card_bin: '424242',
          card_last4: '4242',
          expiry_month: 12,
          expiry_year: 2033,
          email: '',
        }),
      ),
    ).toMatchObject({ decision: 'allow', reason: null })
    t.app.payments.settings.fraudBlockedBins = ['400000']
    try {
      expect(ok<FraudDecision>(await check({ card_bin: '400000', card_last4: '0002' }))).toMatchObject({
        decision: 'deny',
        reason: 'BIN_BLOCKED',
      })
      // The deposit runs the same rules.
      const refused = await deposit(cookie, { card: card(VISA_DECLINE) })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error).toBe('PAYMENT_REFUSED')
    } finally {
      t.app.payments.settings.fraudBlockedBins = []
    }
    expect(ok<FraudDecision>(await check({ amount_cents: 1_000_001, type: 'payout' }))).toMatchObject({
      decision: 'deny',
      reason: 'AMOUNT_OVER_THRESHOLD',
    })
    await addPlayerGroups(t.db, id, [759])
    expect(ok<FraudDecision>(await check({ amount_cents: 1_000_001, type: 'payout' })).decision).toBe('allow')
    const rows = await t.db.select().from(fraudChecks).where(eq(fraudChecks.playerId, id))
    expect(rows.length).toBe(5)
    expect(rows[0]?.payload).not.toHaveProperty('email')
    expect(rows.at(-1)?.playerStatus).toBe('diamond')
    expect(
      (
        await call('POST', '/api/users/transaction', undefined, {
          currency: 'EUR',
          amount_cents: 1,
          type: 'payout',
        })
      ).statusCode,
    ).toBe(401)
  })
})

describe('deposit bonus code (spec 1 §4)', () => {
  it('set, clear and the deposit bonuses withheld by code, settings and group 100', async () => {
    const { id, cookie } = await player()
    const bonuses = async () => ok<DepositBonus[]>(await call('GET', '/api/bonuses/deposit', cookie))
    const listed = await bonuses()
    expect(listed.map((b) => b.code)).toEqual(['WELCOME100', 'RELOAD50'])
    expect(listed[0]).toMatchObject({
      currency: 'EUR',
      percent: 100,
      min_deposit_cents: 2_000,
      max_bonus_cents: 50_000,
    })
    expect(
      ok(await call('PATCH', '/api/player/set_bonus_code', cookie, { deposit_bonus_code: ' WELCOME100 ' })),
    ).toEqual({ deposit_bonus_code: 'WELCOME100' })
    expect(ok<Player>(await call('GET', '/api/player', cookie)).deposit_bonus_code).toBe('WELCOME100')
    expect(await bonuses()).toEqual([])
    expect(ok(await call('DELETE', '/api/player/clear_bonus_code', cookie))).toEqual({
      deposit_bonus_code: null,
    })
    expect(await bonuses()).toHaveLength(2)
    expect(
      (await call('PATCH', '/api/player/set_bonus_code', cookie, { deposit_bonus_code: '  ' })).json(),
    ).toEqual({
      errors: { deposit_bonus_code: ['VALIDATION.REQUIRED'] },
    })
    expect(
      ok(
        await call('PATCH', '/api/player/update_bonus_settings', cookie, { settings: { can_issue: false } }),
      ),
    ).toEqual({ settings: { can_issue: false } })
    expect(await bonuses()).toEqual([])
    await call('PATCH', '/api/player/update_bonus_settings', cookie, { settings: { can_issue: true } })
    await addPlayerGroups(t.db, id, [100])
    expect(await bonuses()).toEqual([])
  })
})

describe('limits', () => {
  it('a deposit over the deposit limit is refused; a cooling-off player cannot deposit but can withdraw', async () => {
    const { id, cookie } = await player()
    await deposit(cookie, { card: card(VISA_OK), amount_cents: 10_000 })
    ok(
      await call('POST', '/api/user_limits', cookie, {
        type: 'deposit',
        period: 'day',
        currency: 'EUR',
        amount_cents: 12_000,
      }),
    )
    const over = await deposit(cookie, { card: card(VISA_OK), amount_cents: 5_000 })
    expect(over.statusCode, over.body).toBe(409)
    expect(over.json().error).toBe('LIMIT_REACHED')
    ok<Payment>(await deposit(cookie, { card: card(VISA_OK), amount_cents: 2_000 }), 201)
    ok(await call('POST', '/api/user_limits', cookie, { type: 'coolingoff', period: 'day' }))
    const blocked = await deposit(cookie, { card: card(VISA_OK), amount_cents: 1_000 })
    expect(blocked.statusCode).toBe(403)
    expect(blocked.json().error).toBe('COOLING_OFF')
    ok<Payment>(await withdraw(cookie, { amount_cents: 5_000 }), 201)
    expect((await balance(id)).amount).toBe(7_000)
  })
})
