// A promo or tournament (spec 2 §3 "Promo or tournament", ADR 041): status from dates, the viewer's
// `confirmed`, the top 5 with masked nicknames, prizes per place, texts in the request's locale.
import { z } from 'zod'
import { CentsByCurrencySchema, CurrencyCodeSchema, TimestampSchema } from '../primitives.ts'

export const TOURNAMENT_KINDS = [
  'bet_sum',
  'max_multiplier',
  'rounds',
  'quest',
  'achievement',
  'wheel',
] as const
export const TournamentKindSchema = z.enum(TOURNAMENT_KINDS)
export type TournamentKind = z.infer<typeof TournamentKindSchema>

export const PromoStatusSchema = z.enum(['active', 'future', 'archive'])

/** A leaderboard row: place and the masked nickname (6 characters + ***), with the score. */
export const TopPlayerSchema = z.object({
  award_place: z.int().positive(),
  nickname: z.string(),
  score: z.int().nonnegative(),
})
export type TopPlayer = z.infer<typeof TopPlayerSchema>

export const TournamentPrizeSchema = z.object({
  place_from: z.int().positive(),
  place_to: z.int().positive(),
  type: z.enum(['cash', 'bonus', 'freespins']),
  /** Cash or bonus money per currency (minor units). */
  amount: CentsByCurrencySchema.optional(),
  freespins_count: z.int().positive().optional(),
  /** The prize's label in the request's locale, when the operator wrote one. */
  title: z.string().optional(),
})
export type TournamentPrize = z.infer<typeof TournamentPrizeSchema>

export const TournamentSchema = z.object({
  /** Numeric id as a string. */
  id: z.string(),
  tournament_id: z.string(),
  frontend_identifier: z.string(),
  kind: TournamentKindSchema,
  title: z.string(),
  description: z.string(),
  terms: z.string(),
  image: z.string().nullable(),
  status: PromoStatusSchema,
  start_at: TimestampSchema,
  /** Null: never ends (achievements). */
  end_at: TimestampSchema.nullable(),
  /** True while active and not yet settled. */
  in_progress: z.boolean(),
  currency: CurrencyCodeSchema,
  group_ids: z.array(z.int()),
  /** Qualifying games `provider/slug`; empty with no categories: every game. */
  games: z.array(z.string()),
  game_categories: z.array(z.string()),
  min_bet_cents: z.int().nonnegative(),
  prizes: z.array(TournamentPrizeSchema),
  top_players: z.array(TopPlayerSchema),
  participants: z.int().nonnegative(),
  /** The viewer has joined (always false for guests; quests and achievements need no joining). */
  confirmed: z.boolean(),
  /** Wheel tournaments: one lootbox per this many stake cents, of this lootbox group. */
  spin_every_cents: z.int().positive().nullable(),
  lootbox_group_key: z.string().nullable(),
})
export type Tournament = z.infer<typeof TournamentSchema>

/** The viewer's standing (spec 2 §3 per-player status): place null before the first score. */
export const TournamentStatusSchema = z.object({
  tournament_id: z.string(),
  /** Qualifying stakes in the tournament currency, minor units. */
  bets: z.int().nonnegative(),
  award_place: z.int().positive().nullable(),
  nickname: z.string(),
  score: z.int().nonnegative(),
  rounds: z.int().nonnegative(),
  confirmed: z.boolean(),
})
export type TournamentStatus = z.infer<typeof TournamentStatusSchema>

/** A finished tournament's paid place. */
export const TournamentWinnerSchema = z.object({
  award_place: z.int().positive(),
  nickname: z.string(),
  score: z.int().nonnegative(),
  prize: TournamentPrizeSchema.nullable(),
})

/**
 * Refusals of joining (beside 401 for guests and 404 for an unknown or hidden tournament):
 * 409 TOURNAMENT_NOT_ACTIVE (future or ended), 409 TOURNAMENT_NO_JOIN (quests and achievements
 * count without joining), 403 TOURNAMENT_GROUP_ONLY (another group's), 403 SELF_EXCLUDED / COOLING_OFF.
 */
export const TOURNAMENT_ERROR_CODES = [
  'TOURNAMENT_NOT_ACTIVE',
  'TOURNAMENT_NO_JOIN',
  'TOURNAMENT_GROUP_ONLY',
] as const
