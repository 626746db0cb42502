// GET /api/player — the signed-in player (spec 1 §3 "User": every field, plus the other reads
// user_id, locale and nick_name). 401 `{ error: 'UNAUTHORIZED' | 'SESSION_EXPIRED' }` without a live
// session. Sign-in, registration, PATCH /api/player and update_details answer with the same shape.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { ResponsibleGamingSchema } from '../limits/user-limit.ts'
import { LicenceSchema, TimestampSchema } from '../primitives.ts'

/** A group the player belongs to (spec 1 §3: statuses are id and name). */
export const PlayerStatusSchema = z.object({ id: z.int().positive(), name: z.string() })
export type PlayerStatus = z.infer<typeof PlayerStatusSchema>

/** Birth dates travel as the form shows them, strict DD/MM/YYYY (spec 1 §5 birthday_inline). */
export const BirthDateSchema = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/)

export const PlayerSchema = z.object({
  /** Integer identity: registration picks the A/B group by its parity (spec 1 §4). */
  id: z.int().positive(),
  /** Same as `id` (spec 1 §3 "other reads"). */
  user_id: z.int().positive(),
  email: z.string(),
  nickname: z.string().nullable(),
  /** Same as `nickname` (spec 1 §3 "other reads"). */
  nick_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  date_of_birth: BirthDateSchema.nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  state: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  receive_promos: z.boolean(),
  receive_sms_promos: z.boolean(),
  /** The active wallet's currency (POST /api/player/accounts changes it). */
  currency: z.string(),
  /** The player's locale (PATCH /api/player/update_locale). */
  language: z.string(),
  /** Same as `language` (spec 1 §3 "other reads"). */
  locale: z.string(),
  statuses: z.array(PlayerStatusSchema),
  /** Fields still to fill through POST /api/auth_providers/update_details; may hold `terms_acceptance`. */
  auth_fields_missed: z.array(z.string()),
  /** null until the emailed confirmation link is opened (header notice, spec 1 §4). */
  confirmed_at: TimestampSchema.nullable(),
  created_at: TimestampSchema,
  current_sign_in_at: TimestampSchema.nullable(),
  /** The sign-in before the current one (the profile shows it). */
  last_sign_in_at: TimestampSchema.nullable(),
  deposit_bonus_code: z.string().nullable(),
  can_issue_bonuses: z.boolean(),
  autoregistered: z.boolean(),
  autologin_link: z.string().nullable(),
  /** Identity verified (documents approved). */
  verified: z.boolean(),
  license_name: LicenceSchema,
  sow_questionnaire_expires_at: TimestampSchema.nullable(),
  two_factor_enabled: z.boolean(),
  sumsub_verified: z.boolean(),
  profession: z.string().nullable(),
  /** Personal ID number (spec 1 §5 personalId: 11 characters), asked by some licences. */
  personal_id_number: z.string().nullable(),
  /**
   * A running cooling-off or self-exclusion (issue #5 item 8): while `restriction` is set the account
   * may only withdraw, read its history and manage limits; deposits and play are refused.
   */
  responsible_gaming: ResponsibleGamingSchema.optional(),
})
export type Player = z.infer<typeof PlayerSchema>

export const getPlayer = defineEndpoint({
  method: 'GET',
  path: '/api/player',
  summary: 'The signed-in player (every field of spec 1 §3 User)',
  tags: ['player'],
  response: PlayerSchema,
})
