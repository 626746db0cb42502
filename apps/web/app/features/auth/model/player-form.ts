// The player forms' model (registration, personal info): which fields show and which are required,
// taken from GET /api/info/player_fields for a context (spec 1 §3 "Player field info"); validation
// with the rules package (spec 1 §5); server 422 answers mapped onto fields; and the report of a
// failed submit to PUT /metrics-errors-validation (spec 1 §5 "key and first message").
import type { PlayerField, PlayerFields } from '@croupier/contract/info/get-player-fields'
import type { ValidationMetrics } from '@croupier/contract/metrics/put-metrics-errors-validation'
import {
  isPlayerFieldName,
  type PlayerFieldContext,
  type PlayerFieldName,
  validatePlayerFields,
} from '@croupier/rules/player-fields'
import { mustChecked, required } from '@croupier/rules/validation'
import type { FieldErrors } from './auth-errors'

export type FieldType = PlayerField['type']
export type FormValue = string | boolean
export type FormValues = Record<string, FormValue>

export interface FormField {
  name: string
  type: FieldType
  required: boolean
  /** Allowed values of a select (gender…). */
  options?: string[]
}

/** Fields of player_fields the platform answers that are not in the rules' list (e.g. age_acceptance). */
function fieldInfo(info: PlayerFields, name: string): PlayerField | undefined {
  return info.fields.find((field) => field.field === name)
}

/**
 * The fields a context shows, in the context's order, with the check boxes last: the optional ones
 * (promotions) before the required ones (terms, age), as a form ends with its consents.
 */
export function contextFields(info: PlayerFields, context: string): FormField[] {
  const listed = info.contexts[context] ?? []
  const fields = listed.map(({ field, required: isRequired }): FormField => {
    const known = fieldInfo(info, field)
    const type: FieldType = known?.type ?? (field.endsWith('_acceptance') ? 'boolean' : 'string')
    return known?.options
      ? { name: field, type, required: isRequired, options: known.options }
      : { name: field, type, required: isRequired }
  })
  const rank = (field: FormField) => (field.type !== 'boolean' ? 0 : field.required ? 2 : 1)
  return fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => rank(a.field) - rank(b.field) || a.index - b.index)
    .map(({ field }) => field)
}

/** Text fields are trimmed (a pasted space is not a typo to reject); passwords are kept as typed. */
export function normaliseValues(values: FormValues, fields: readonly FormField[]): FormValues {
  const out: FormValues = {}
  for (const field of fields) {
    const value = values[field.name]
    if (value === undefined) continue
    out[field.name] = typeof value === 'string' && field.type !== 'password' ? value.trim() : value
  }
  return out
}

/**
 * Errors of every shown field, each a list of message keys whose first one is shown. The rules of
 * @croupier/rules/player-fields decide for the fields they know; a field only the platform knows
 * (age_acceptance) is a consent that must be checked when required, or a plain required value.
 */
export function validateForm(
  values: FormValues,
  fields: readonly FormField[],
  ctx: PlayerFieldContext,
  info?: PlayerFields,
): FieldErrors {
  const known = fields.filter((field) => isPlayerFieldName(field.name))
  const names = known.map((field) => field.name as PlayerFieldName)
  const requiredNames = known.filter((field) => field.required).map((field) => field.name as PlayerFieldName)
  const errors: FieldErrors = { ...validatePlayerFields(values, names, ctx, requiredNames) }
  for (const field of fields) {
    if (isPlayerFieldName(field.name)) continue
    const value = values[field.name]
    const mustCheck =
      field.type === 'boolean' &&
      (field.required || (info && fieldInfo(info, field.name)?.rules.some((r) => r.rule === 'must_checked')))
    const key = mustCheck ? mustChecked(value) : field.required ? required(value) : null
    if (key) errors[field.name] = [key]
  }
  return errors
}

/** A 422's errors split into those a shown field displays and the rest (shown above the form). */
export function mapServerErrors(
  errors: FieldErrors,
  fields: readonly FormField[],
): { fields: FieldErrors; form: string[] } {
  const names = new Set(fields.map((field) => field.name))
  const out: FieldErrors = {}
  const form: string[] = []
  for (const [field, messages] of Object.entries(errors)) {
    if (names.has(field)) out[field] = messages
    else form.push(...messages)
  }
  return { fields: out, form }
}

/** The contract caps a report at 50 errors. */
const MAX_REPORTED_ERRORS = 50

/** PUT /metrics-errors-validation body: one entry per failing field, its first message (spec 1 §5). */
export function validationReport(
  errors: FieldErrors,
  component: string,
  side: ValidationMetrics['side'] = 'client',
): ValidationMetrics | null {
  const entries = Object.entries(errors)
    .filter(([, messages]) => messages.length > 0)
    .slice(0, MAX_REPORTED_ERRORS)
    .map(([key, messages]) => ({ key, message: messages[0] as string }))
  return entries.length > 0 ? { side, component, errors: entries } : null
}

/** Initial values: check boxes off, selects at their defaults, text empty. */
export function initialValues(fields: readonly FormField[], defaults: FormValues = {}): FormValues {
  const values: FormValues = {}
  for (const field of fields)
    values[field.name] = defaults[field.name] ?? (field.type === 'boolean' ? false : '')
  return values
}
