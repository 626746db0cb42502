import { describe, expect, it } from 'vitest'
import type { Licence } from './licence'
import {
  CURRENT_YEAR_TOKEN,
  isStaticPageVisible,
  licenceSlugCandidates,
  pickLicencedSlug,
  replaceCurrentYear,
  STATIC_PAGE_CATEGORIES,
  staticPageLookupPath,
  unknownStaticPageMessage,
} from './static-pages'

describe('staticPageLookupPath: lookups use the path with trailing slash removed (spec 2 §5)', () => {
  it.each([
    ['/privacy-policy', 'privacy-policy'],
    ['/privacy-policy/', 'privacy-policy'],
    ['/de/privacy-policy/', 'privacy-policy'],
    ['/en-AU/terms-and-conditions', 'terms-and-conditions'],
    ['/general-rules?x=1#top', 'general-rules'],
    ['//cookie-policy//', 'cookie-policy'],
    ['/help/faq/', 'help/faq'],
    ['privacy-policy', 'privacy-policy'],
    ['/', ''],
    ['', ''],
    ['/de', ''],
  ])('%j → %j', (path, expected) => {
    expect(staticPageLookupPath(path)).toBe(expected)
  })
})

describe('licenceSlugCandidates: suffix of the licence code or AU (spec 2 §5)', () => {
  it.each<[string, Licence, boolean, string[]]>([
    ['privacy-policy', 'EE', false, ['privacy-policy-ee', 'privacy-policy']],
    ['privacy-policy', 'CW', true, ['privacy-policy-au', 'privacy-policy']],
    ['privacy-policy', 'GCB', false, ['privacy-policy-gcb', 'privacy-policy']],
    ['privacy-policy', 'CW', false, ['privacy-policy']],
    ['privacy-policy', 'EE', true, ['privacy-policy-ee', 'privacy-policy-au', 'privacy-policy']],
    ['privacy-policy', 'GCB', true, ['privacy-policy-au', 'privacy-policy-gcb', 'privacy-policy']],
    ['', 'EE', true, []],
  ])('%j %s isAu=%s → %j', (slug, licence, isAu, expected) => {
    expect(licenceSlugCandidates(slug, { licence, isAu })).toEqual(expected)
  })
})

describe('pickLicencedSlug: the suffixed page only when such a page exists (spec 2 §5)', () => {
  const existing = new Set([
    'privacy-policy',
    'privacy-policy-ee',
    'terms-and-conditions',
    'terms-and-conditions-au',
    'cookie-policy-gcb',
  ])
  it.each<[string, Licence, boolean, string | undefined]>([
    ['privacy-policy', 'EE', false, 'privacy-policy-ee'],
    ['privacy-policy', 'CW', true, 'privacy-policy'],
    ['privacy-policy', 'GCB', false, 'privacy-policy'],
    ['terms-and-conditions', 'CW', true, 'terms-and-conditions-au'],
    ['terms-and-conditions', 'EE', false, 'terms-and-conditions'],
    ['cookie-policy', 'GCB', false, 'cookie-policy-gcb'],
    ['cookie-policy', 'CW', false, undefined],
    ['unknown', 'EE', false, undefined],
    ['', 'CW', false, undefined],
  ])('%j %s isAu=%s → %j', (slug, licence, isAu, expected) => {
    expect(pickLicencedSlug(slug, { licence, isAu }, existing)).toBe(expected)
  })
})

describe('replaceCurrentYear: {current_year} in content is replaced by the current year (spec 2 §3)', () => {
  const now = new Date('2026-03-15T12:00:00Z')
  it.each([
    ['© {current_year} Croupier', '© 2026 Croupier'],
    ['{current_year}-{current_year}', '2026-2026'],
    ['<p>no token</p>', '<p>no token</p>'],
    ['{CURRENT_YEAR} {current_year }', '{CURRENT_YEAR} {current_year }'],
    ['', ''],
  ])('%j → %j', (html, expected) => {
    expect(replaceCurrentYear(html, now)).toBe(expected)
  })
  it('uses the UTC year at the turn of the year', () => {
    expect(replaceCurrentYear(CURRENT_YEAR_TOKEN, new Date('2025-12-31T23:59:59Z'))).toBe('2025')
    expect(replaceCurrentYear(CURRENT_YEAR_TOKEN, new Date('2026-01-01T00:00:00Z'))).toBe('2026')
  })
})

describe('static page categories and visibility (spec 2 §2.2, §3)', () => {
  it('lists the categories of spec 2 §3', () => {
    expect(STATIC_PAGE_CATEGORIES).toEqual([
      'custom-page',
      'top-menu',
      'bottom-menu',
      'bottom-menu-help',
      'reg-only',
      'page',
      'seo-page',
    ])
  })
  it.each([
    [{ categories: ['top-menu'] }, false, true],
    [{ categories: ['top-menu', 'reg-only'] }, false, false],
    [{ categories: ['top-menu', 'reg-only'] }, true, true],
    [{ categories: ['top-menu'], hidden: true }, true, false],
    [{}, false, true],
  ])('%j loggedIn=%s → %s', (page, isLoggedIn, expected) => {
    expect(isStaticPageVisible(page, isLoggedIn)).toBe(expected)
  })
  it('unknown page message (spec 2 §8)', () => {
    expect(unknownStaticPageMessage('foo')).toBe('foo page is not StaticPages')
  })
})
