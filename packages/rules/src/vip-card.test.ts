import { describe, expect, it } from 'vitest'
import {
  fallbackVipProgress,
  nextVipStatus,
  progressShare,
  VIP_FALLBACK_BET_THRESHOLD_CENTS,
  VIP_FALLBACK_DEPOSIT_THRESHOLD_CENTS,
  VIP_LADDER,
  vipCardState,
} from './vip-card'

describe('VIP cards relative to the current status (spec 2 §4)', () => {
  it.each([
    ['regular', 'gold', 'before'],
    ['silver', 'gold', 'before'],
    ['gold', 'gold', 'current'],
    ['platinum', 'gold', 'next'],
    ['diamond', 'gold', 'lock'],
    ['regular', 'regular', 'current'],
    ['bronze', 'regular', 'next'],
    ['silver', 'regular', 'lock'],
    ['platinum', 'diamond', 'before'],
    ['diamond', 'diamond', 'current'],
  ] as const)('a %s card for a %s player is %s', (card, current, state) => {
    expect(vipCardState(card, current)).toBe(state)
  })

  it('climbs regular, bronze, silver, gold, platinum, diamond; nothing above diamond', () => {
    expect(VIP_LADDER).toEqual(['regular', 'bronze', 'silver', 'gold', 'platinum', 'diamond'])
    expect(nextVipStatus('regular')).toBe('bronze')
    expect(nextVipStatus('platinum')).toBe('diamond')
    expect(nextVipStatus('diamond')).toBeNull()
  })
})

describe('progress bars', () => {
  it('floors the share and keeps it within 0–100', () => {
    expect(progressShare(0, 900_000)).toBe(0)
    expect(progressShare(299_999, 900_000)).toBe(33)
    expect(progressShare(900_000, 900_000)).toBe(100)
    expect(progressShare(2_000_000, 900_000)).toBe(100)
    expect(progressShare(5, 0)).toBe(100)
  })
})

describe('fallback when the progress fails to load (spec 2 §4, §9 K8)', () => {
  it('is regular with deposit 900000 and bets 9000000 cents', () => {
    expect(VIP_FALLBACK_DEPOSIT_THRESHOLD_CENTS).toBe(900_000)
    expect(VIP_FALLBACK_BET_THRESHOLD_CENTS).toBe(9_000_000)
    expect(fallbackVipProgress('CAD')).toEqual({
      currency: 'CAD',
      currentStatus: 'regular',
      activeStatus: 'regular',
      nextStatus: 'bronze',
      depositThresholdCents: 900_000,
      depositAmountCents: 0,
      betSumCents: 0,
      betSumThresholdCents: 9_000_000,
      overallProgress: 0,
      heldUntil: null,
    })
  })
})
