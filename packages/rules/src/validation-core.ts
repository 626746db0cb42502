// Field validation rules of spec 1 §5, shared by the web forms and the platform's 422 answers.
// Every rule is pure and returns a ValidationKey, or null when the value is valid. The clock is a
// parameter where a rule needs it (ages, card expiry).
//
// Convention (as in Vuelidate, which the original forms used): every rule except required,
// mustChecked and confirmedBy lets an EMPTY value pass (null, undefined, '' or only spaces), so a
// field is optional unless `required` is in its rule list. Rules do not trim: the caller normalises.

import { V, type ValidationKey } from './validation-keys'

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
export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}

export function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim())
    return Number.isFinite(n) ? n : null
  }
  return null
}

/** Length in characters (code points), so an emoji or a CJK letter counts once. */
export function charCount(text: string): number {
  return [...text].length
}

/** Checks text against a pattern; empty passes, non-text fails with `key`. */
export function matches(value: unknown, pattern: RegExp, key: ValidationKey): ValidationKey | null {
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
