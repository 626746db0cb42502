// Currencies: the known list with minor units, currency groups, display of integer minor units.
// Implements spec 1 §3 (currency entity), §9 (currencies, default EUR, crypto display units, 8 fraction
// digits) and spec 2 §9 (cashbox currencies, coin address lookup).

export type CurrencyInfo = { code: string; fiat: boolean; subunits_to_unit: number }
export type KnownCurrency = CurrencyInfo & { enabled: boolean }

export const DEFAULT_CURRENCY = 'EUR' // spec 1 §9
export const MAX_DISPLAY_FRACTION_DIGITS = 8 // spec 1 §9: number display up to 8 fraction digits

/**
 * Enabled by default: AUD, CAD, NZD, EUR, USD, JPY, NOK, BRL, BTC, ETH, BCH, LTC, DOG, USDT; also known:
 * GBP, PLN, INR, USDC, BNB, ADA, TRX (spec 1 §9), and KZT for the cashbox (spec 2 §9).
 * subunits_to_unit is the platform's storage unit, not the chain's smallest unit (ETH in 1e-9 = gwei).
 */
export const CURRENCIES: readonly KnownCurrency[] = [
  { code: 'AUD', fiat: true, subunits_to_unit: 100, enabled: true },
  { code: 'CAD', fiat: true, subunits_to_unit: 100, enabled: true },
  { code: 'NZD', fiat: true, subunits_to_unit: 100, enabled: true },
  { code: 'EUR', fiat: true, subunits_to_unit: 100, enabled: true },
  { code: 'USD', fiat: true, subunits_to_unit: 100, enabled: true },
  { code: 'JPY', fiat: true, subunits_to_unit: 1, enabled: true },
  { code: 'NOK', fiat: true, subunits_to_unit: 100, enabled: true },
  { code: 'BRL', fiat: true, subunits_to_unit: 100, enabled: true },
  { code: 'BTC', fiat: false, subunits_to_unit: 100_000_000, enabled: true },
  { code: 'ETH', fiat: false, subunits_to_unit: 1_000_000_000, enabled: true },
  { code: 'BCH', fiat: false, subunits_to_unit: 100_000_000, enabled: true },
  { code: 'LTC', fiat: false, subunits_to_unit: 100_000_000, enabled: true },
  { code: 'DOG', fiat: false, subunits_to_unit: 100_000_000, enabled: true },
  { code: 'USDT', fiat: false, subunits_to_unit: 1_000_000, enabled: true },
  { code: 'GBP', fiat: true, subunits_to_unit: 100, enabled: false },
  { code: 'PLN', fiat: true, subunits_to_unit: 100, enabled: false },
  { code: 'INR', fiat: true, subunits_to_unit: 100, enabled: false },
  { code: 'KZT', fiat: true, subunits_to_unit: 100, enabled: false },
  { code: 'USDC', fiat: false, subunits_to_unit: 1_000_000, enabled: false },
  { code: 'BNB', fiat: false, subunits_to_unit: 100_000_000, enabled: false },
  { code: 'ADA', fiat: false, subunits_to_unit: 1_000_000, enabled: false },
  { code: 'TRX', fiat: false, subunits_to_unit: 1_000_000, enabled: false },
] // spec 1 §9

export const CASHBOX_CURRENCIES = ['EUR', 'USD', 'AUD', 'CAD', 'NZD', 'BRL', 'NOK', 'JPY', 'KZT'] as const // spec 1 §9, spec 2 §9
export const CRYPTO_ADDRESS_CURRENCIES = ['BTC', 'BCH', 'ETH', 'LTC', 'DOG', 'USDT'] as const // spec 2 §9
export const THRESHOLD_CURRENCY_ALIAS: Readonly<Record<string, string>> = {
  NOK: 'USD',
  PLN: 'USD',
  JPY: 'USD',
} // spec 1 §9
/** The currency a visitor's country pays in, where the cashbox has it; other countries get EUR. */
export const COUNTRY_CURRENCIES: Readonly<Record<string, string>> = {
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  NO: 'NOK',
  BR: 'BRL',
  JP: 'JPY',
  KZ: 'KZT',
  US: 'USD',
}
/** Other spellings seen in payment data (spec 2 §9 writes DOGE). */
export const CURRENCY_CODE_ALIASES: Readonly<Record<string, string>> = { DOGE: 'DOG' }

export type CryptoDisplayUnit = { factor: number; prefix: 'm' | 'µ' }
export const CRYPTO_DISPLAY_UNITS: Readonly<Record<string, CryptoDisplayUnit>> = {
  ETH: { factor: 0.001, prefix: 'm' },
  LTC: { factor: 0.001, prefix: 'm' },
  BTC: { factor: 0.000001, prefix: 'µ' },
} // spec 1 §9: ETH and LTC milli (0.001), BTC micro (1e-6)

const BY_CODE: ReadonlyMap<string, KnownCurrency> = new Map(CURRENCIES.map((c) => [c.code, c]))

/** Upper-cased, trimmed code with aliases applied ('doge' → 'DOG'). */
export function normaliseCurrencyCode(code: string): string {
  const upper = code.trim().toUpperCase()
  return CURRENCY_CODE_ALIASES[upper] ?? upper
}

export function currencyInfo(code: string): KnownCurrency | undefined {
  return BY_CODE.get(normaliseCurrencyCode(code))
}

/** The local currency of a country (ISO 3166-1 alpha-2), else the default currency, EUR (spec 1 §9). */
export function currencyForCountry(country: string | null | undefined): string {
  return COUNTRY_CURRENCIES[(country ?? '').trim().toUpperCase()] ?? DEFAULT_CURRENCY
}

/** Unknown codes are treated as fiat. */
export function isCrypto(code: string): boolean {
  return currencyInfo(code)?.fiat === false
}

export function isEnabledCurrency(code: string): boolean {
  return currencyInfo(code)?.enabled === true
}

export function isCashboxCurrency(code: string): boolean {
  return (CASHBOX_CURRENCIES as readonly string[]).includes(normaliseCurrencyCode(code))
}

/** Currency whose threshold table applies: NOK, PLN, JPY use USD (spec 1 §9). */
export function thresholdCurrency(code: string): string {
  const c = normaliseCurrencyCode(code)
  return THRESHOLD_CURRENCY_ALIAS[c] ?? c
}

function fractionDigits(subunits: number): number {
  return Math.max(0, Math.round(Math.log10(subunits)))
}

/** A locale Intl accepts; malformed tags fall back to 'en' so display never throws. */
function displayLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en'
  } catch {
    return 'en'
  }
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat(displayLocale(locale), options)
}

/**
 * Display text of an integer amount in minor units (spec 1 §9). Fiat uses Intl currency style with the
 * currency's fraction digits; crypto shows up to 8 fraction digits and the code ('0.0005 BTC'). Unknown
 * codes are shown as fiat with 2 digits. Fractions of a minor unit are rounded; non-finite amounts give ''.
 * Floats appear only here, at display.
 */
export function formatMinorUnits(
  amountCents: number,
  currency: string,
  locale: string,
  options: { dropWholeFraction?: boolean } = {},
): string {
  if (!Number.isFinite(amountCents)) return ''
  const code = normaliseCurrencyCode(currency)
  const info = currencyInfo(code)
  const subunits = info?.subunits_to_unit ?? 100
  const major = Math.round(amountCents) / subunits
  if (info?.fiat === false) {
    const digits = Math.min(MAX_DISPLAY_FRACTION_DIGITS, fractionDigits(subunits))
    return `${numberFormat(locale, { maximumFractionDigits: digits }).format(major)} ${code}`
  }
  // Promotional amounts read better whole: '€1,500' rather than '€1,500.00'.
  const digits = options.dropWholeFraction && Number.isInteger(major) ? 0 : fractionDigits(subunits)
  try {
    return new Intl.NumberFormat(displayLocale(locale), {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(major)
  } catch {
    const plain = numberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(major)
    return code === '' ? plain : `${plain} ${code}`
  }
}

/** Display unit of a crypto currency ('mETH', 'µBTC'), or undefined when it is shown in whole coins. */
export function cryptoDisplayUnit(currency: string): (CryptoDisplayUnit & { label: string }) | undefined {
  const code = normaliseCurrencyCode(currency)
  const unit = CRYPTO_DISPLAY_UNITS[code]
  return unit === undefined ? undefined : { ...unit, label: `${unit.prefix}${code}` }
}

/** Amount in minor units shown in the crypto display unit: 100000 sat → '1,000 µBTC' (spec 1 §9). */
export function formatInDisplayUnits(amountCents: number, currency: string, locale: string): string {
  const unit = cryptoDisplayUnit(currency)
  const info = currencyInfo(currency)
  if (unit === undefined || info === undefined || !Number.isFinite(amountCents)) {
    return formatMinorUnits(amountCents, currency, locale)
  }
  // Display units are whole powers of ten below the coin, so minor units per display unit is exact.
  const minorPerDisplayUnit = Math.round(info.subunits_to_unit * unit.factor)
  const value = Math.round(amountCents) / minorPerDisplayUnit
  const digits = Math.min(MAX_DISPLAY_FRACTION_DIGITS, fractionDigits(minorPerDisplayUnit))
  return `${numberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${unit.label}`
}

/**
 * Parses a typed amount in major units ('12.34', '12,34', '0.0001') into integer minor units without
 * float arithmetic. undefined for garbage, negatives or more fraction digits than the currency has.
 */
export function parseMajorToMinor(input: string, currency: string): number | undefined {
  const info = currencyInfo(currency)
  const digits = fractionDigits(info?.subunits_to_unit ?? 100)
  const text = input.trim().replace(/[\s_]/g, '').replace(',', '.')
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text)
  if (match === null) return undefined
  const whole = match[1] ?? '0'
  const fraction = match[2] ?? ''
  if (fraction.length > digits) return undefined
  const minor = Number(`${whole}${fraction.padEnd(digits, '0')}`)
  return Number.isSafeInteger(minor) ? minor : undefined
}
