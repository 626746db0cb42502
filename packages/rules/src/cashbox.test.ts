import { describe, expect, it } from 'vitest'
import {
  canceledDepositToWarn,
  cardFraudData,
  DEPOSIT_FIRST_AMOUNT,
  depositPresets,
  initialDepositAmount,
  isBrandHidden,
  parseDepositQuery,
  shouldRetryMethods,
  shouldRunStoredBonusCode,
} from './cashbox'

const MIN5 = 5 * 60_000

describe('deposit query (spec 1 §2)', () => {
  it.each([
    ['', { amountProp: 0, autoApplyPromocode: false, fromDashboard: false }],
    ['amountProp=120', { amountProp: 120, autoApplyPromocode: false, fromDashboard: false }],
    [
      'amountProp=abc&autoApplyPromocode=TRUE',
      { amountProp: 0, autoApplyPromocode: false, fromDashboard: false },
    ],
    [
      'autoApplyPromocode=true&fromDashboard=true',
      { amountProp: 0, autoApplyPromocode: true, fromDashboard: true },
    ],
    ['autoApplyPromocode=1', { amountProp: 0, autoApplyPromocode: false, fromDashboard: false }],
  ])('%s', (search, expected) => {
    expect(parseDepositQuery(new URLSearchParams(search))).toEqual(expected)
  })
})

describe('first amount and presets (spec 1 §9)', () => {
  it('starts at 50 unless amountProp is given, within the bounds', () => {
    expect(DEPOSIT_FIRST_AMOUNT).toBe(50)
    expect(initialDepositAmount(0)).toBe(50)
    expect(initialDepositAmount(75)).toBe(75)
    expect(initialDepositAmount(0, 100, 1000)).toBe(100)
    expect(initialDepositAmount(0, 1, 20)).toBe(20)
  })
  it('keeps presets inside the method bounds', () => {
    expect(depositPresets(30, 300)).toEqual([50, 100, 200])
  })
})

describe('card data for fraud checks (spec 1 §5)', () => {
  it('sends bin, last four and the expiry split; empty values dropped', () => {
    expect(cardFraudData('4242 4242 4242 4242', '07/29')).toEqual({
      bin: '424242',
      last4: '4242',
      exp_month: '07',
      exp_year: '2029',
    })
    expect(cardFraudData('', '')).toEqual({})
  })
})

describe('method retries and Sofort (spec 1 §5, §6)', () => {
  it('retries an empty list up to 3 times', () => {
    expect(shouldRetryMethods(0, 0)).toBe(true)
    expect(shouldRetryMethods(0, 2)).toBe(true)
    expect(shouldRetryMethods(0, 3)).toBe(false)
    expect(shouldRetryMethods(2, 0)).toBe(false)
  })
  it('hides Sofort for its group only', () => {
    expect(isBrandHidden('Sofort', [631])).toBe(true)
    expect(isBrandHidden('Sofort', [1])).toBe(false)
    expect(isBrandHidden('visa', [631])).toBe(false)
  })
})

describe('canceled deposit warning (spec 1 §4)', () => {
  const now = new Date('2026-01-01T12:00:00Z')
  const item = (id: string, state: string, finished: string | null, action = 'deposit') => ({
    id,
    action,
    state,
    finished_at: finished,
  })
  it.each([
    ['latest deposit canceled 2 minutes ago', [item('a', 'canceled', '2026-01-01T11:58:00Z')], null, 'a'],
    ['already shown', [item('a', 'canceled', '2026-01-01T11:58:00Z')], 'a', null],
    ['older than 5 minutes', [item('a', 'canceled', '2026-01-01T11:54:00Z')], null, null],
    [
      'latest deposit succeeded',
      [item('b', 'succeeded', '2026-01-01T11:59:00Z'), item('a', 'canceled', '2026-01-01T11:58:00Z')],
      null,
      null,
    ],
    [
      'a cashout first does not count',
      [item('c', 'pending', null, 'cashout'), item('a', 'canceled', '2026-01-01T11:58:00Z')],
      null,
      'a',
    ],
  ])('%s', (_name, items, lastShown, expected) => {
    expect(canceledDepositToWarn(items, lastShown, now, MIN5)).toBe(expected)
  })
})

describe('stored bonus code routine (spec 1 §2)', () => {
  it('runs with a stored code, no flag and a logged-in user', () => {
    expect(shouldRunStoredBonusCode({ storedCode: 'WELCOME', appliedFlag: null, isLoggedIn: true })).toBe(
      true,
    )
    expect(shouldRunStoredBonusCode({ storedCode: 'WELCOME', appliedFlag: '1', isLoggedIn: true })).toBe(
      false,
    )
    expect(shouldRunStoredBonusCode({ storedCode: 'WELCOME', appliedFlag: null, isLoggedIn: false })).toBe(
      false,
    )
    expect(shouldRunStoredBonusCode({ storedCode: null, appliedFlag: null, isLoggedIn: true })).toBe(false)
  })
})
