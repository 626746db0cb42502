import { describe, expect, it } from 'vitest'
import { inCurrency, stakePerTicket } from './lottery-money'

describe('lottery amounts in the viewer currency (ADR 041)', () => {
  it("shows a per-currency amount in the viewer's currency, else in EUR", () => {
    expect(inCurrency({ EUR: 2000, CAD: 3000 }, 'CAD')).toEqual({ cents: 3000, currency: 'CAD' })
    expect(inCurrency({ EUR: 2000 }, 'NOK')).toEqual({ cents: 2000, currency: 'EUR' })
    expect(inCurrency(null, 'EUR')).toBeNull()
  })

  it('converts the stake rule from EUR through the reference rates, keeping EUR for a currency without one', () => {
    const lottery = { ticket_rules: { deposit_min: null, stake_eur_cents: 1000 } }
    expect(stakePerTicket(lottery, 'NOK')).toEqual({ cents: 10_000, currency: 'NOK' })
    expect(stakePerTicket(lottery, 'BTC')).toEqual({ cents: 1000, currency: 'EUR' })
    expect(stakePerTicket({ ticket_rules: { deposit_min: null, stake_eur_cents: null } }, 'EUR')).toBeNull()
  })
})
