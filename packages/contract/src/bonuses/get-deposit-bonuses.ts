// GET /api/bonuses/deposit — deposit bonuses the signed-in player can take with a deposit in the
// active wallet currency (spec 1 §4). Withheld (empty list) when the player cannot have bonuses
// issued (can_issue_bonuses false), already has a deposit_bonus_code, or is a multi-account
// (group 100). Titles and descriptions come in the player's locale (fallback chain).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CentsSchema, CurrencyCodeSchema, TimestampSchema } from '../primitives.ts'

export const DepositBonusSchema = z.object({
  id: z.string().min(1),
  /** The code the player enters (PATCH /api/player/set_bonus_code) or the deposit sends. */
  code: z.string(),
  title: z.string(),
  description: z.string(),
  /** Match percent of the deposit, e.g. 100. */
  percent: z.int().nonnegative(),
  currency: CurrencyCodeSchema,
  min_deposit_cents: CentsSchema,
  max_bonus_cents: CentsSchema,
  /** Wagering requirement as a multiple of the bonus. */
  wager_multiplier: z.int().nonnegative(),
  free_spins: z.int().nonnegative(),
  expires_at: TimestampSchema.nullable(),
})
export type DepositBonus = z.infer<typeof DepositBonusSchema>

export const getDepositBonuses = defineEndpoint({
  method: 'GET',
  path: '/api/bonuses/deposit',
  summary: 'Deposit bonuses for the active wallet',
  tags: ['bonuses'],
  response: z.array(DepositBonusSchema),
})
