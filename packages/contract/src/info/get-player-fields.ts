// GET /api/info/player_fields — which profile fields each context asks for, and their rules
// (spec 1 §3 "Player field info", §5 validation rules). Field visibility per context comes from here.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

/** Rule names of spec 1 §5; `value` carries the rule's parameter (a length, a field name, a step). */
export const FIELD_RULES = [
  'required',
  'min_length',
  'max_length',
  'min_value',
  'max_value',
  'integer',
  'email',
  'personalId',
  'password',
  'confirmedBy',
  'nameCharts',
  'minLangPhoneNumber',
  'must_checked',
  'nickname',
  'birthday_inline',
  'onlyEnglishCharacters',
  'ibanValidation',
  'ibanValidationLT',
  'postalCodeByCountry',
] as const

export const FieldRuleSchema = z.object({
  rule: z.enum(FIELD_RULES),
  value: z.union([z.string(), z.number(), z.boolean()]).optional(),
})

export const PlayerFieldSchema = z.object({
  field: z.string(),
  type: z.enum(['string', 'email', 'password', 'phone', 'date', 'select', 'country', 'currency', 'boolean']),
  /** Allowed values of a `select` field (gender, currency…). */
  options: z.array(z.string()).optional(),
  rules: z.array(FieldRuleSchema),
})

/** A field as a context asks for it; `required` drives the profile-completion popup (spec 1 §2). */
export const ContextFieldSchema = z.object({ field: z.string(), required: z.boolean() })

/** registration, deposit, cashout, edition, and `provider:<slug>` for provider-specific contexts. */
export const PLAYER_FIELD_BASE_CONTEXTS = ['registration', 'deposit', 'cashout', 'edition'] as const

export const PlayerFieldsSchema = z.object({
  fields: z.array(PlayerFieldSchema),
  contexts: z.record(z.string(), z.array(ContextFieldSchema)),
})
export type PlayerFields = z.infer<typeof PlayerFieldsSchema>
export type PlayerField = z.infer<typeof PlayerFieldSchema>
export type FieldRule = z.infer<typeof FieldRuleSchema>

export const getPlayerFields = defineEndpoint({
  method: 'GET',
  path: '/api/info/player_fields',
  summary: 'Profile fields per context with their validation rules',
  tags: ['info'],
  response: PlayerFieldsSchema,
})
