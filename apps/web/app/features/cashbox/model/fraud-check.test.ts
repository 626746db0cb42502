import { describe, expect, it } from 'vitest'
import { fraudCheckBody } from './fraud-check'

describe('fraud check body (spec 1 §5, §6, §7)', () => {
  it('sends BIN, last four, expiry month and year and the VIP status; drops empty values', () => {
    const body = fraudCheckBody({
      player: {
        country: 'CA',
        first_name: 'Robin',
        last_name: null,
        email: 'r@example.com',
        statuses: [{ id: 259, name: 'Gold' }],
      },
      action: 'deposit',
      amountCents: 5000,
      currency: 'EUR',
      paymentSystem: 'Visa',
      card: { number: '4242 4242 4242 4242', expiry: '07/31', holder: 'ROBIN T' },
      transactionId: 'key-123456',
      websiteUrl: 'https://croupier.example',
      now: new Date('2026-01-01T00:00:00Z'),
    })
    expect(body).toMatchObject({
      card_bin: '424242',
      card_last4: '4242',
      expiry_month: 7,
      expiry_year: 2031,
      cardholder: 'ROBIN T',
      type: 'transaction',
      custom_player_status: 'gold',
      amount_cents: 5000,
    })
    expect('last_name' in body).toBe(false)
  })
  it('is a payout for a withdrawal, without card data when there is none', () => {
    const body = fraudCheckBody({
      player: { country: null, first_name: null, last_name: null, email: 'x@example.com', statuses: [] },
      action: 'cashout',
      amountCents: 100,
      currency: 'EUR',
      paymentSystem: 'Bank transfer',
      transactionId: 'key-abcdefgh',
      websiteUrl: '',
      now: new Date(),
    })
    expect(body.type).toBe('payout')
    expect(body.card_bin).toBeUndefined()
    expect(body.custom_player_status).toBe('regular')
  })
})
