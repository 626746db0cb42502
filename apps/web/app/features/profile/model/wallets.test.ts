import { describe, expect, it } from 'vitest'
import { displayName, initials } from './display-name'
import { bonusCents, walletSummaries } from './wallets'

describe('walletSummaries (spec 1 §3: bonus balance is total minus cashout)', () => {
  it('puts the active wallet first and splits each total', () => {
    const summaries = walletSummaries([
      { currency: 'USD', amount_cents: 0, available_to_cashout_cents: 0, active: false },
      { currency: 'EUR', amount_cents: 12_500, available_to_cashout_cents: 10_000, active: true },
    ])
    expect(summaries[0]).toEqual({
      currency: 'EUR',
      active: true,
      totalCents: 12_500,
      cashableCents: 10_000,
      bonusCents: 2_500,
    })
    expect(summaries[1]?.currency).toBe('USD')
  })
  it('never shows a negative bonus', () => {
    expect(bonusCents({ amount_cents: 100, available_to_cashout_cents: 150 })).toBe(0)
  })
})

describe('displayName', () => {
  it('prefers the nickname, then the full name, then the email', () => {
    const base = { nickname: null, first_name: null, last_name: null, email: 'demo@croupier.local' }
    expect(displayName({ ...base, nickname: 'Ace' })).toBe('Ace')
    expect(displayName({ ...base, first_name: 'Lucy', last_name: 'Hara' })).toBe('Lucy Hara')
    expect(displayName(base)).toBe('demo@croupier.local')
    expect(initials('Lucy Hara')).toBe('LH')
    expect(initials('demo@croupier.local')).toBe('DE')
  })
})
