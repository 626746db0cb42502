import { describe, expect, it } from 'vitest'
import {
  countryOrDefault,
  DEFAULT_COUNTRY,
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  GEO_DEFAULT_LOCALES,
  htmlLang,
  isLocale,
  isPlaceholderLocale,
  LOCALES,
  type Locale,
  languageSwitchHref,
  localeFallbackChain,
  localeForCountry,
  localizePath,
  normaliseLocale,
  PLACEHOLDER_LOCALES,
  splitLocalePath,
} from './locale'

describe('spec 1 §1 locale constants', () => {
  it('lists en, de, en-AU, en-CA, fr-CA, en-NZ, no, it and the placeholder en-KW', () => {
    expect(LOCALES).toEqual(['en', 'de', 'en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'no', 'it', 'en-KW'])
    expect(PLACEHOLDER_LOCALES).toEqual(['en-KW'])
  })
  it('default locale en, default country CA, fallback en-AU (spec 2 §5)', () => {
    expect(DEFAULT_LOCALE).toBe('en')
    expect(DEFAULT_COUNTRY).toBe('CA')
    expect(FALLBACK_LOCALE).toBe('en-AU')
  })
  it('geo default locales: CA en-CA, AU en-AU, DE de, NZ en-NZ, IT it', () => {
    expect(GEO_DEFAULT_LOCALES).toEqual({ CA: 'en-CA', AU: 'en-AU', DE: 'de', NZ: 'en-NZ', IT: 'it' })
  })
  it.each(LOCALES.map((l) => [l, l === 'en-KW']))('isPlaceholderLocale(%s) is %s', (locale, expected) => {
    expect(isPlaceholderLocale(locale)).toBe(expected)
  })
})

describe('isLocale is exact and case-sensitive', () => {
  it.each([
    ['en', true],
    ['de', true],
    ['en-AU', true],
    ['fr-CA', true],
    ['no', true],
    ['en-KW', true],
    ['en-au', false],
    ['EN', false],
    ['en_AU', false],
    ['fr', false],
    ['en-US', false],
    ['', false],
    [' en', false],
  ])('isLocale(%j) → %s', (input, expected) => {
    expect(isLocale(input)).toBe(expected)
  })
})

describe('normaliseLocale accepts odd casing', () => {
  it.each([
    ['en-au', 'en-AU'],
    ['EN-ca', 'en-CA'],
    ['FR-ca', 'fr-CA'],
    ['De', 'de'],
    ['NO', 'no'],
    [' it ', 'it'],
    ['en_nz', 'en-NZ'],
    ['en-kw', 'en-KW'],
    ['fr', undefined],
    ['en-US', undefined],
    ['', undefined],
    ['../etc', undefined],
    [null, undefined],
    [undefined, undefined],
  ] as const)('normaliseLocale(%j) → %j', (input, expected) => {
    expect(normaliseLocale(input)).toBe(expected)
  })
})

describe('splitLocalePath (spec 1 §1: a locale prefix such as /en-AU may lead a path)', () => {
  it.each([
    ['/de/pokies/all', { locale: 'de', path: '/pokies/all', hasPrefix: true }],
    ['/', { locale: 'en', path: '/', hasPrefix: false }],
    ['', { locale: 'en', path: '/', hasPrefix: false }],
    ['/en-AU', { locale: 'en-AU', path: '/', hasPrefix: true }],
    ['/en-AU/', { locale: 'en-AU', path: '/', hasPrefix: true }],
    ['/en/x', { locale: 'en', path: '/x', hasPrefix: true }],
    ['/pokies/all', { locale: 'en', path: '/pokies/all', hasPrefix: false }],
    ['/no/live/all', { locale: 'no', path: '/live/all', hasPrefix: true }],
    ['/fr-CA/promotions', { locale: 'fr-CA', path: '/promotions', hasPrefix: true }],
    ['/en-KW/privacy-policy', { locale: 'en-KW', path: '/privacy-policy', hasPrefix: true }],
    ['/DE/pokies', { locale: 'en', path: '/DE/pokies', hasPrefix: false }],
    ['/en-au/pokies', { locale: 'en', path: '/en-au/pokies', hasPrefix: false }],
    ['/denmark', { locale: 'en', path: '/denmark', hasPrefix: false }],
    ['/de?mode=demo', { locale: 'de', path: '/?mode=demo', hasPrefix: true }],
    ['/de/play/x/y?mode=real#chat', { locale: 'de', path: '/play/x/y?mode=real#chat', hasPrefix: true }],
    ['/?pwa=install', { locale: 'en', path: '/?pwa=install', hasPrefix: false }],
    ['de/pokies', { locale: 'de', path: '/pokies', hasPrefix: true }],
    ['/pokies/de', { locale: 'en', path: '/pokies/de', hasPrefix: false }],
  ])('%j', (input, expected) => {
    expect(splitLocalePath(input)).toEqual(expected)
  })
})

describe('localizePath (spec 1 §1: the default locale has no path prefix)', () => {
  it.each([
    ['en', '/', '/'],
    ['en', '/pokies/all', '/pokies/all'],
    ['de', '/', '/de'],
    ['de', '/pokies/all', '/de/pokies/all'],
    ['en-AU', '/promotions', '/en-AU/promotions'],
    ['it', '/?pwa=install', '/it?pwa=install'],
    ['it', '/play/a/b?mode=demo', '/it/play/a/b?mode=demo'],
    ['no', '/#chat', '/no#chat'],
    ['de', '/en-AU/pokies', '/de/pokies'],
    ['en', '/de/pokies', '/pokies'],
    ['de', '/de/pokies', '/de/pokies'],
    ['en-CA', 'pokies', '/en-CA/pokies'],
  ] as const)('localizePath(%s, %j) → %j', (locale, path, expected) => {
    expect(localizePath(locale, path)).toBe(expected)
  })
})

describe('languageSwitchHref links to /{localeCode}{currentPath} (spec 1 §1, spec 2 §2.1)', () => {
  it.each([
    ['de', '/pokies/all', '/de/pokies/all'],
    ['de', '/en-AU/pokies/all', '/de/pokies/all'],
    ['en', '/en-AU/pokies/all', '/pokies/all'],
    ['en', '/de', '/'],
    ['en-NZ', '/', '/en-NZ'],
    ['en-AU', '/de/', '/en-AU'],
    ['fr-CA', '/en-CA/tournaments?tab=all', '/fr-CA/tournaments?tab=all'],
  ] as const)('to %s from %j → %j', (target, current, expected) => {
    expect(languageSwitchHref(target, current)).toBe(expected)
  })
})

describe('localeForCountry uses the geo defaults (spec 1 §1)', () => {
  it.each([
    ['CA', 'en-CA'],
    ['AU', 'en-AU'],
    ['DE', 'de'],
    ['NZ', 'en-NZ'],
    ['IT', 'it'],
    ['au', 'en-AU'],
    [' nz ', 'en-NZ'],
    ['NO', 'en'],
    ['US', 'en'],
    ['', 'en'],
    ['garbage', 'en'],
    [undefined, 'en'],
  ] as const)('%j → %s', (country, expected) => {
    expect(localeForCountry(country)).toBe(expected)
  })
})

describe('countryOrDefault: the default country is CA (spec 1 §1)', () => {
  it.each([
    ['AU', 'AU'],
    ['de', 'DE'],
    [' ee ', 'EE'],
    ['', 'CA'],
    ['XXX', 'CA'],
    ['1A', 'CA'],
    [null, 'CA'],
    [undefined, 'CA'],
  ] as const)('%j → %s', (country, expected) => {
    expect(countryOrDefault(country)).toBe(expected)
  })
})

describe('localeFallbackChain: missing locale file falls back to en-AU (spec 2 §5)', () => {
  it.each<[Locale, Locale[]]>([
    ['en-KW', ['en-KW', 'en-AU', 'en']],
    ['de', ['de', 'en-AU', 'en']],
    ['fr-CA', ['fr-CA', 'en-AU', 'en']],
    ['en-AU', ['en-AU', 'en']],
    ['en', ['en', 'en-AU']],
  ])('%s → %j', (locale, expected) => {
    expect(localeFallbackChain(locale)).toEqual(expected)
  })
})

describe('htmlLang', () => {
  it.each(LOCALES.map((l) => [l, l]))('%s → %s', (locale, expected) => {
    expect(htmlLang(locale)).toBe(expected)
    expect(() => Intl.getCanonicalLocales(htmlLang(locale))).not.toThrow()
  })
})
