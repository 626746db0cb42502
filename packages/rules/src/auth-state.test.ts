import { describe, expect, it } from 'vitest'
import {
  EE_FIRST_LOGIN_STORAGE_KEY,
  formatSessionTimer,
  hasUnconfirmedEmail,
  isLoggedIn,
  isSessionTimerActive,
  needsTermsAcceptance,
  POST_LOGIN_BATCH,
  parseStoredSessionSeconds,
  SESSION_TIMER_STORAGE_KEY,
  shouldShowEeFirstLogin,
} from './auth-state'

describe('isLoggedIn (spec 1 §4: profile loaded with an id)', () => {
  it.each([
    [{ id: 1 }, true],
    [{ id: 'u-1' }, true],
    [{ id: null }, false],
    [{ id: '' }, false],
    [{}, false],
    [null, false],
  ])('%j → %s', (profile, expected) => {
    expect(isLoggedIn(profile)).toBe(expected)
  })
})

describe('terms popup and unconfirmed email (spec 1 §4)', () => {
  it.each([
    [{ auth_fields_missed: ['terms_acceptance'] }, true],
    [{ auth_fields_missed: ['nickname', 'terms_acceptance'] }, true],
    [{ auth_fields_missed: ['nickname'] }, false],
    [{ auth_fields_missed: [] }, false],
    [{}, false],
  ])('needsTermsAcceptance(%j) → %s', (user, expected) => {
    expect(needsTermsAcceptance(user)).toBe(expected)
  })
  it.each([
    [{ confirmed_at: null }, true],
    [{}, true],
    [{ confirmed_at: '' }, true],
    [{ confirmed_at: '2025-01-01T00:00:00Z' }, false],
  ])('hasUnconfirmedEmail(%j) → %s', (user, expected) => {
    expect(hasUnconfirmedEmail(user)).toBe(expected)
  })
})

describe('EE first-login popup (spec 1 §4)', () => {
  it('uses a namespaced storage key', () => {
    expect(EE_FIRST_LOGIN_STORAGE_KEY).toBe('croupier.ee-first-login-shown')
  })
  it.each([
    ['EE', null, true],
    ['EE', undefined, true],
    ['EE', '', true],
    ['EE', 'false', true],
    ['EE', 'true', false],
    ['EE', '1', false],
    ['EE', true, false],
    ['CW', null, false],
    ['GCB', null, false],
  ])('licence %s, stored %j → show %s', (licence, storedFlag, expected) => {
    expect(shouldShowEeFirstLogin({ licence, storedFlag })).toBe(expected)
  })
})

describe('EE session timer (spec 1 §4: hh:mm:ss)', () => {
  it('uses a namespaced storage key', () => {
    expect(SESSION_TIMER_STORAGE_KEY).toBe('croupier.session-timer')
  })
  it.each([
    [0, '00:00:00'],
    [59, '00:00:59'],
    [60, '00:01:00'],
    [3599, '00:59:59'],
    [3600, '01:00:00'],
    [86399, '23:59:59'],
    [90001, '25:00:01'],
    [360000, '100:00:00'],
    [1.9, '00:00:01'],
    [-5, '00:00:00'],
    [Number.NaN, '00:00:00'],
  ])('formatSessionTimer(%j) → %s', (s, expected) => {
    expect(formatSessionTimer(s)).toBe(expected)
  })
  it.each([
    ['125', 125],
    [null, 0],
    ['', 0],
    ['abc', 0],
    ['-5', 0],
  ])('parseStoredSessionSeconds(%j) → %i', (stored, expected) => {
    expect(parseStoredSessionSeconds(stored)).toBe(expected)
  })
  it('runs only for logged-in EE players', () => {
    expect(isSessionTimerActive({ licence: 'EE', loggedIn: true })).toBe(true)
    expect(isSessionTimerActive({ licence: 'EE', loggedIn: false })).toBe(false)
    expect(isSessionTimerActive({ licence: 'CW', loggedIn: true })).toBe(false)
  })
})

describe('post-login batch (spec 1 §4 order)', () => {
  it('lists the fourteen loads in the spec order', () => {
    expect(POST_LOGIN_BATCH).toEqual([
      'balance',
      'compPoints',
      'bonuses',
      'gifts',
      'freeSpins',
      'limits',
      'tournaments',
      'rates',
      'favourites',
      'lootboxes',
      'lastGames',
      'settings',
      'stats',
      'subscriptions',
    ])
  })
})
