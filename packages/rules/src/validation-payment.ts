// Money, card, bank and postal-code rules of spec 1 §5 (conventions in validation-core.ts).

import { asNumber, asText, isEmpty, MULTIPLE_OF_DECIMALS, matches } from './validation-core'
import { V, type ValidationKey } from './validation-keys'

// ---------------------------------------------------------------------------------------------
// money

/** spec 1 §5: the amount is not above the given maximum (both in minor units). */
export function checkBalance(amountCents: unknown, maxCents: number): ValidationKey | null {
  if (isEmpty(amountCents)) return null
  const x = asNumber(amountCents)
  if (x === null) return V.INVALID
  return x <= maxCents ? null : V.NOT_ENOUGH_MONEY
}

/** spec 1 §5: a multiple of `step`, compared at 3 decimals so 0.3 is a multiple of 0.1. A step of 0 or less checks nothing. */
export function multipleOf(value: unknown, step: number): ValidationKey | null {
  if (isEmpty(value)) return null
  const x = asNumber(value)
  if (x === null) return V.INVALID
  const scale = 10 ** MULTIPLE_OF_DECIMALS
  const unit = Math.round(step * scale)
  if (unit <= 0) return null
  return Math.round(x * scale) % unit === 0 ? null : V.MULTIPLE_OF
}

// ---------------------------------------------------------------------------------------------
// cards

/** Parses MM/YY into month and four-digit year (20YY). */
export function parseExpiration(value: string): { month: number; year: number } | null {
  const m = /^(\d{2})\/(\d{2})$/.exec(value.trim())
  if (!m) return null
  const month = Number(m[1])
  const yy = Number(m[2])
  if (month < 1 || month > 12 || yy <= 0) return null
  return { month, year: 2000 + yy }
}

/** spec 1 §5: MM/YY, month 1 to 12, year above 0. */
export function isExpirationValid(value: unknown): ValidationKey | null {
  if (isEmpty(value)) return null
  return typeof value === 'string' && parseExpiration(value) ? null : V.EXPIRATION_INVALID
}

/** spec 1 §5: MM/YY not before the current month (a card is valid through its expiry month). */
export function isValidCardExpire(value: unknown, now: Date): ValidationKey | null {
  if (isEmpty(value)) return null
  const exp = typeof value === 'string' ? parseExpiration(value) : null
  if (!exp) return V.EXPIRATION_INVALID
  const y = now.getUTCFullYear()
  const m = now.getUTCMonth() + 1
  return exp.year > y || (exp.year === y && exp.month >= m) ? null : V.CARD_EXPIRED
}

function stripSpaces(text: string): string {
  return text.replace(/\s+/g, '')
}

/** The Luhn (mod 10) check digit test. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** spec 1 §5 "passes a card number check": spaces removed, 12 to 19 digits, Luhn valid. */
export function cardNumber(value: unknown): ValidationKey | null {
  if (isEmpty(value)) return null
  const text = asText(value)
  if (text === null) return V.CARD_NUMBER
  const digits = stripSpaces(text)
  return /^\d{12,19}$/.test(digits) && luhnValid(digits) ? null : V.CARD_NUMBER
}

/**
 * spec 1 §5: spaces removed, at least 6 characters, and the number does not start with a blocked
 * BIN (the spec's list is empty). Too short is CARD_NUMBER; a blocked prefix is CARD_BIN_BLOCKED.
 */
export function cardNumberDepBin(value: unknown, blockedBins: readonly string[] = []): ValidationKey | null {
  if (isEmpty(value)) return null
  const text = asText(value)
  if (text === null) return V.CARD_NUMBER
  const digits = stripSpaces(text)
  if (digits.length < 6) return V.CARD_NUMBER
  return blockedBins.some((bin) => bin !== '' && digits.startsWith(stripSpaces(bin)))
    ? V.CARD_BIN_BLOCKED
    : null
}

/** spec 1 §5: letters and spaces, read as the English letters A to Z (e.g. a cardholder name). */
export function onlyEnglishCharacters(value: unknown): ValidationKey | null {
  return matches(value, /^[A-Za-z ]+$/, V.ONLY_ENGLISH)
}

// ---------------------------------------------------------------------------------------------
// bank and address

/** spec 1 §5: letters, digits, spaces. */
export function ibanValidation(value: unknown): ValidationKey | null {
  return matches(value, /^[A-Za-z0-9 ]+$/, V.IBAN)
}

/** spec 1 §5: an IBAN starting with LT (any case, leading spaces ignored); the caller adds group 1101. */
export function ibanIsLT(value: unknown): boolean {
  return typeof value === 'string' && value.trim().toUpperCase().startsWith('LT')
}

/** spec 1 §5 ibanValidationLT as a rule: IBAN_LT when the IBAN is Lithuanian, for the LT message. */
export function ibanValidationLT(value: unknown): ValidationKey | null {
  return ibanIsLT(value) ? V.IBAN_LT : null
}

/** Known country formats; case-insensitive; the single space in CA, GB, NL, IE and the hyphen in BR, JP are optional. */
export const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  US: /^\d{5}(?:-\d{4})?$/,
  GB: /^(?:GIR ?0AA|(?:[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPS-UW]|[A-HK-Y]\d[ABEHMNPRV-Y])) ?\d[ABD-HJLNP-UW-Z]{2})$/i,
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  NO: /^\d{4}$/,
  DK: /^\d{4}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  FI: /^\d{5}$/,
  EE: /^\d{5}$/,
  NL: /^[1-9]\d{3} ?[A-Z]{2}$/i,
  IE: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i,
  BR: /^\d{5}-?\d{3}$/,
  JP: /^\d{3}-?\d{4}$/,
}

/** Other countries: letters, digits, hyphen or space. */
export const POSTAL_CODE_FALLBACK = /^[\p{L}0-9 -]+$/u

/** spec 1 §5: the country's format when known, else letters, digits, hyphen or space. */
export function postalCodeByCountry(
  value: unknown,
  country: string | null | undefined,
): ValidationKey | null {
  const code = (country ?? '').trim().toUpperCase()
  return matches(value, POSTAL_CODE_PATTERNS[code] ?? POSTAL_CODE_FALLBACK, V.POSTAL_CODE)
}
