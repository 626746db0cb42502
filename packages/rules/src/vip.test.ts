import { describe, expect, it } from 'vitest'
import {
  cashbackCents,
  levelFor,
  levelProgress,
  previousQuarter,
  previousWeek,
  quarterEnd,
  quarterOf,
  statusFor,
  statusGroupId,
  statusMultiplier,
  statusThresholds,
  stillHeld,
  vipProgress,
  weekOf,
} from './vip.ts'

describe('VIP ladder (spec 1 §9 K17, ADR 040)', () => {
  it('steps the bronze pair per currency ×1, ×2, ×5, ×10, ×25', () => {
    expect(statusThresholds('bronze', 'EUR')).toEqual({ depositCents: 600_000, betCents: 6_000_000 })
    expect(statusThresholds('silver', 'USD')).toEqual({ depositCents: 1_200_000, betCents: 12_000_000 })
    expect(statusThresholds('gold', 'AUD')).toEqual({ depositCents: 4_500_000, betCents: 45_000_000 })
    expect(statusThresholds('platinum', 'BRL')).toEqual({ depositCents: 30_000_000, betCents: 300_000_000 })
    expect(statusThresholds('diamond', 'NOK')).toEqual({ depositCents: 15_000_000, betCents: 150_000_000 })
  })

  it('uses spec 2 §9 K8 fallback for an unknown currency', () => {
    expect(statusThresholds('bronze', 'BTC')).toEqual({ depositCents: 900_000, betCents: 9_000_000 })
  })

  it('reaches a status when either sum reaches its threshold', () => {
    expect(statusFor({ depositCents: 599_999, betCents: 5_999_999 }, 'EUR')).toBe('regular')
    expect(statusFor({ depositCents: 600_000, betCents: 0 }, 'EUR')).toBe('bronze')
    expect(statusFor({ depositCents: 0, betCents: 12_000_000 }, 'EUR')).toBe('silver')
    expect(statusFor({ depositCents: 1_200_000, betCents: 0 }, 'CAD')).toBe('bronze')
    expect(statusFor({ depositCents: 15_000_000, betCents: 0 }, 'EUR')).toBe('diamond')
  })

  it('names the groups and multipliers of ADR 040', () => {
    expect(statusGroupId('silver')).toBe(258)
    expect(statusGroupId('regular')).toBeNull()
    expect(statusMultiplier('regular')).toBe(100)
    expect(statusMultiplier('diamond')).toBe(200)
  })
})

describe('vipProgress', () => {
  const now = new Date('2026-11-24T12:00:00Z')

  it('answers the next status thresholds and the larger share, floored', () => {
    const p = vipProgress({
      totals: { depositCents: 900_000, betCents: 1_000_000 },
      currency: 'EUR',
      held: null,
      now,
    })
    expect(p).toMatchObject({
      currentStatus: 'bronze',
      activeStatus: 'bronze',
      nextStatus: 'silver',
      depositThresholdCents: 1_200_000,
      betSumThresholdCents: 12_000_000,
      overallProgress: 75,
    })
    // Earned in Q4 2026: held to the end of Q1 2027.
    expect(p.heldUntil?.toISOString()).toBe('2027-04-01T00:00:00.000Z')
  })

  it('keeps a held status above what the quarter earned, and diamond at 100 %', () => {
    const held = { status: 'gold' as const, heldUntil: new Date('2027-01-01T00:00:00Z') }
    const p = vipProgress({ totals: { depositCents: 0, betCents: 0 }, currency: 'EUR', held, now })
    expect(p).toMatchObject({
      currentStatus: 'regular',
      activeStatus: 'gold',
      nextStatus: 'platinum',
      overallProgress: 0,
    })
    expect(p.heldUntil?.toISOString()).toBe('2027-01-01T00:00:00.000Z')
    const d = vipProgress({
      totals: { depositCents: 0, betCents: 0 },
      currency: 'EUR',
      held: { status: 'diamond', heldUntil: null },
      now,
    })
    expect(d).toMatchObject({
      activeStatus: 'diamond',
      nextStatus: null,
      overallProgress: 100,
      heldUntil: null,
    })
    expect(stillHeld(held, new Date('2027-01-01T00:00:00Z'))).toBe('regular')
  })
})

describe('quarters and weeks (UTC)', () => {
  it('bounds quarters', () => {
    expect(quarterOf(new Date('2026-11-24T00:00:00Z'))).toMatchObject({
      key: '2026-Q4',
      start: new Date('2026-10-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    })
    expect(quarterEnd(new Date('2026-03-31T23:59:59Z')).toISOString()).toBe('2026-04-01T00:00:00.000Z')
    expect(previousQuarter(new Date('2027-01-01T00:00:00Z')).key).toBe('2026-Q4')
  })

  it('starts weeks on Monday 00:00 UTC', () => {
    expect(weekOf(new Date('2026-11-29T23:00:00Z')).key).toBe('2026-11-23')
    expect(weekOf(new Date('2026-11-23T00:00:00Z')).key).toBe('2026-11-23')
    expect(previousWeek(new Date('2026-11-30T00:00:00Z')).key).toBe('2026-11-23')
  })

  it('pays cashback on a net loss only', () => {
    expect(cashbackCents(10_000, 4_000, 5)).toBe(300)
    expect(cashbackCents(10_000, 12_000, 5)).toBe(0)
    expect(cashbackCents(999, 0, 5)).toBe(49)
  })
})

describe('levels', () => {
  const levels = [0, 100, 300].map((minPoints, i) => ({ number: i + 1, minPoints }))

  it('finds the level of persistent points and the progress to the next', () => {
    expect(levelFor(0, levels).number).toBe(1)
    expect(levelFor(299, levels).number).toBe(2)
    expect(levelFor(5_000, levels).number).toBe(3)
    expect(levelProgress(200, levels[1]!, levels[2]!)).toBe(50)
    expect(levelProgress(5_000, levels[2]!, null)).toBe(100)
  })
})
