// The sandbox payment provider's methods (issue #5 items 1–6, 16): what each currency offers
// deposits and cashouts, terms of service, crypto figures and addresses, what guests see.
// Runs on PGlite and PostgreSQL.
import * as api from '@croupier/contract/api.generated'
import type { CryptoAddress } from '@croupier/contract/payments/get-crypto-address'
import type { PaymentMethod } from '@croupier/contract/payments/get-payment-methods'
import { describe, expect, it } from 'vitest'
import { addPlayerGroups } from '../src/modules/player/player.repository.ts'
import { call, deposit, ok, player, setupPaymentsApp, t } from './helpers/payments.ts'

setupPaymentsApp()

describe('payment methods', () => {
  it('lists cards, an e-wallet, bank transfer and Sofort for EUR deposits, free and with a range', async () => {
    const { cookie } = await player()
    const methods = ok<PaymentMethod[]>(
      await call(api.getPaymentMethods, cookie, { query: { currency: 'EUR', action: 'deposit' } }),
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
      await call(api.getPaymentMethods, cookie, { query: { currency: 'EUR', action: 'cashout' } }),
    )
    expect(cashout.find((m) => m.id === 'bank-transfer')?.fields).toEqual(['account.iban', 'account.holder'])
  })

  it('gives each method its terms of service restrictions (spec 2 §3)', async () => {
    const { cookie } = await player()
    const deposit = ok<PaymentMethod[]>(
      await call(api.getPaymentMethods, cookie, { query: { currency: 'EUR', action: 'deposit' } }),
    )
    const terms = (list: PaymentMethod[], id: string) => list.find((m) => m.id === id)?.terms_of_service
    expect(terms(deposit, 'card-visa')).toEqual(['withdraw_to_same_method'])
    expect(terms(deposit, 'bank-transfer')).toEqual(['own_account_only'])
    const btc = ok<PaymentMethod[]>(
      await call(api.getPaymentMethods, cookie, { query: { currency: 'BTC', action: 'cashout' } }),
    )
    expect(btc[0]?.terms_of_service).toEqual(['exact_coin_and_network', 'crypto_address_ownership'])
  })

  it('hides Sofort for players in group 631 (spec 1 §6)', async () => {
    const { id, cookie } = await player()
    await addPlayerGroups(t.db, id, [631])
    const methods = ok<PaymentMethod[]>(
      await call(api.getPaymentMethods, cookie, { query: { currency: 'EUR', action: 'deposit' } }),
    )
    expect(methods.map((m) => m.brand)).not.toContain('Sofort')
    const refused = await deposit(cookie, { method_id: 'bank-sofort', card: undefined })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toEqual({ errors: { method_id: ['VALIDATION.INVALID'] } })
  })

  it('gives the spec 2 §9 crypto figures in minor units, fees free and instant', async () => {
    const { cookie } = await player()
    const get = async (currency: string, action: string) =>
      ok<PaymentMethod[]>(await call(api.getPaymentMethods, cookie, { rawQuery: { currency, action } }))
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
      ok<CryptoAddress>(await call(api.getCryptoAddress, cookie, { rawQuery: q }))
    const first = await address(a.cookie, 'currency=BTC')
    expect(first.address).toMatch(/^bc1q/)
    expect((await address(a.cookie, 'currency=BTC')).address).toBe(first.address)
    expect((await address(b.cookie, 'currency=BTC')).address).not.toBe(first.address)
    expect((await address(a.cookie, 'currency=ETH')).address).toMatch(/^0x[0-9a-f]{40}$/)
    expect((await address(a.cookie, 'currency=USDT&network=erc20')).network).toBe('erc20')
    expect((await address(a.cookie, 'currency=DOGE')).currency).toBe('DOG')
    expect((await call(api.getCryptoAddress, a.cookie, { rawQuery: { currency: 'EUR' } })).statusCode).toBe(
      422,
    )
  })

  it('lists methods to guests for the payments info page, without saved profiles', async () => {
    const response = await call(api.getPaymentMethods, undefined, {
      query: { currency: 'EUR', action: 'deposit' },
    })
    expect(response.statusCode).toBe(200)
    const methods = response.json() as { saved_profiles: unknown[] }[]
    expect(methods.length).toBeGreaterThan(0)
    for (const method of methods) expect(method.saved_profiles).toEqual([])
  })

  it('needs a signed-in player for addresses and history', async () => {
    expect((await call(api.getCryptoAddress, undefined, { query: { currency: 'BTC' } })).statusCode).toBe(401)
    expect((await call(api.getPayments, undefined)).statusCode).toBe(401)
  })
})
