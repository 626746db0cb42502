// The profile's personal-data form (spec 1 §3 User, §5 validation): which User fields it edits, in
// which order and with which rules (the `edition` context of GET /api/info/player_fields), the PATCH
// body of what changed, and a 422 answer mapped back onto the fields.
import type { PlayerFields } from '@croupier/contract/info/get-player-fields'
import type { Player } from '@croupier/contract/player/get-player'
import type { UpdatePlayerBody } from '@croupier/contract/player/update-player'
import {
  isPlayerFieldName,
  type PlayerFieldContext,
  type PlayerFieldName,
  validatePlayerFields,
} from '@croupier/rules/player-fields'
import { deriveState } from '@croupier/rules/postal-state'
import { maxLength, minLength, required } from '@croupier/rules/validation'
import { type FieldErrors, fieldErrorsOrNull } from '../../../lib/field-errors'

/** The player-field info context the profile form reads (spec 1 §3). */
export const EDITION_CONTEXT = 'edition'

/** Every User field the profile edits as text or a choice (spec 1 §3), in the form's order. */
export const PERSONAL_FIELDS = [
  'nickname',
  'first_name',
  'last_name',
  'date_of_birth',
  'gender',
  'mobile_phone',
  'profession',
  'country',
  'city',
  'address',
  'postal_code',
  'state',
] as const satisfies readonly (keyof UpdatePlayerBody & keyof Player)[]

export type PersonalField = (typeof PERSONAL_FIELDS)[number]
export type FieldKind = 'text' | 'date' | 'phone' | 'select' | 'country'
export type PersonalValues = Record<string, string>
export type { FieldErrors }

export interface PersonalFieldSpec {
  name: string
  kind: FieldKind
  required: boolean
  /** Choices of a select (gender). */
  options?: string[]
  /** Length bounds the field info states (min_length, max_length). */
  minLength?: number
  maxLength?: number
}

/** The address block starts here; the fields before it are about the person. */
export const ADDRESS_FIELDS: readonly string[] = ['country', 'city', 'address', 'postal_code', 'state']

const KIND_BY_TYPE: Record<string, FieldKind> = {
  date: 'date',
  phone: 'phone',
  select: 'select',
  country: 'country',
}

const DEFAULT_OPTIONS: Partial<Record<string, string[]>> = { gender: ['male', 'female'] }

function numericRule(
  rules: readonly { rule: string; value?: unknown }[] | undefined,
  name: string,
): number | undefined {
  const value = rules?.find((rule) => rule.rule === name)?.value
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

/**
 * The fields the form shows: the edition context's text and choice fields (check boxes live in the
 * promotions card) in PERSONAL_FIELDS order, fields only the platform knows after them. Without the
 * field info every personal field shows and the rules package alone decides what is required.
 */
export function personalFieldSpecs(info: PlayerFields | null | undefined): PersonalFieldSpec[] {
  const listed = info?.contexts[EDITION_CONTEXT]
  const entries = listed ?? PERSONAL_FIELDS.map((field) => ({ field, required: false }))
  const specs = entries
    .map(({ field, required: isRequired }): PersonalFieldSpec | null => {
      const known = info?.fields.find((candidate) => candidate.field === field)
      if (known?.type === 'boolean' || field.startsWith('receive_')) return null
      if (known && (known.type === 'password' || known.type === 'email' || known.type === 'currency'))
        return null
      const options = known?.options ?? DEFAULT_OPTIONS[field]
      const spec: PersonalFieldSpec = {
        name: field,
        kind: KIND_BY_TYPE[known?.type ?? ''] ?? (field === 'gender' ? 'select' : 'text'),
        required: listed ? isRequired : false,
      }
      if (options) spec.options = options
      const min = numericRule(known?.rules, 'min_length')
      const max = numericRule(known?.rules, 'max_length')
      if (min !== undefined) spec.minLength = min
      if (max !== undefined) spec.maxLength = max
      return spec
    })
    .filter((spec): spec is PersonalFieldSpec => spec !== null)
  const rank = (name: string) => {
    const index = (PERSONAL_FIELDS as readonly string[]).indexOf(name)
    return index === -1 ? PERSONAL_FIELDS.length : index
  }
  return specs
    .map((spec, index) => ({ spec, index }))
    .sort((a, b) => rank(a.spec.name) - rank(b.spec.name) || a.index - b.index)
    .map(({ spec }) => spec)
}

/** The form's starting values: the player's fields as text, '' for what is not set. */
export function valuesFromPlayer(
  player: Partial<Player>,
  specs: readonly PersonalFieldSpec[],
): PersonalValues {
  const values: PersonalValues = {}
  for (const spec of specs) {
    const value = (player as Record<string, unknown>)[spec.name]
    values[spec.name] = typeof value === 'string' ? value : ''
  }
  return values
}

/** Trimmed values: a pasted trailing space is no typo to reject. */
export function normaliseValues(values: PersonalValues): PersonalValues {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()]))
}

/**
 * Errors per field as message keys, the first one shown. The rules package (spec 1 §5) checks the
 * fields it knows with the context's required list; the field info adds its length bounds; a field
 * only the platform knows is checked for presence when required.
 */
export function validatePersonalData(
  values: PersonalValues,
  specs: readonly PersonalFieldSpec[],
  ctx: PlayerFieldContext,
): FieldErrors {
  const clean = normaliseValues(values)
  const known = specs.filter((spec) => isPlayerFieldName(spec.name))
  const names = known.map((spec) => spec.name as PlayerFieldName)
  const requiredNames = known.filter((spec) => spec.required).map((spec) => spec.name as PlayerFieldName)
  const errors: FieldErrors = {}
  const fromRules = validatePlayerFields(
    clean,
    names,
    { ...ctx, country: clean.country || ctx.country },
    requiredNames,
  )
  for (const [field, keys] of Object.entries(fromRules))
    if (keys && keys.length > 0) errors[field] = [...keys]
  for (const spec of specs) {
    const value = clean[spec.name] ?? ''
    const extra = [
      isPlayerFieldName(spec.name) ? null : spec.required ? required(value) : null,
      spec.minLength === undefined ? null : minLength(value, spec.minLength),
      spec.maxLength === undefined ? null : maxLength(value, spec.maxLength),
    ].filter((key): key is NonNullable<typeof key> => key !== null)
    if (extra.length === 0) continue
    errors[spec.name] = [
      ...(errors[spec.name] ?? []),
      ...extra.filter((key) => !errors[spec.name]?.includes(key)),
    ]
  }
  return errors
}

/** The PATCH /api/player body: only the fields that changed, an emptied field as null. */
export function changedFields(initial: PersonalValues, values: PersonalValues): UpdatePlayerBody {
  const clean = normaliseValues(values)
  const body: Record<string, string | null> = {}
  for (const [name, value] of Object.entries(clean)) {
    if (value === (initial[name] ?? '').trim()) continue
    body[name] = value === '' ? null : value
  }
  return body as UpdatePlayerBody
}

/** A 422's errors split into those a shown field displays and the rest (shown above the form). */
export function splitServerErrors(
  errors: FieldErrors,
  specs: readonly PersonalFieldSpec[],
): { fields: FieldErrors; form: string[] } {
  const names = new Set(specs.map((spec) => spec.name))
  const fields: FieldErrors = {}
  const form: string[] = []
  for (const [field, messages] of Object.entries(errors)) {
    if (names.has(field)) fields[field] = messages
    else form.push(...messages)
  }
  return { fields, form }
}

/**
 * The state the platform will fill in when the player leaves it empty (spec 1 §4, CA and AU), so
 * the form can say so before saving; null when nothing will be derived.
 */
export function stateHint(values: PersonalValues): string | null {
  if ((values.state ?? '').trim() !== '') return null
  return deriveState(values.country, values.postal_code?.trim())
}

/** The first message key of each field with errors, for the form and the report. */
export function firstErrors(errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [field, keys] of Object.entries(errors)) if (keys[0]) out[field] = keys[0]
  return out
}

/** The field errors of a 422 body, or null (lib/field-errors). */
export const validationErrorsOf = fieldErrorsOrNull
