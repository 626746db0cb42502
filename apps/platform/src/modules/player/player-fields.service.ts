// The platform side of spec 1 §5: which fields a context (registration, edition…) shows and requires
// comes from the operator's player-fields config (GET /api/info/player_fields); the rules package
// checks them, so the 422 keys are the ones the web form shows.
import { PlayerFieldsSchema } from '@croupier/contract/info/get-player-fields'
import { isPlayerFieldName, type PlayerFieldName, validatePlayerFields } from '@croupier/rules/player-fields'
import { isEmpty, maxLength, minLength, mustChecked, personalId, required } from '@croupier/rules/validation'
import type { ValidationKey } from '@croupier/rules/validation-keys'
import type { Database } from '../../db/client.ts'
import { readConfig } from '../config/config.service.ts'

export interface ContextFields {
  visible: string[]
  required: string[]
  /** min_length / max_length bounds the config adds to a field. */
  lengths: Record<string, { min?: number; max?: number }>
}

export async function contextFields(db: Database, context: string): Promise<ContextFields> {
  const config = await readConfig(db, 'player-fields', PlayerFieldsSchema)
  const fields = config.contexts[context] ?? []
  const lengths: ContextFields['lengths'] = {}
  for (const field of config.fields) {
    for (const rule of field.rules) {
      if (typeof rule.value !== 'number') continue
      if (rule.rule === 'min_length') lengths[field.field] = { ...lengths[field.field], min: rule.value }
      if (rule.rule === 'max_length') lengths[field.field] = { ...lengths[field.field], max: rule.value }
    }
  }
  return {
    visible: fields.map((f) => f.field),
    required: fields.filter((f) => f.required).map((f) => f.field),
    lengths,
  }
}

/** Checkbox answers arrive as booleans or their text forms; anything else is "not given". */
export function toFlag(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === '1') return true
  if (value === false || value === 'false' || value === '0') return false
  return undefined
}

/** Trimmed text, or null when empty. */
export function toText(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}

/** Rules for the fields the rules package does not name (spec 1 §5 personalId, must_checked). */
const EXTRA_RULES: Record<string, ((value: unknown) => ValidationKey | null)[]> = {
  age_acceptance: [mustChecked],
  personal_id_number: [personalId],
}

/**
 * Errors of `fields` (a subset of the context's visible fields) in `values`. `now` and `estonia`
 * feed the birthday rule (18, or 21 under the EE licence).
 */
export function validateContextFields(
  values: Record<string, unknown>,
  fields: readonly string[],
  context: ContextFields,
  options: { now: Date; estonia: boolean },
): Record<string, string[]> {
  const known = fields.filter(isPlayerFieldName) as PlayerFieldName[]
  const requiredKnown = context.required.filter(isPlayerFieldName) as PlayerFieldName[]
  const errors: Record<string, string[]> = {
    ...validatePlayerFields(values, known, { now: options.now, estonia: options.estonia }, requiredKnown),
  }
  const add = (field: string, key: ValidationKey | null) => {
    if (!key) return
    const list = errors[field] ?? []
    if (!list.includes(key)) list.push(key)
    errors[field] = list
  }
  for (const field of fields) {
    const value = values[field]
    if (!isPlayerFieldName(field)) {
      if (context.required.includes(field)) add(field, required(value))
      for (const rule of EXTRA_RULES[field] ?? []) add(field, rule(value))
    }
    const bounds = context.lengths[field]
    if (bounds && !isEmpty(value)) {
      if (bounds.min !== undefined) add(field, minLength(value, bounds.min))
      if (bounds.max !== undefined) add(field, maxLength(value, bounds.max))
    }
  }
  return errors
}
