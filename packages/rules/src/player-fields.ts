// Registration and profile fields of the player (spec 1 §3 User) with their validation rules
// (spec 1 §5), and the personal-info completeness check before the cashbox (spec 1 §2).

import {
  birthDate,
  confirmedBy,
  email,
  type FieldRule,
  isEmpty,
  minLangPhoneNumber,
  mustChecked,
  nameCharts,
  nickname,
  password,
  passwordLength,
  personalId,
  postalCodeByCountry,
  required,
  validateFields,
} from './validation'
import { V, type ValidationKey } from './validation-keys'

export const PLAYER_FIELD_NAMES = [
  'email',
  'password',
  'password_confirmation',
  'nickname',
  'first_name',
  'last_name',
  'date_of_birth',
  'gender',
  'country',
  'city',
  'address',
  'postal_code',
  'state',
  'mobile_phone',
  'currency',
  'receive_promos',
  'receive_sms_promos',
  'terms_acceptance',
  'personal_id',
  'profession',
] as const

export type PlayerFieldName = (typeof PLAYER_FIELD_NAMES)[number]

export function isPlayerFieldName(x: unknown): x is PlayerFieldName {
  return typeof x === 'string' && (PLAYER_FIELD_NAMES as readonly string[]).includes(x)
}

export type PlayerFieldContext = {
  now: Date
  /** The Estonia flag of birthday_inline (spec 1 §5): 21 instead of 18. */
  estonia: boolean
  /** Country for the postal-code format; falls back to the submitted `country` value. */
  country?: string | undefined
}

const countryCode: FieldRule = (value) =>
  isEmpty(value) || (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value)) ? null : V.INVALID

// Currency codes are short upper-case codes (EUR, USDT, DOG).
const currencyCode: FieldRule = (value) =>
  isEmpty(value) || (typeof value === 'string' && /^[A-Za-z0-9]{2,6}$/.test(value)) ? null : V.INVALID

/**
 * Rules per field. `required` appears as the bare function so validatePlayerFields can add or drop
 * it when the player-field info (spec 1 §3) says which fields a context requires.
 */
export const FIELD_RULES: Record<PlayerFieldName, (ctx: PlayerFieldContext) => FieldRule[]> = {
  email: () => [required, email],
  password: () => [required, password, passwordLength],
  password_confirmation: () => [(value, values) => confirmedBy(value, values.password)],
  nickname: () => [nickname],
  first_name: () => [required, nameCharts],
  last_name: () => [required, nameCharts],
  date_of_birth: (ctx) => [required, (value) => birthDate(value, { now: ctx.now, estonia: ctx.estonia })],
  gender: () => [],
  country: () => [required, countryCode],
  city: () => [required],
  address: () => [required],
  postal_code: (ctx) => [
    required,
    (value, values) =>
      postalCodeByCountry(
        value,
        ctx.country ?? (typeof values.country === 'string' ? values.country : undefined),
      ),
  ],
  state: () => [],
  mobile_phone: () => [required, minLangPhoneNumber],
  currency: () => [required, currencyCode],
  receive_promos: () => [],
  receive_sms_promos: () => [],
  terms_acceptance: () => [mustChecked],
  personal_id: () => [personalId],
  profession: () => [],
}

/** The rules of one field; with `isRequired` given, `required` is added or removed to match it. */
export function rulesForField(
  field: PlayerFieldName,
  ctx: PlayerFieldContext,
  isRequired?: boolean,
): FieldRule[] {
  const rules = FIELD_RULES[field](ctx)
  if (isRequired === undefined) return rules
  const rest = rules.filter((r) => r !== required)
  return isRequired ? [required, ...rest] : rest
}

/**
 * Errors of the visible fields only (hidden fields are neither required nor checked). Without
 * `requiredFields`, each field's own rules decide; with it, exactly those fields are required.
 */
export function validatePlayerFields(
  values: Record<string, unknown>,
  visibleFields: readonly PlayerFieldName[],
  ctx: PlayerFieldContext,
  requiredFields?: readonly PlayerFieldName[],
): Partial<Record<PlayerFieldName, ValidationKey[]>> {
  const rules: Record<string, FieldRule[]> = {}
  for (const field of visibleFields) {
    rules[field] = rulesForField(
      field,
      ctx,
      requiredFields === undefined ? undefined : requiredFields.includes(field),
    )
  }
  return validateFields(values, rules) as Partial<Record<PlayerFieldName, ValidationKey[]>>
}

/** spec 1 §2: the eight fields that make a profile complete before cashbox dialogs. */
export const PERSONAL_INFO_FIELDS = [
  'mobile_phone',
  'first_name',
  'last_name',
  'date_of_birth',
  'country',
  'city',
  'address',
  'postal_code',
] as const satisfies readonly PlayerFieldName[]

/** The personal-info fields still missing or empty, in PERSONAL_INFO_FIELDS order. */
export function missingPersonalInfo(user: Record<string, unknown>): PlayerFieldName[] {
  return PERSONAL_INFO_FIELDS.filter((f) => isEmpty(user[f]))
}

/**
 * spec 1 §2: incomplete means logged in (a user is given), the user's currency is fiat, and any of
 * the eight personal-info fields is missing or empty.
 */
export function isProfileIncomplete(
  user: { currency: string; [k: string]: unknown } | null,
  isFiat: (currency: string) => boolean,
): boolean {
  if (!user) return false
  if (!isFiat(user.currency)) return false
  return missingPersonalInfo(user).length > 0
}
