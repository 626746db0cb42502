import { describe, expect, it } from 'vitest'
import {
  authButtonsState,
  canOpenAuthDialogs,
  canOpenPage,
  effectiveGeoRestriction,
  FULLY_RESTRICTED_COUNTRIES,
  type GeoRestriction,
  geoRestriction,
  isGuestRestricted,
  RESTRICTED_GUEST_BLOCKED_PAGES,
  RESTRICTED_LOGIN_MESSAGE,
  RESTRICTED_REGISTRATION_MESSAGE,
} from './geo'

describe('spec 1 §1 / spec 2 §6 constants', () => {
  it('full countries are CW, EE, BY, LV, PL, RU, UA, CY', () => {
    expect(FULLY_RESTRICTED_COUNTRIES).toEqual(['CW', 'EE', 'BY', 'LV', 'PL', 'RU', 'UA', 'CY'])
  })
  it('quotes the two messages of spec 1 §2', () => {
    expect(RESTRICTED_REGISTRATION_MESSAGE).toBe('Registration restricted in your country')
    expect(RESTRICTED_LOGIN_MESSAGE).toBe('Login not available in your country')
  })
  it('restricted guests cannot open sign-in, sign-up, remind, new-password, email-verify and game pages', () => {
    expect(RESTRICTED_GUEST_BLOCKED_PAGES).toEqual([
      'sign-in',
      'sign-up',
      'remind',
      'new-password',
      'email-verify',
      'game',
    ])
  })
})

describe('geoRestriction', () => {
  const partial = ['NL', 'fr', ' gb ']
  it.each([
    ...FULLY_RESTRICTED_COUNTRIES.map((c) => [c, 'full'] as const),
    ['ee', 'full'],
    [' ru ', 'full'],
    ['NL', 'partial'],
    ['nl', 'partial'],
    ['FR', 'partial'],
    ['GB', 'partial'],
    ['CA', 'none'],
    ['AU', 'none'],
    ['', 'none'],
    ['  ', 'none'],
  ] as const)('%j → %s', (country, expected) => {
    expect(geoRestriction(country, partial)).toBe(expected)
  })
  it('full wins when a country is also listed partial', () => {
    expect(geoRestriction('PL', ['PL'])).toBe('full')
  })
  it('the full list can be overridden by configuration', () => {
    expect(geoRestriction('EE', [], ['RU'])).toBe('none')
    expect(geoRestriction('RU', [], ['RU'])).toBe('full')
  })
})

describe('isGuestRestricted: partial restricts guests only (spec 1 §1)', () => {
  it.each<[GeoRestriction, boolean, boolean]>([
    ['none', false, false],
    ['none', true, false],
    ['partial', false, true],
    ['partial', true, false],
    ['full', false, true],
    ['full', true, true],
  ])('%s, loggedIn=%s → %s', (restriction, isLoggedIn, expected) => {
    expect(isGuestRestricted(restriction, isLoggedIn)).toBe(expected)
    expect(canOpenAuthDialogs({ restriction, isLoggedIn })).toBe(!expected)
    for (const page of RESTRICTED_GUEST_BLOCKED_PAGES) {
      expect(canOpenPage(page, { restriction, isLoggedIn })).toBe(!expected)
    }
    expect(canOpenPage('promotions', { restriction, isLoggedIn })).toBe(true)
  })
})

describe('authButtonsState (spec 1 §5, spec 2 §2.2)', () => {
  it.each<[GeoRestriction, boolean, { loginDisabled: boolean; registrationDisabled: boolean }]>([
    ['none', false, { loginDisabled: false, registrationDisabled: false }],
    ['none', true, { loginDisabled: false, registrationDisabled: true }],
    ['partial', false, { loginDisabled: true, registrationDisabled: true }],
    ['partial', true, { loginDisabled: true, registrationDisabled: true }],
    ['full', false, { loginDisabled: true, registrationDisabled: true }],
    ['full', true, { loginDisabled: true, registrationDisabled: true }],
  ])('restriction=%s geoIsEE=%s', (restriction, geoIsEE, expected) => {
    expect(authButtonsState({ restriction, geoIsEE })).toEqual(expected)
  })
})

describe('effectiveGeoRestriction (ADR 008: EE geo under the EE licence)', () => {
  it.each([
    ['EE', 'EE', 'none'],
    ['EE', 'CW', 'full'],
    ['EE', 'GCB', 'full'],
    ['RU', 'EE', 'full'],
    ['FR', 'EE', 'partial'],
    ['DE', 'EE', 'none'],
    ['FR', 'CW', 'partial'],
  ] as const)('country %s under licence %s is %s', (country, licence, expected) => {
    expect(effectiveGeoRestriction({ country, partialCountries: ['FR'], licence })).toBe(expected)
  })
})
