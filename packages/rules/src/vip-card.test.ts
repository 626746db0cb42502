import { describe, expect, it } from 'vitest'
import { fallbackVipProgress, ladderCardState, vipCardState } from './vip-card'

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

  it('reads the same on the levels ladder (level 3 of 12)', () => {
    expect([1, 2, 3, 4, 5, 12].map((level) => ladderCardState(level, 3))).toEqual([
      'before',
      'before',
      'current',
      'next',
      'lock',
      'lock',
    ])
  })
})

describe('fallback when the progress fails to load (spec 2 §4, §9 K8)', () => {
  it('is regular towards Bronze with deposit 900000 and bets 9000000 cents, nothing counted', () => {
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
