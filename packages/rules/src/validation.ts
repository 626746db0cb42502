// Field validation rules of spec 1 §5, shared by the web forms and the platform's 422 answers.
// Every rule is pure and returns a ValidationKey, or null when the value is valid. The clock is a
// parameter where a rule needs it (ages, card expiry).
//
// Convention (as in Vuelidate, which the original forms used): every rule except required,
// mustChecked and confirmedBy lets an EMPTY value pass (null, undefined, '' or only spaces), so a
// field is optional unless `required` is in its rule list. Rules do not trim: the caller normalises.

import { V, type ValidationKey } from './validation-keys'

// groups.ts owns it, so the lobby's group checks do not pull these field rules into its first load.
export { LT_IBAN_GROUP } from './groups'

export const NICKNAME_MIN = 3 // spec 1 §9: nickname 3 to 15
export const NICKNAME_MAX = 15 // spec 1 §9: nickname 3 to 15
export const PERSONAL_ID_LENGTH = 11 // spec 1 §9: personal ID 11
export const MIN_AGE = 18 // spec 1 §9: minimum age 18
export const MIN_AGE_ESTONIA = 21 // spec 1 §9: 21 for Estonia
export const PHONE_MIN_LENGTH = 8 // spec 1 §9: phone minimum 8 characters
/** Our choice: the spec gives no password length; 6 is the common casino-platform minimum. */
export const PASSWORD_MIN_LENGTH = 6
/** Our choice: bounds hashing work on the platform; far above any real password. */
export const PASSWORD_MAX_LENGTH = 128
/** Our choice: birth dates before this year are taken as typing mistakes (invalid date). */
export const MIN_BIRTH_YEAR = 1900
/** Decimals at which multipleOf compares (spec 1 §5: compared at 3 decimals). */
export const MULTIPLE_OF_DECIMALS = 3

export type FieldRule = (value: unknown, values: Record<string, unknown>) => ValidationKey | null

// ---------------------------------------------------------------------------------------------
// helpers

/** Empty means "not filled": null, undefined, '' or only whitespace, or an empty array. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return false
}

/** Text form of a value for the character rules; numbers count as their decimal text. */
function asText(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim())
    return Number.isFinite(n) ? n : null
  }
  return null
}

/** Length in characters (code points), so an emoji or a CJK letter counts once. */
function charCount(text: string): number {
  return [...text].length
}

/** Checks text against a pattern; empty passes, non-text fails with `key`. */
function matches(value: unknown, pattern: RegExp, key: ValidationKey): ValidationKey | null {
  if (isEmpty(value)) return null
  const text = asText(value)
  return text !== null && pattern.test(text) ? null : key
}

// ---------------------------------------------------------------------------------------------
// generic rules (spec 1 §5: required, min/max length, min/max value, integer)

/** `false` counts as filled (a checkbox answer); use mustChecked to demand true. */
export function required(value: unknown): ValidationKey | null {
  return isEmpty(value) ? V.REQUIRED : null
}

export function minLength(value: unknown, n: number): ValidationKey | null {
  if (isEmpty(value)) return null
  if (Array.isArray(value)) return value.length >= n ? null : V.MIN_LENGTH
  const text = asText(value)
  return text !== null && charCount(text) >= n ? null : V.MIN_LENGTH
}

export function maxLength(value: unknown, n: number): ValidationKey | null {
  if (isEmpty(value)) return null
  if (Array.isArray(value)) return value.length <= n ? null : V.MAX_LENGTH
  const text = asText(value)
  return text !== null && charCount(text) <= n ? null : V.MAX_LENGTH
}

/** Numbers or numeric text; anything else is INVALID. */
export function minValue(n: unknown, min: number): ValidationKey | null {
  if (isEmpty(n)) return null
  const x = asNumber(n)
  if (x === null) return V.INVALID
  return x >= min ? null : V.MIN_VALUE
}

export function maxValue(n: unknown, max: number): ValidationKey | null {
  if (isEmpty(n)) return null
  const x = asNumber(n)
  if (x === null) return V.INVALID
  return x <= max ? null : V.MAX_VALUE
}

export function integer(value: unknown): ValidationKey | null {
  if (isEmpty(value)) return null
  if (typeof value === 'number') return Number.isInteger(value) ? null : V.INTEGER
  return typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? null : V.INTEGER
}

// ---------------------------------------------------------------------------------------------
// account fields

// Standard address: dot-atom local part, dotted domain with a TLD of 2+ letters (RFC 5321 lengths).
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i

/** spec 1 §5: standard address pattern, case-insensitive; message VALIDATION.EMAIL.INVALID. */
export function email(value: unknown): ValidationKey | null {
  if (isEmpty(value)) return null
  const text = asText(value)
  if (text === null || text.length > 254) return V.EMAIL_INVALID
  const local = text.slice(0, text.lastIndexOf('@'))
  if (local.length > 64) return V.EMAIL_INVALID
  return EMAIL_PATTERN.test(text) ? null : V.EMAIL_INVALID
}

/** spec 1 §5: exactly 11 characters. */
export function personalId(value: unknown): ValidationKey | null {
  if (isEmpty(value)) return null
  const text = asText(value)
  return text !== null && charCount(text) === PERSONAL_ID_LENGTH ? null : V.PERSONAL_ID
}

// Letters of any script (\p{L}), ASCII digits and the spec's symbol list; no spaces.
const PASSWORD_PATTERN = /^[\p{L}0-9|@#$^&="!№';%:?()_+\-/,.<>]+$/u

/** spec 1 §5: only letters, digits and | @ # $ ^ & = " ! № ' ; % : ? ( ) _ + - / , . < >; message WRONG_CHARTS. */
export function password(value: unknown): ValidationKey | null {
  return matches(value, PASSWORD_PATTERN, V.WRONG_CHARTS)
}

/** Our choice (the spec has no password length): at least 6, at most 128 characters. */
export function passwordLength(value: unknown): ValidationKey | null {
  if (isEmpty(value)) return null
  const text = asText(value)
  if (text === null) return V.WRONG_CHARTS
  const n = charCount(text)
  if (n < PASSWORD_MIN_LENGTH) return V.PASSWORD_TOO_SHORT
  return n > PASSWORD_MAX_LENGTH ? V.MAX_LENGTH : null
}

/** spec 1 §5: equals the other value ("passwords do not match"). Both empty is valid. */
export function confirmedBy(value: unknown, other: unknown): ValidationKey | null {
  if (isEmpty(value) && isEmpty(other)) return null
  return value === other ? null : V.PASSWORDS_DO_NOT_MATCH
}

// Letters of any script with their combining marks, spaces, digits, dot, hyphen.
const NAME_PATTERN = /^[\p{L}\p{M}0-9 .-]+$/u

/** spec 1 §5: letters, spaces, digits, dot, hyphen. */
export function nameCharts(value: unknown): ValidationKey | null {
  return matches(value, NAME_PATTERN, V.NAME_CHARTS)
}

const PHONE_PATTERN = /^[0-9+() -]+$/

/** spec 1 §5 and §9: at least 8 characters, all from digits, plus, parentheses, space, hyphen. */
export function minLangPhoneNumber(value: unknown): ValidationKey | null {
  if (isEmpty(value)) return null
  const text = asText(value)
  if (text === null || !PHONE_PATTERN.test(text)) return V.PHONE_MIN
  return text.length >= PHONE_MIN_LENGTH ? null : V.PHONE_MIN
}

/** spec 1 §5 and §9: letters, spaces, digits, dot, hyphen; 3 to 15 characters; empty allowed. */
export function nickname(value: unknown): ValidationKey | null {
  if (isEmpty(value)) return null
  const text = asText(value)
  if (text === null || !NAME_PATTERN.test(text)) return V.NICKNAME
  const n = charCount(text)
  return n >= NICKNAME_MIN && n <= NICKNAME_MAX ? null : V.NICKNAME
}

/** spec 1 §5: must be true. The HTML checkbox values 'true' and 'on' count as true too. */
export function mustChecked(value: unknown): ValidationKey | null {
  return value === true || value === 'true' || value === 'on' ? null : V.MUST_CHECKED
}

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
// dates. Calendar dates are read in UTC so the browser and the platform agree on a user's age.

export type CalendarDate = { year: number; month: number; day: number }

/** Parses strict DD/MM/YYYY (two-digit day and month, four-digit year) into a real calendar date. */
export function parseStrictDate(value: string): CalendarDate | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
  if (!m) return null
  const day = Number(m[1])
  const month = Number(m[2])
  const year = Number(m[3])
  if (month < 1 || month > 12 || day < 1) return null
  if (day > daysInMonth(year, month)) return null
  return { year, month, day }
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

function today(now: Date): CalendarDate {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() }
}

/** Full years between `birth` and `on`; someone born on 29 February turns a year older on 1 March in common years. */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day)
  return on.year - birth.year - (beforeBirthday ? 1 : 0)
}

function isBefore(a: CalendarDate, b: CalendarDate): boolean {
  if (a.year !== b.year) return a.year < b.year
  if (a.month !== b.month) return a.month < b.month
  return a.day < b.day
}

/** spec 1 §5: the Estonia flag counts when it is boolean true or the text 'true'. */
export function isEstoniaFlag(estonia: unknown): boolean {
  return estonia === true || estonia === 'true'
}

export function minAge(estonia: unknown): number {
  return isEstoniaFlag(estonia) ? MIN_AGE_ESTONIA : MIN_AGE
}

/**
 * spec 1 §5: strict DD/MM/YYYY, a real calendar date; at least 18 years old (21 with the Estonia
 * flag) on `now`, the birthday itself included. A future date or a year before 1900 is an invalid date.
 */
export function birthdayInline(
  value: unknown,
  { now, estonia = false }: { now: Date; estonia?: boolean | string | undefined },
): ValidationKey | null {
  if (isEmpty(value)) return null
  const date = typeof value === 'string' ? parseStrictDate(value) : null
  if (!date || date.year < MIN_BIRTH_YEAR) return V.BIRTHDAY_INVALID_DATE
  const on = today(now)
  if (isBefore(on, date)) return V.BIRTHDAY_INVALID_DATE
  return ageOn(date, on) >= minAge(estonia) ? null : V.BIRTHDAY_MIN_AGE
}

/** spec 1 §5: day of a split birth date, 1 or 2 digits, 1 to 31. */
export function birthDay(value: unknown): ValidationKey | null {
  if (isEmpty(value)) return null
  const text = asText(value)
  if (text === null || !/^\d{1,2}$/.test(text)) return V.BIRTH_DAY
  const n = Number(text)
  return n >= 1 && n <= 31 ? null : V.BIRTH_DAY
}

/** spec 1 §5: month of a split birth date, 1 or 2 digits, 1 to 12. */
export function birthMonth(value: unknown): ValidationKey | null {
  if (isEmpty(value)) return null
  const text = asText(value)
  if (text === null || !/^\d{1,2}$/.test(text)) return V.BIRTH_MONTH
  const n = Number(text)
  return n >= 1 && n <= 12 ? null : V.BIRTH_MONTH
}

/**
 * spec 1 §5: year of a split birth date, age above 18. With the year alone we accept anyone who
 * turns 18 during the current year (current year − year ≥ 18); the full date is checked by birthdayInline.
 */
export function birthYear(value: unknown, now: Date): ValidationKey | null {
  if (isEmpty(value)) return null
  const text = asText(value)
  if (text === null || !/^\d{4}$/.test(text)) return V.BIRTH_YEAR
  const year = Number(text)
  if (year < MIN_BIRTH_YEAR) return V.BIRTH_YEAR
  return now.getUTCFullYear() - year >= MIN_AGE ? null : V.BIRTH_YEAR
}

/** spec 1 §5: strict DD/MM/YYYY and a real calendar date. */
export function isValidDate(value: unknown): ValidationKey | null {
  if (isEmpty(value)) return null
  return typeof value === 'string' && parseStrictDate(value) ? null : V.DATE_INVALID
}

/**
 * A birth date typed in one DD/MM/YYYY field, held to every birth-date rule of spec 1 §5: its day
 * (birthDay) and month (birthMonth) first, then the whole date (isValidDate), then the age by the
 * year alone (birthYear) and by the exact date (birthday_inline, 21 with the Estonia flag).
 * 32/01/1990 → BIRTH_DAY, 01/13/1990 → BIRTH_MONTH, 31/02/1990 → DATE_INVALID, a year under 18
 * → BIRTH_YEAR, 18 only later this year → BIRTHDAY.MIN_AGE, a future date → BIRTHDAY.INVALID_DATE.
 */
export function birthDate(
  value: unknown,
  ctx: { now: Date; estonia?: boolean | string | undefined },
): ValidationKey | null {
  if (isEmpty(value)) return null
  if (typeof value !== 'string') return V.DATE_INVALID
  const [day, month, year, ...rest] = value.split('/')
  const isThreeParts = year !== undefined && rest.length === 0
  const partKey = isThreeParts ? (birthDay(day) ?? birthMonth(month)) : null
  if (partKey) return partKey
  const dateKey = isValidDate(value)
  if (dateKey) return dateKey
  const exactKey = birthdayInline(value, ctx)
  if (exactKey === V.BIRTHDAY_INVALID_DATE) return exactKey
  return birthYear(year, ctx.now) ?? exactKey
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

// ---------------------------------------------------------------------------------------------
// forms

/**
 * Runs each field's rules in order and returns only failing fields, each with its failing keys in
 * rule order (the first is the one to show). Keys are not repeated.
 */
export function validateFields(
  values: Record<string, unknown>,
  rules: Record<string, FieldRule[]>,
): Record<string, ValidationKey[]> {
  const errors: Record<string, ValidationKey[]> = {}
  for (const [field, fieldRules] of Object.entries(rules)) {
    const keys: ValidationKey[] = []
    for (const rule of fieldRules) {
      const key = rule(values[field], values)
      if (key !== null && !keys.includes(key)) keys.push(key)
    }
    if (keys.length > 0) errors[field] = keys
  }
  return errors
}

/** True when validateFields found nothing. */
export function hasNoErrors(errors: Record<string, readonly ValidationKey[]>): boolean {
  return Object.keys(errors).length === 0
}
