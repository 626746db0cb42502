import { describe, expect, it } from 'vitest'
import {
  CANCELED_DEPOSIT_WINDOW_MS,
  CHAT_COUNTER_CAP,
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_DELAY_MS,
  COOKIE_CONSENT_MAX_AGE_DAYS,
  counterLabel,
  ENTER_BANNER_HIDE_MS,
  IDLE_TITLE_INTERVAL_MS,
  IOS_PROMPT_DELAY_MS,
  IOS_PROMPT_RECHECK_MS,
  isSearchable,
  isSignUpPath,
  isStickyToastCode,
  MESSAGES_CACHE_BUCKET_MS,
  MODAL_UNLOCK_DELAY_MS,
  messagesCacheBucket,
  modalUnlockDelay,
  NOTIFICATION_CLEANUP_INTERVAL_MS,
  NOTIFICATION_COUNTER_CAP,
  NOTIFICATION_RETENTION_MS,
  PROMO_TOOLTIP_COOKIE_MAX_AGE_S,
  PROMO_TOOLTIP_TIMER_MS,
  SEARCH_DEBOUNCE_MS,
  STICKY_TOAST_CODES,
  SURVEY_CONFIG_PRELOAD_MS,
  SURVEY_DELAY_MS,
  SURVEY_START_DELAY_MS,
  shouldShowCookieBar,
  TOAST_AUTO_REMOVE_MS,
  toastTimeout,
} from './ui-timing'

describe('spec timing constants', () => {
  it.each([
    ['toasts auto-remove after 10 seconds (spec 1 §8)', TOAST_AUTO_REMOVE_MS, 10000],
    ['modal unlock after 100 ms (spec 1 §4)', MODAL_UNLOCK_DELAY_MS, 100],
    ['cookie bar after 1500 ms (spec 1 §2)', COOKIE_CONSENT_DELAY_MS, 1500],
    ['consent cookie one year (spec 1 §9)', COOKIE_CONSENT_MAX_AGE_DAYS, 365],
    ['messages cache bucket 5 minutes (spec 1 §7)', MESSAGES_CACHE_BUCKET_MS, 300000],
    ['notification retention 2 hours (spec 1 §9)', NOTIFICATION_RETENTION_MS, 7200000],
    ['notification cleanup every 2 hours (spec 1 §9)', NOTIFICATION_CLEANUP_INTERVAL_MS, 7200000],
    ['idle title every 2000 ms (spec 1 §9)', IDLE_TITLE_INTERVAL_MS, 2000],
    ['promo tooltip timer 10 minutes (spec 1 §9)', PROMO_TOOLTIP_TIMER_MS, 600000],
    ['promo tooltip cookie 86400 s (spec 2 §4)', PROMO_TOOLTIP_COOKIE_MAX_AGE_S, 86400],
    ['enter banner hidden 120000 ms (spec 2 §4)', ENTER_BANNER_HIDE_MS, 120000],
    ['iOS prompt 5 minutes (spec 1 §9)', IOS_PROMPT_DELAY_MS, 300000],
    ['iOS prompt recheck 60 s (spec 1 §9)', IOS_PROMPT_RECHECK_MS, 60000],
    ['survey 5 minutes (spec 1 §9)', SURVEY_DELAY_MS, 300000],
    ['survey starts after 500 ms (spec 2 §9)', SURVEY_START_DELAY_MS, 500],
    ['survey config 10 s earlier (spec 2 §9)', SURVEY_CONFIG_PRELOAD_MS, 10000],
    ['canceled deposit window 5 minutes (spec 1 §9)', CANCELED_DEPOSIT_WINDOW_MS, 300000],
    ['search debounce 300 ms (spec 2 §4)', SEARCH_DEBOUNCE_MS, 300],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toBe(expected)
  })
  it('sticky warnings are ON_LIMIT_REACHED and RESTRICTED_GEO; consent cookie name', () => {
    expect(STICKY_TOAST_CODES).toEqual(['ON_LIMIT_REACHED', 'RESTRICTED_GEO'])
    expect(COOKIE_CONSENT_COOKIE).toBe('cookie_consent')
  })
})

describe('toastTimeout: auto-remove after 10 s unless time is 0; sticky warnings never (spec 1 §8)', () => {
  it.each([
    [{}, 10000],
    [{ time: undefined }, 10000],
    [{ time: null }, 10000],
    [{ time: 3000 }, 3000],
    [{ time: 0 }, null],
    [{ code: 'ON_LIMIT_REACHED' }, null],
    [{ code: 'RESTRICTED_GEO', time: 5000 }, null],
    [{ code: 'restricted_geo' }, 10000],
    [{ code: 'SUBSCRIBED' }, 10000],
    [{ code: 'SUBSCRIBED', time: 0 }, null],
    [{ time: -5 }, 10000],
    [{ time: Number.NaN }, 10000],
    [{ time: Number.POSITIVE_INFINITY }, 10000],
  ])('%j → %j', (toast, expected) => {
    expect(toastTimeout(toast)).toBe(expected)
  })
  it.each([
    ['ON_LIMIT_REACHED', true],
    ['RESTRICTED_GEO', true],
    ['', false],
    [undefined, false],
    [null, false],
  ] as const)('isStickyToastCode(%j) → %s', (code, expected) => {
    expect(isStickyToastCode(code)).toBe(expected)
  })
})

describe('modalUnlockDelay: closing the last modal unblocks after 100 ms unless immediate (spec 1 §4)', () => {
  it.each([
    [0, false, 100],
    [0, true, 0],
    [1, false, null],
    [2, true, null],
  ])('remaining=%i immediate=%s → %j', (remainingModals, immediate, expected) => {
    expect(modalUnlockDelay({ remainingModals, immediate })).toBe(expected)
  })
})

describe('shouldShowCookieBar: hidden on the sign-up page (spec 1 §2)', () => {
  it.each([
    [false, '/', true],
    [false, '/pokies/all', true],
    [true, '/', false],
    [false, '/sign-up', false],
    [false, '/sign-up/', false],
    [false, '/registration', false],
    [false, '/de/sign-up', false],
    [false, '/en-AU/registration?redirect=%2Fcashbox', false],
    [false, '/sign-in', true],
    [false, '/sign-up-bonus', true],
    [false, '/sport/registration', true],
  ])('consented=%s %j → %s', (consented, path, expected) => {
    expect(shouldShowCookieBar({ consented, path })).toBe(expected)
    if (!consented) expect(isSignUpPath(path)).toBe(!expected)
  })
})

describe('messagesCacheBucket: 5-minute buckets (spec 1 §7, spec 2 §7)', () => {
  const t = Date.UTC(2026, 0, 1, 12, 0, 0)
  it.each([
    [t, t],
    [t + 1, t],
    [t + 299999, t],
    [t + 300000, t + 300000],
    [t + 450000, t + 300000],
    [0, 0],
    [299999, 0],
  ])('%i → %i', (now, expected) => {
    expect(messagesCacheBucket(now)).toBe(expected)
  })
})

describe('counterLabel: chat 1+ above 1, notifications 9+ above 8 (spec 2 §4)', () => {
  it.each([
    [0, CHAT_COUNTER_CAP, ''],
    [1, CHAT_COUNTER_CAP, '1'],
    [2, CHAT_COUNTER_CAP, '1+'],
    [99, CHAT_COUNTER_CAP, '1+'],
    [0, NOTIFICATION_COUNTER_CAP, ''],
    [8, NOTIFICATION_COUNTER_CAP, '8'],
    [9, NOTIFICATION_COUNTER_CAP, '9+'],
    [120, NOTIFICATION_COUNTER_CAP, '9+'],
    [-1, NOTIFICATION_COUNTER_CAP, ''],
    [Number.NaN, NOTIFICATION_COUNTER_CAP, ''],
    [3.7, NOTIFICATION_COUNTER_CAP, '3'],
  ])('%s with %j → %j', (count, cap, expected) => {
    expect(counterLabel(count, cap)).toBe(expected)
  })
})

describe('isSearchable: search text longer than 2 characters (spec 2 §5)', () => {
  it.each([
    ['', false],
    ['ab', false],
    ['  ab  ', false],
    ['abc', true],
    ['book of', true],
  ])('%j → %s', (text, expected) => {
    expect(isSearchable(text)).toBe(expected)
  })
})
