// Field validation rules of spec 1 §5, shared by the web forms and the platform's 422 answers:
// the account fields and validateFields here, the rest by topic in validation-*.ts (re-exported).

import {
  asText,
  charCount,
  type FieldRule,
  isEmpty,
  matches,
  NICKNAME_MAX,
  NICKNAME_MIN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSONAL_ID_LENGTH,
  PHONE_MIN_LENGTH,
} from './validation-core'
import { V, type ValidationKey } from './validation-keys'

// groups.ts owns it, so the lobby's group checks do not pull these field rules into its first load.
export { LT_IBAN_GROUP } from './groups'
export * from './validation-core'
export * from './validation-dates'
export * from './validation-payment'

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
