import type { Jackpot } from '@croupier/contract/catalogue/get-jackpots'
import { describe, expect, it } from 'vitest'
import { applyChange, poolsFor, poolTotal } from './jackpot-view'

function pool(id: number, identifier: string, currency: string, amounts: number[]): Jackpot {
  return {
    id,
    identifier,
    title: identifier,
    mystic: false,
    currency,
    levels: amounts.map((amount, index) => ({
      id: id * 10 + index,
      name: `L${index}`,
      identifier: `level_${index + 1}`,
      amount_cents: amount,
      seed_cents: 0,
      ceiling_cents: amount * 3,
      cycle: 1,
      server_seed_hash: '0'.repeat(64),
    })),
  }
}

describe('jackpot view', () => {
  const pools = [pool(1, 'mega', 'EUR', [100]), pool(2, 'mega', 'CAD', [150]), pool(3, 'mini', 'EUR', [5])]

  it('shows each jackpot once in the viewer currency, else in EUR', () => {
    expect(poolsFor(pools, 'CAD').map((p) => p.id)).toEqual([2, 3])
    expect(poolsFor(pools, 'NOK').map((p) => p.id)).toEqual([1, 3])
  })

  it('moves the levels a jackpots_changes names and leaves other pools', () => {
    const next = applyChange(poolsFor(pools, 'CAD'), {
      jackpot_id: '2',
      currency: 'CAD',
      amount_cents: 175,
      levels: [{ id: '20', identifier: 'level_1', amount_cents: 175 }],
    })
    expect(next.map(poolTotal)).toEqual([175, 5])
    expect(applyChange(next, { jackpot_id: '9', currency: 'EUR', amount_cents: 1 })).toEqual(next)
  })
})
