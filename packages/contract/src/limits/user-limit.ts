// The user limit of the wire (spec 1 §3 "User limit") and the refusals limits cause (spec 1 §4
// "Limit reached"). Shared by every /api/user_limits endpoint, play, the cashbox and the profile.
import { LIMIT_PERIODS, LIMIT_TYPES } from '@croupier/rules/limits'
import { z } from 'zod'
import { CentsSchema, CurrencyCodeSchema, TimestampSchema } from '../primitives.ts'

export const LimitTypeSchema = z.enum(LIMIT_TYPES)
export const LimitPeriodSchema = z.enum(LIMIT_PERIODS)

/** One currency account of a money limit; `current_value_amount_cents` is what the period counted. */
export const LimitAccountSchema = z.object({
  currency: CurrencyCodeSchema,
  amount_cents: CentsSchema,
  current_value_amount_cents: CentsSchema,
})
export type LimitAccount = z.infer<typeof LimitAccountSchema>

export const UserLimitSchema = z.object({
  id: z.string(),
  type: LimitTypeSchema,
  period: LimitPeriodSchema,
  /** Money limits (loss, wager, deposit): exactly one currency account. Empty for the other types. */
  accounts: z.array(LimitAccountSchema),
  /** Session limit: minutes of play allowed per period; null for the other types. */
  minutes: z.int().positive().nullable(),
  /** Session limit: minutes played in the period so far. */
  current_minutes: z.int().nonnegative().nullable(),
  /**
   * `active`; `pending_increase` / `pending_removal`: asked for, applies at `applies_at` once the
   * emailed link was confirmed (until then the limit holds at its current amount).
   */
  status: z.enum(['active', 'pending_increase', 'pending_removal']),
  pending_amount_cents: CentsSchema.nullable(),
  pending_minutes: z.int().positive().nullable(),
  applies_at: TimestampSchema.nullable(),
  /** The emailed link of the pending change was opened. */
  pending_confirmed: z.boolean(),
  /** spec 1 §4 "Limit reached", computed by the platform for the limit's own currency. */
  reached: z.boolean(),
  created_at: TimestampSchema,
  /** Cooling-off and self-exclusion: when the block ends; null for `forever` and for other types. */
  ends_at: TimestampSchema.nullable(),
})
export type UserLimit = z.infer<typeof UserLimitSchema>

/** The account is blocked from deposits and play (GET /api/player `responsible_gaming`). */
export const ResponsibleGamingSchema = z.object({
  restriction: z.enum(['coolingoff', 'selfexclusion']).nullable(),
  /** When the restriction ends; null while none, or for a `forever` self-exclusion. */
  until: TimestampSchema.nullable(),
})
export type ResponsibleGaming = z.infer<typeof ResponsibleGamingSchema>

/** Error codes limits add (packages/contract/src/errors.ts). */
export const LIMIT_ERROR_CODES = [
  'LIMIT_REACHED',
  'COOLING_OFF',
  'SELF_EXCLUDED',
  'LIMIT_LOCKED',
  'LIMIT_TOKEN_INVALID',
] as const

/**
 * 403 COOLING_OFF / SELF_EXCLUDED: a deposit, a game launch or a round while the account is blocked
 * (demo too for a signed-in player). `until` is null for a `forever` self-exclusion.
 */
export const RestrictedErrorSchema = z.object({
  error: z.enum(['COOLING_OFF', 'SELF_EXCLUDED']),
  message: z.string(),
  until: TimestampSchema.nullable(),
})
export type RestrictedErrorBody = z.infer<typeof RestrictedErrorSchema>

/**
 * 409 LIMIT_REACHED: the deposit or bet would pass a deposit, loss or wager limit, or the session
 * limit's minutes are used up. `remaining_cents` is what may still be deposited or staked (money
 * limits; null for session), `remaining_minutes` for session limits.
 */
export const LimitReachedErrorSchema = z.object({
  error: z.literal('LIMIT_REACHED'),
  message: z.string(),
  limit_id: z.string(),
  type: LimitTypeSchema,
  period: LimitPeriodSchema,
  currency: CurrencyCodeSchema.nullable(),
  amount_cents: CentsSchema.nullable(),
  remaining_cents: CentsSchema.nullable(),
  remaining_minutes: z.int().nonnegative().nullable(),
})
export type LimitReachedErrorBody = z.infer<typeof LimitReachedErrorSchema>
