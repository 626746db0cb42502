// The bonus engine's payloads (issue #12; spec 2 §3 "Bonus/gift", spec 1 §3 "Bonus payloads").
// A player bonus is bonus money on one currency wallet with a wagering requirement; a free-spin
// batch is N rounds at a fixed stake on named games whose winnings become a bonus. Stages follow
// spec 2 §4: issued → activated → wagered (converted to cash, capped) | canceled | expired.
import { z } from 'zod'
import { CentsSchema, CurrencyCodeSchema, TimestampSchema } from '../primitives.ts'

/** Spec 2 §3 bonus types. */
export const BONUS_TYPES = ['gift', 'deposit', 'registration', 'freespins'] as const
export const BonusTypeSchema = z.enum(BONUS_TYPES)
export type BonusType = z.infer<typeof BonusTypeSchema>

/** Spec 2 §4 stages, plus `wagered` (requirement met, converted to cash; shown in history only). */
export const BONUS_STAGES = ['issued', 'activated', 'wagered', 'canceled', 'expired'] as const
export const BonusStageSchema = z.enum(BONUS_STAGES)
export type BonusStage = z.infer<typeof BonusStageSchema>

/** Game kinds a bonus weighs (catalogue kinds plus `live`): percent of a stake that counts. */
export const ContributionSchema = z.record(z.string(), z.int().min(0).max(100))

/** The terms a player reads before taking or while playing a bonus (all in the wallet currency). */
export const BonusTermsSchema = z.object({
  /** Match percent of the qualifying deposit (0 for a fixed bonus). */
  percent: z.int().nonnegative(),
  min_deposit_cents: CentsSchema.nullable(),
  max_bonus_cents: CentsSchema.nullable(),
  wager_multiplier: z.int().nonnegative(),
  /** What the multiplier applies to. */
  wager_base: z.enum(['bonus', 'bonus_deposit']),
  max_bet_cents: CentsSchema.nullable(),
  /** Cap on what converts to cash when wagering completes; null = no cap. */
  max_conversion_cents: CentsSchema.nullable(),
  contribution: ContributionSchema,
  excluded_games: z.array(z.string()),
  /** Titles of `excluded_games`, in the same order (an unknown game keeps its identifier). */
  excluded_game_titles: z.array(z.string()).optional(),
  /** Days to activate after issue, days to wager after activation. */
  activation_days: z.int().nonnegative().nullable(),
  wagering_days: z.int().nonnegative().nullable(),
  free_spins: z.int().nonnegative(),
})
export type BonusTerms = z.infer<typeof BonusTermsSchema>

export const PlayerBonusSchema = z.object({
  id: z.string(),
  type: BonusTypeSchema,
  stage: BonusStageSchema,
  /** Definition group (spec 2 §3 group_key), e.g. welcome_pack, rocket_pro, reload. */
  group_key: z.string(),
  title: z.string(),
  description: z.string(),
  /** LITE, PRO or MAX for the rocket plans (modify-gifts-config), else null. */
  label: z.string().nullable(),
  currency: CurrencyCodeSchema,
  /** Bonus money issued. */
  amount_cents: CentsSchema,
  /** Bonus money now (what cancelling loses); 0 until activated. */
  balance_cents: CentsSchema,
  wager_required_cents: CentsSchema,
  wagered_cents: CentsSchema,
  /** floor(wagered / required × 100), spec 2 §5. */
  wagering_percent: z.int().min(0).max(100),
  /** Cash it became when wagering completed (stage wagered). */
  converted_cents: CentsSchema.nullable(),
  terms: BonusTermsSchema,
  activatable: z.boolean(),
  activatable_until: TimestampSchema.nullable(),
  wager_until: TimestampSchema.nullable(),
  created_at: TimestampSchema,
  activated_at: TimestampSchema.nullable(),
  finished_at: TimestampSchema.nullable(),
})
export type PlayerBonus = z.infer<typeof PlayerBonusSchema>

export const FREESPIN_STAGES = ['issued', 'activated', 'played', 'canceled', 'expired'] as const
export const FreeSpinStageSchema = z.enum(FREESPIN_STAGES)

export const FreeSpinGameSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  producer: z.string(),
})

export const PlayerFreeSpinsSchema = z.object({
  id: z.string(),
  stage: FreeSpinStageSchema,
  group_key: z.string(),
  title: z.string(),
  /** Title of the bonus the batch came with (a deposit bonus with free spins), else null. */
  source_title: z.string().nullable().optional(),
  currency: CurrencyCodeSchema,
  count: z.int().positive(),
  remaining: z.int().nonnegative(),
  stake_cents: CentsSchema,
  games: z.array(FreeSpinGameSchema),
  /** Winnings become a bonus wagered this many times. */
  wager_multiplier: z.int().nonnegative(),
  max_win_cents: CentsSchema,
  won_cents: CentsSchema,
  /** The bonus the winnings became, once the batch is played. */
  bonus_id: z.string().nullable(),
  activatable: z.boolean(),
  activatable_until: TimestampSchema.nullable(),
  created_at: TimestampSchema,
  activated_at: TimestampSchema.nullable(),
  finished_at: TimestampSchema.nullable(),
})
export type PlayerFreeSpins = z.infer<typeof PlayerFreeSpinsSchema>

/** A bonus on offer (GET /api/v2/bonuses, /api/bonuses/registration): terms in the viewer's currency. */
export const OfferedBonusSchema = z.object({
  id: z.string(),
  type: BonusTypeSchema,
  group_key: z.string(),
  /** The code that takes it (deposit bonus code, promo code), when it has one. */
  code: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  label: z.string().nullable(),
  currency: CurrencyCodeSchema,
  terms: BonusTermsSchema,
  /** Welcome-pack step (1–4) for a deposit in a sequence. */
  step: z.int().positive().nullable(),
})
export type OfferedBonus = z.infer<typeof OfferedBonusSchema>
