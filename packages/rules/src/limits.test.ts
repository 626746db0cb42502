import { describe, expect, it } from 'vitest'
import {
  COOLING_OFF_PERIODS,
  changeKind,
  isLimitReached,
  isPendingDue,
  isPeriodAllowed,
  isPlayLimitReached,
  LIMIT_INCREASE_COOLING_MS,
  LIMIT_PERIODS,
  LIMIT_TYPES,
  nextRealityCheck,
  playedMs,
  REALITY_CHECK_DEFAULT_MINUTES,
  remainingCents,
  restrictionEnd,
  SELF_EXCLUSION_PERIODS,
  windowStart,
  wouldExceed,
} from './limits.ts'

const at = (iso: string) => new Date(iso)
const money = (type: 'loss' | 'wager' | 'deposit', amount: number, current: number, currency = 'EUR') => ({
  type,
  accounts: [{ currency, amount_cents: amount, current_value_amount_cents: current }],
})

describe('limit types and periods (spec 1 §3)', () => {
  it('lists the spec types and periods', () => {
    expect(LIMIT_TYPES).toEqual(['loss', 'wager', 'deposit', 'coolingoff', 'selfexclusion', 'session'])
    expect(LIMIT_PERIODS).toEqual([
      'day',
      'day_3',
      'week',
      'month',
      'month_3',
      'month_6',
      'month_9',
      'month_12',
      'forever',
    ])
  })

  it.each([
    ['deposit', 'day', true],
    ['loss', 'month_12', true],
    ['wager', 'forever', false],
    ['session', 'week', true],
    ['coolingoff', 'week', true],
    ['coolingoff', 'month_6', false],
    ['selfexclusion', 'month_6', true],
    ['selfexclusion', 'forever', true],
    ['selfexclusion', 'month', false],
  ] as const)('%s over %s allowed: %s', (type, period, allowed) => {
    expect(isPeriodAllowed(type, period)).toBe(allowed)
  })

  it('self-exclusion lasts at least six months; cooling-off at most a month', () => {
    expect(SELF_EXCLUSION_PERIODS[0]).toBe('month_6')
    expect(COOLING_OFF_PERIODS.at(-1)).toBe('month')
  })
})

describe('windows and ends', () => {
  it.each([
    ['day', '2026-11-21T12:00:00.000Z'],
    ['day_3', '2026-11-19T12:00:00.000Z'],
    ['week', '2026-11-15T12:00:00.000Z'],
    ['month', '2026-10-22T12:00:00.000Z'],
    ['month_12', '2025-11-22T12:00:00.000Z'],
  ] as const)('the rolling %s window starts at %s', (period, start) => {
    expect(windowStart(period, at('2026-11-22T12:00:00.000Z'))?.toISOString()).toBe(start)
  })

  it('forever has no window start and no end', () => {
    expect(windowStart('forever', at('2026-11-22T12:00:00Z'))).toBeNull()
    expect(restrictionEnd('forever', at('2026-11-22T12:00:00Z'))).toBeNull()
  })

  it('a six-month self-exclusion ends six calendar months later', () => {
    expect(restrictionEnd('month_6', at('2026-11-22T12:00:00.000Z'))?.toISOString()).toBe(
      '2027-05-22T12:00:00.000Z',
    )
  })
})

describe('changes (UKGC RTS 12)', () => {
  it('new and lower apply at once, higher waits', () => {
    expect(changeKind(null, 100)).toBe('apply')
    expect(changeKind(200, 100)).toBe('apply')
    expect(changeKind(100, 100)).toBe('same')
    expect(changeKind(100, 200)).toBe('increase')
  })

  it('a pending change is due once confirmed and 24 h have passed', () => {
    expect(LIMIT_INCREASE_COOLING_MS).toBe(24 * 60 * 60 * 1000)
    const appliesAt = at('2026-11-23T12:00:00Z')
    expect(isPendingDue({ appliesAt, confirmedAt: null }, at('2026-11-24T00:00:00Z'))).toBe(false)
    expect(
      isPendingDue({ appliesAt, confirmedAt: at('2026-11-22T13:00:00Z') }, at('2026-11-23T11:59:59Z')),
    ).toBe(false)
    expect(isPendingDue({ appliesAt, confirmedAt: at('2026-11-22T13:00:00Z') }, appliesAt)).toBe(true)
  })
})

describe('amounts', () => {
  it('remaining never goes negative; a bet or deposit may use exactly what is left', () => {
    expect(remainingCents(500, 400)).toBe(100)
    expect(remainingCents(500, 700)).toBe(0)
    expect(remainingCents(500, -200)).toBe(500)
    expect(wouldExceed(500, 400, 100)).toBe(false)
    expect(wouldExceed(500, 400, 101)).toBe(true)
  })
})

describe('limit reached (spec 1 §4)', () => {
  it.each([
    ['coolingoff always counts', { type: 'coolingoff' as const, accounts: [] }, true],
    ['amount minus current <= 0', money('loss', 500, 500), true],
    ['the absolute current value counts', money('wager', 500, -600), true],
    ['room left', money('wager', 500, 499), false],
    ['another currency does not count', money('deposit', 500, 900, 'USD'), false],
    [
      'session minutes used up',
      { type: 'session' as const, accounts: [], minutes: 30, current_minutes: 30 },
      true,
    ],
    [
      'session minutes left',
      { type: 'session' as const, accounts: [], minutes: 30, current_minutes: 29 },
      false,
    ],
  ])('%s', (_, limit, reached) => {
    expect(isLimitReached(limit, 'EUR')).toBe(reached)
  })

  it('the deposit limit is tracked apart from play', () => {
    expect(isPlayLimitReached([money('deposit', 100, 100)], 'EUR')).toBe(false)
    expect(isPlayLimitReached([money('deposit', 100, 100), money('loss', 100, 100)], 'EUR')).toBe(true)
  })
})

describe('play time and the reality check (UKGC RTS 13)', () => {
  const t0 = at('2026-11-22T12:00:00Z')
  const plus = (minutes: number) => new Date(t0.getTime() + minutes * 60_000)

  it('counts the gaps between rounds up to 30 minutes, and the time since the last round', () => {
    expect(playedMs([t0, plus(10), plus(20)], null)).toBe(20 * 60_000)
    expect(playedMs([t0, plus(10), plus(50)], null)).toBe(10 * 60_000)
    expect(playedMs([t0, plus(10)], plus(15))).toBe(15 * 60_000)
  })

  it('reminds every interval since the session began, 60 minutes by default', () => {
    expect(REALITY_CHECK_DEFAULT_MINUTES).toBe(60)
    expect(nextRealityCheck(t0, 60, plus(5)).toISOString()).toBe(plus(60).toISOString())
    expect(nextRealityCheck(t0, 60, plus(60)).toISOString()).toBe(plus(120).toISOString())
    expect(nextRealityCheck(t0, 15, plus(31)).toISOString()).toBe(plus(45).toISOString())
  })
})
