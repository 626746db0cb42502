import { describe, expect, it } from 'vitest'
import { activeAccount, applyBalanceEvent, balanceRows, bonusCents } from './balance'

const ACCOUNTS = [
  { currency: 'USD', amount_cents: 5_000, available_to_cashout_cents: 5_000, active: false },
  { currency: 'EUR', amount_cents: 12_550, available_to_cashout_cents: 10_000, active: true },
  { currency: 'BTC', amount_cents: 150_000, available_to_cashout_cents: 50_000, active: false },
]

describe('wallet balances (spec 1 §3 Account)', () => {
  it('bonus balance is total minus cashout, never negative', () => {
    expect(bonusCents(ACCOUNTS[1] as (typeof ACCOUNTS)[number])).toBe(2_550)
    expect(bonusCents({ amount_cents: 100, available_to_cashout_cents: 300 })).toBe(0)
  })

  it('lists the active wallet first, formatted from minor units', () => {
    const rows = balanceRows(ACCOUNTS, 'en')
    expect(rows.map((row) => row.currency)).toEqual(['EUR', 'BTC', 'USD'])
    expect(rows[0]).toEqual({
      currency: 'EUR',
      active: true,
      total: '€125.50',
      cashable: '€100.00',
      bonus: '€25.50',
    })
    expect(rows[1]?.bonus).toBe('0.001 BTC')
  })

  it('applies a realtime balance event; an active wallet event deactivates the others', () => {
    const next = applyBalanceEvent(ACCOUNTS, {
      currency: 'USD',
      amount_cents: 7_000,
      available_to_cashout_cents: 6_000,
      active: true,
    })
    expect(activeAccount(next)?.currency).toBe('USD')
    expect(next.find((a) => a.currency === 'USD')?.amount_cents).toBe(7_000)
    expect(next.filter((a) => a.active)).toHaveLength(1)
    expect(
      applyBalanceEvent([], {
        currency: 'CAD',
        amount_cents: 1,
        available_to_cashout_cents: 1,
        active: true,
      }),
    ).toHaveLength(1)
  })
})
