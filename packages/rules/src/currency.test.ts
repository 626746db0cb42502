import { describe, expect, it } from 'vitest'
import {
  CASHBOX_CURRENCIES,
  CRYPTO_ADDRESS_CURRENCIES,
  CRYPTO_DISPLAY_UNITS,
  CURRENCIES,
  cryptoDisplayUnit,
  currencyForCountry,
  currencyInfo,
  DEFAULT_CURRENCY,
  formatInDisplayUnits,
  formatMinorUnits,
  isCashboxCurrency,
  isCrypto,
  isEnabledCurrency,
  normaliseCurrencyCode,
  parseMajorToMinor,
  THRESHOLD_CURRENCY_ALIAS,
  thresholdCurrency,
} from './currency'

// Intl separates with (narrow) no-break spaces; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

describe('spec 1 §9 currency lists', () => {
  it('default currency EUR', () => {
    expect(DEFAULT_CURRENCY).toBe('EUR')
  })
  it('enabled by default: AUD, CAD, NZD, EUR, USD, JPY, NOK, BRL, BTC, ETH, BCH, LTC, DOG, USDT', () => {
    expect(CURRENCIES.filter((c) => c.enabled).map((c) => c.code)).toEqual([
      'AUD',
      'CAD',
      'NZD',
      'EUR',
      'USD',
      'JPY',
      'NOK',
      'BRL',
      'BTC',
      'ETH',
      'BCH',
      'LTC',
      'DOG',
      'USDT',
    ])
  })
  it('also known: GBP, PLN, INR, USDC, BNB, ADA, TRX (and KZT for the cashbox)', () => {
    expect(
      CURRENCIES.filter((c) => !c.enabled)
        .map((c) => c.code)
        .sort(),
    ).toEqual(['ADA', 'BNB', 'GBP', 'INR', 'KZT', 'PLN', 'TRX', 'USDC'].sort())
  })
  it('codes are unique and subunits are positive powers of ten', () => {
    expect(new Set(CURRENCIES.map((c) => c.code)).size).toBe(CURRENCIES.length)
    for (const c of CURRENCIES) expect(Math.log10(c.subunits_to_unit) % 1).toBe(0)
  })
  it('cashbox: EUR, USD, AUD, CAD, NZD, BRL, NOK, JPY, KZT; coin address lookup: BTC, BCH, ETH, LTC, DOG, USDT (spec 2 §9)', () => {
    expect(CASHBOX_CURRENCIES).toEqual(['EUR', 'USD', 'AUD', 'CAD', 'NZD', 'BRL', 'NOK', 'JPY', 'KZT'])
    expect(CRYPTO_ADDRESS_CURRENCIES).toEqual(['BTC', 'BCH', 'ETH', 'LTC', 'DOG', 'USDT'])
    for (const code of [...CASHBOX_CURRENCIES, ...CRYPTO_ADDRESS_CURRENCIES])
      expect(currencyInfo(code)).toBeDefined()
  })
  it('NOK, PLN, JPY are treated as USD for threshold tables', () => {
    expect(THRESHOLD_CURRENCY_ALIAS).toEqual({ NOK: 'USD', PLN: 'USD', JPY: 'USD' })
  })
  it('crypto display units: ETH and LTC milli (0.001), BTC micro (1e-6)', () => {
    expect(CRYPTO_DISPLAY_UNITS).toEqual({
      ETH: { factor: 0.001, prefix: 'm' },
      LTC: { factor: 0.001, prefix: 'm' },
      BTC: { factor: 1e-6, prefix: 'µ' },
    })
  })
})

describe('currencyInfo, isCrypto, groups', () => {
  it.each([
    ['EUR', { code: 'EUR', fiat: true, subunits_to_unit: 100, enabled: true }],
    ['eur', { code: 'EUR', fiat: true, subunits_to_unit: 100, enabled: true }],
    ['JPY', { code: 'JPY', fiat: true, subunits_to_unit: 1, enabled: true }],
    ['BTC', { code: 'BTC', fiat: false, subunits_to_unit: 100000000, enabled: true }],
    ['ETH', { code: 'ETH', fiat: false, subunits_to_unit: 1000000000, enabled: true }],
    ['USDT', { code: 'USDT', fiat: false, subunits_to_unit: 1000000, enabled: true }],
    [' doge ', { code: 'DOG', fiat: false, subunits_to_unit: 100000000, enabled: true }],
    ['GBP', { code: 'GBP', fiat: true, subunits_to_unit: 100, enabled: false }],
    ['XYZ', undefined],
    ['', undefined],
  ])('currencyInfo(%j)', (code, expected) => {
    expect(currencyInfo(code)).toEqual(expected)
  })
  it.each([
    ['BTC', true, true, false],
    ['eth', true, true, false],
    ['DOG', true, true, false],
    ['USDC', true, false, false],
    ['TRX', true, false, false],
    ['EUR', false, true, true],
    ['KZT', false, false, true],
    ['GBP', false, false, false],
    ['XYZ', false, false, false],
    ['', false, false, false],
  ])('%j: crypto=%s enabled=%s cashbox=%s', (code, crypto, enabled, cashbox) => {
    expect(isCrypto(code)).toBe(crypto)
    expect(isEnabledCurrency(code)).toBe(enabled)
    expect(isCashboxCurrency(code)).toBe(cashbox)
  })
  it.each([
    ['NOK', 'USD'],
    ['pln', 'USD'],
    ['JPY', 'USD'],
    ['EUR', 'EUR'],
    ['AUD', 'AUD'],
    ['BRL', 'BRL'],
    ['doge', 'DOG'],
  ])('thresholdCurrency(%j) → %s', (code, expected) => {
    expect(thresholdCurrency(code)).toBe(expected)
  })
  it('normaliseCurrencyCode', () => {
    expect(normaliseCurrencyCode(' usdt ')).toBe('USDT')
    expect(normaliseCurrencyCode('Doge')).toBe('DOG')
  })
})

describe('formatMinorUnits: Intl for fiat, up to 8 fraction digits for crypto (spec 1 §9)', () => {
  it.each([
    [1234, 'EUR', 'en', '€12.34'],
    [0, 'EUR', 'en', '€0.00'],
    [-500, 'AUD', 'en-AU', '-$5.00'],
    [123450, 'EUR', 'de', '1.234,50 €'],
    [123450, 'CAD', 'en-CA', '$1,234.50'],
    [1500, 'JPY', 'en', '¥1,500'],
    [1234, 'eur', 'en', '€12.34'],
    [1234.6, 'USD', 'en', '$12.35'],
    [100, 'XYZ', 'en', 'XYZ 1.00'],
    [100, 'USD', 'not a locale!', '$1.00'],
    [12345, 'BTC', 'en', '0.00012345 BTC'],
    [100000000, 'BTC', 'en', '1 BTC'],
    [150000000, 'BTC', 'de', '1,5 BTC'],
    [1, 'BTC', 'en', '0.00000001 BTC'],
    [1234567891, 'ETH', 'en', '1.23456789 ETH'],
    [20000000, 'USDT', 'en', '20 USDT'],
    [1234567, 'USDT', 'en', '1.234567 USDT'],
    [160000000000000, 'DOG', 'en', '1,600,000 DOG'],
    [Number.NaN, 'EUR', 'en', ''],
    [Number.POSITIVE_INFINITY, 'BTC', 'en', ''],
  ])('%s %s in %s → %j', (amount, currency, locale, expected) => {
    expect(plain(formatMinorUnits(amount, currency, locale))).toBe(expected)
  })
})

describe('formatMinorUnits with dropWholeFraction: promotional amounts', () => {
  it.each([
    [150000, 'EUR', 'en', '€1,500'],
    [225000, 'CAD', 'en', 'CA$2,250'],
    [225000, 'AUD', 'en-AU', '$2,250'],
    [1500000, 'NOK', 'no', '15 000 kr'],
    [100000, 'EUR', 'de', '1.000 €'],
    [75, 'CAD', 'en', 'CA$0.75'],
    [1550, 'EUR', 'en', '€15.50'],
  ])('%s %s in %s → %j', (amount, currency, locale, expected) => {
    expect(plain(formatMinorUnits(amount, currency, locale, { dropWholeFraction: true }))).toBe(expected)
  })
})

describe('currencyForCountry: the local cashbox currency, EUR elsewhere', () => {
  it.each([
    ['CA', 'CAD'],
    ['au', 'AUD'],
    ['NZ', 'NZD'],
    ['NO', 'NOK'],
    ['US', 'USD'],
    ['DE', 'EUR'],
    ['KW', 'EUR'],
    ['', 'EUR'],
    [null, 'EUR'],
  ])('%s → %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency)
    expect(isCashboxCurrency(currencyForCountry(country))).toBe(true)
  })
})

describe('formatInDisplayUnits: BTC in µBTC, ETH and LTC in milli (spec 1 §9)', () => {
  it.each([
    [100000, 'BTC', 'en', '1,000 µBTC'],
    [12345, 'BTC', 'en', '123.45 µBTC'],
    [1, 'BTC', 'en', '0.01 µBTC'],
    [1000000, 'ETH', 'en', '1 mETH'],
    [1500000000, 'ETH', 'en', '1,500 mETH'],
    [100000, 'LTC', 'en', '1 mLTC'],
    [1, 'LTC', 'en', '0.00001 mLTC'],
    [100000000, 'BCH', 'en', '1 BCH'],
    [1234, 'EUR', 'en', '€12.34'],
    [Number.NaN, 'BTC', 'en', ''],
  ])('%s %s → %j', (amount, currency, locale, expected) => {
    expect(plain(formatInDisplayUnits(amount, currency, locale))).toBe(expected)
  })
  it.each([
    ['BTC', 'µBTC'],
    ['eth', 'mETH'],
    ['LTC', 'mLTC'],
    ['USDT', undefined],
    ['EUR', undefined],
  ])('cryptoDisplayUnit(%j).label → %j', (code, label) => {
    expect(cryptoDisplayUnit(code)?.label).toBe(label)
  })
})

describe('parseMajorToMinor: typed amounts to integer minor units without floats', () => {
  it.each([
    ['12.34', 'EUR', 1234],
    ['12,34', 'EUR', 1234],
    ['12', 'EUR', 1200],
    ['12.', 'EUR', 1200],
    ['0.1', 'EUR', 10],
    ['0.29', 'EUR', 29],
    [' 1 000.50 ', 'EUR', 100050],
    ['50', 'USD', 5000],
    ['1500', 'JPY', 1500],
    ['1500.5', 'JPY', undefined],
    ['0.0001', 'BTC', 10000],
    ['0.4', 'BTC', 40000000],
    ['12', 'ETH', 12000000000],
    ['20', 'USDT', 20000000],
    ['12.345', 'EUR', undefined],
    ['-5', 'EUR', undefined],
    ['1e3', 'EUR', undefined],
    ['abc', 'EUR', undefined],
    ['', 'EUR', undefined],
    ['.5', 'EUR', undefined],
    ['99999999999999999999', 'EUR', undefined],
    ['7.77', 'XYZ', 777],
  ])('%j %s → %j', (input, currency, expected) => {
    expect(parseMajorToMinor(input, currency)).toBe(expected)
  })
})
