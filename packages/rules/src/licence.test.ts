import { describe, expect, it } from 'vitest'
import {
  copyrightKey,
  DEFAULT_LICENCE,
  footerVariant,
  GCB_LOCALES,
  isLicence,
  type Licence,
  needsAuApproval,
  resolveLicence,
} from './licence'
import type { Locale } from './locale'

describe('spec 1 §1 licence constants', () => {
  it('CW is the default; GCB covers the non-Australian English locales', () => {
    expect(DEFAULT_LICENCE).toBe('CW')
    expect(GCB_LOCALES).toEqual(['en', 'en-CA', 'en-NZ', 'en-KW'])
    expect(GCB_LOCALES).not.toContain('en-AU')
  })
  it.each([
    ['CW', true],
    ['EE', true],
    ['GCB', true],
    ['ee', false],
    ['', false],
  ])('isLicence(%j) → %s', (x, expected) => {
    expect(isLicence(x)).toBe(expected)
  })
})

type Row = {
  name: string
  isMainHost: boolean
  hostLicence?: Licence
  userLicence?: string | null
  geoCountry?: string
  locale: Locale
  ipCountry?: string
  expected: Licence
}

describe('resolveLicence (spec 1 §1, spec 2 §6)', () => {
  it.each<Row>([
    {
      name: 'EE user on main host',
      isMainHost: true,
      userLicence: 'EE',
      geoCountry: 'CA',
      locale: 'de',
      ipCountry: 'CA',
      expected: 'EE',
    },
    {
      name: 'lower-case ee user licence',
      isMainHost: true,
      userLicence: 'ee',
      locale: 'de',
      ipCountry: 'DE',
      expected: 'EE',
    },
    {
      name: 'EE geo on main host',
      isMainHost: true,
      geoCountry: 'EE',
      locale: 'de',
      ipCountry: 'EE',
      expected: 'EE',
    },
    {
      name: 'EE wins over GCB',
      isMainHost: true,
      geoCountry: 'EE',
      locale: 'en',
      ipCountry: 'EE',
      expected: 'EE',
    },
    {
      name: 'EE user on a mirror is not EE',
      isMainHost: false,
      userLicence: 'EE',
      locale: 'de',
      ipCountry: 'DE',
      expected: 'CW',
    },
    {
      name: 'EE geo on a mirror with en → GCB',
      isMainHost: false,
      geoCountry: 'EE',
      locale: 'en',
      ipCountry: 'EE',
      expected: 'GCB',
    },
    {
      name: 'host configured EE stays EE',
      isMainHost: false,
      hostLicence: 'EE',
      locale: 'en',
      ipCountry: 'DE',
      expected: 'EE',
    },
    { name: 'en with CA IP → GCB', isMainHost: true, locale: 'en', ipCountry: 'CA', expected: 'GCB' },
    { name: 'en-CA with CA IP → GCB', isMainHost: true, locale: 'en-CA', ipCountry: 'CA', expected: 'GCB' },
    { name: 'en-NZ with NZ IP → GCB', isMainHost: true, locale: 'en-NZ', ipCountry: 'NZ', expected: 'GCB' },
    { name: 'en-KW with KW IP → GCB', isMainHost: true, locale: 'en-KW', ipCountry: 'KW', expected: 'GCB' },
    { name: 'en with unknown IP → GCB', isMainHost: true, locale: 'en', expected: 'GCB' },
    { name: 'en with AU IP → CW', isMainHost: true, locale: 'en', ipCountry: 'AU', expected: 'CW' },
    {
      name: 'en with lower-case au IP → CW',
      isMainHost: true,
      locale: 'en',
      ipCountry: 'au',
      expected: 'CW',
    },
    { name: 'en-AU is not a GCB locale', isMainHost: true, locale: 'en-AU', ipCountry: 'CA', expected: 'CW' },
    { name: 'fr-CA is not English', isMainHost: true, locale: 'fr-CA', ipCountry: 'CA', expected: 'CW' },
    { name: 'de → host default CW', isMainHost: true, locale: 'de', ipCountry: 'DE', expected: 'CW' },
    {
      name: 'no → host licence GCB',
      isMainHost: false,
      hostLicence: 'GCB',
      locale: 'no',
      ipCountry: 'NO',
      expected: 'GCB',
    },
    {
      name: 'it → host licence CW',
      isMainHost: false,
      hostLicence: 'CW',
      locale: 'it',
      ipCountry: 'IT',
      expected: 'CW',
    },
    {
      name: 'empty user licence ignored',
      isMainHost: true,
      userLicence: '',
      locale: 'de',
      ipCountry: 'DE',
      expected: 'CW',
    },
    {
      name: 'null user licence ignored',
      isMainHost: true,
      userLicence: null,
      locale: 'de',
      ipCountry: 'DE',
      expected: 'CW',
    },
  ])('$name → $expected', ({ name: _name, expected, ...args }) => {
    expect(resolveLicence(args)).toBe(expected)
  })
})

describe('needsAuApproval: Australian visitors see an approval card (spec 1 §1)', () => {
  it.each([
    ['AU', true],
    ['au', true],
    [' AU ', true],
    ['NZ', false],
    ['', false],
    [undefined, false],
    [null, false],
  ] as const)('%j → %s', (country, expected) => {
    expect(needsAuApproval(country)).toBe(expected)
  })
})

describe('footerVariant (spec 2 §2.4)', () => {
  it.each<[Licence, string, boolean | undefined, ReturnType<typeof footerVariant>]>([
    [
      'EE',
      'EE',
      undefined,
      {
        ageIcon: 21,
        hideBenefitsOfCrypto: true,
        hideSportsbookTerms: true,
        paymentLogoSet: 'ee',
        isAu: false,
      },
    ],
    [
      'CW',
      'CA',
      undefined,
      {
        ageIcon: 18,
        hideBenefitsOfCrypto: false,
        hideSportsbookTerms: false,
        paymentLogoSet: 'default',
        isAu: false,
      },
    ],
    [
      'GCB',
      'NZ',
      undefined,
      {
        ageIcon: 18,
        hideBenefitsOfCrypto: false,
        hideSportsbookTerms: false,
        paymentLogoSet: 'default',
        isAu: false,
      },
    ],
    [
      'CW',
      'AU',
      undefined,
      {
        ageIcon: 18,
        hideBenefitsOfCrypto: false,
        hideSportsbookTerms: false,
        paymentLogoSet: 'default',
        isAu: true,
      },
    ],
    [
      'CW',
      'au',
      undefined,
      {
        ageIcon: 18,
        hideBenefitsOfCrypto: false,
        hideSportsbookTerms: false,
        paymentLogoSet: 'default',
        isAu: true,
      },
    ],
    [
      'CW',
      'CA',
      true,
      {
        ageIcon: 18,
        hideBenefitsOfCrypto: false,
        hideSportsbookTerms: false,
        paymentLogoSet: 'default',
        isAu: true,
      },
    ],
    [
      'EE',
      '',
      undefined,
      {
        ageIcon: 21,
        hideBenefitsOfCrypto: true,
        hideSportsbookTerms: true,
        paymentLogoSet: 'ee',
        isAu: false,
      },
    ],
  ])('%s in %j (AU host %s)', (licence, country, isAuHost, expected) => {
    expect(footerVariant(licence, country, isAuHost === undefined ? undefined : { isAuHost })).toEqual(
      expected,
    )
  })
})

describe('copyrightKey varies by licence, locale or geo (spec 2 §2.4)', () => {
  it.each<[Licence, Locale, string | undefined, string]>([
    ['EE', 'en', 'EE', 'footer.copyright.ee'],
    ['EE', 'en-AU', 'AU', 'footer.copyright.ee'],
    ['CW', 'en-AU', 'AU', 'footer.copyright.au'],
    ['CW', 'en-AU', 'CA', 'footer.copyright.au'],
    ['CW', 'de', 'au', 'footer.copyright.au'],
    ['GCB', 'en', 'CA', 'footer.copyright.gcb'],
    ['GCB', 'en-NZ', undefined, 'footer.copyright.gcb'],
    ['CW', 'de', 'DE', 'footer.copyright.cw'],
    ['CW', 'en', undefined, 'footer.copyright.cw'],
  ])('%s %s %j → %s', (licence, locale, country, expected) => {
    expect(copyrightKey({ licence, locale, country })).toBe(expected)
  })
})
