// Shapes the comp-point and Rocket Mart endpoints share (spec 2 §3 "Comp points", "Shop card";
// ADR 040). Paths are the platform's own where the spec does not show them:
//   GET  /api/player/comp_points                 the player's balance (get-comp-points.ts)
//   GET  /api/comp_points/rates                  earning rates and the points per reward type (get-comp-point-rates.ts)
//   GET  /api/comp_points/cards?currency=        the shop's cards, public (get-shop-cards.ts)
//   POST /api/player/comp_points/exchange        exchange points for a card's reward (exchange-comp-points.ts)
//   POST /api/dev/comp-points                    development: credit points (credit-comp-points.ts)
// Points are integers; money is integer minor units of the currency.
import { z } from 'zod'
import { CentsSchema, CurrencyCodeSchema, TimestampSchema } from '../primitives.ts'

/** spec 2 §3: `chargeable.points` is the spendable balance, `persistent.points` the lifetime total (levels). */
export const CompPointsSchema = z.object({
  chargeable: z.object({ points: z.int().nonnegative() }),
  persistent: z.object({ points: z.int().nonnegative() }),
})
export type CompPoints = z.infer<typeof CompPointsSchema>

export const SHOP_CARD_TYPES = ['money', 'freespins', 'lootboxes', 'lotteries'] as const
export const ShopCardTypeSchema = z.enum(SHOP_CARD_TYPES)
export type ShopCardType = z.infer<typeof ShopCardTypeSchema>

/** Reward types (spec 2 §3); a card's group is one of these or starts with `sale` (discounted). */
export const SHOP_REWARD_TYPES = ['MONEY_REWARD', 'FREE_SPINS', 'SPECIAL_REWARDS'] as const
export const ShopRewardTypeSchema = z.enum(SHOP_REWARD_TYPES)
export type ShopRewardType = z.infer<typeof ShopRewardTypeSchema>

/** A card whose group starts with `sale` is discounted and shows on the discounts tab (spec 2 §3). */
export const isSaleGroup = (group: string): boolean => group.toLowerCase().startsWith('sale')

export const ShopLabelSchema = z.enum(['POPULAR', 'NEW', 'VIP'])
export type ShopLabel = z.infer<typeof ShopLabelSchema>

/** A card's price and reward in one currency. */
export const ShopCardRateSchema = z.object({
  currency: CurrencyCodeSchema,
  points: z.int().positive(),
  /** Money cards: the amount paid (cash when wager is 0, else bonus money). */
  amount_cents: CentsSchema.optional(),
  /** Free-spin cards: spins per unit. */
  freespins_count: z.int().positive().optional(),
})
export type ShopCardRate = z.infer<typeof ShopCardRateSchema>

export const ShopCardSchema = z.object({
  id: z.string(),
  type: ShopCardTypeSchema,
  /** FREE_SPINS, MONEY_REWARD, SPECIAL_REWARDS, or `sale…` for a discounted card. */
  group: z.string(),
  label: ShopLabelSchema.nullable(),
  /** In the request's locale (English fallback). */
  title: z.string(),
  description: z.string(),
  /** Image URL, or null: the client picks the default image by the EUR amount (spec 2 §9). */
  image: z.string().nullable(),
  rates: z.array(ShopCardRateSchema),
  /** Wagering multiplier of a money card's bonus; 0 pays cash. */
  wager: z.int().nonnegative(),
  /** `producer:game` the free spins or bonus are for. */
  games: z.array(z.string()),
  /** Lootbox cards: the group key of the lootbox issued. */
  lootbox_group_key: z.string().optional(),
  /** Lottery cards (issue #14). */
  lottery_ids: z.array(z.string()).optional(),
  /** The sale window of a discounted card, else null. */
  sale: z.object({ starts_at: TimestampSchema, ends_at: TimestampSchema }).nullable(),
  /** Units left, or null when unlimited. */
  stock: z.int().nonnegative().nullable(),
})
export type ShopCard = z.infer<typeof ShopCardSchema>

export const ShopRewardSchema = z.object({
  type: ShopCardTypeSchema,
  amount_cents: CentsSchema.optional(),
  freespins_count: z.int().positive().optional(),
  /** The bonus issued (money card with a wager). */
  bonus_id: z.string().optional(),
  /** The free-spin batch issued. */
  freespins_id: z.string().optional(),
  lootbox_ids: z.array(z.string()).optional(),
  /** Lottery cards: one ticket per unit, in this lottery (ADR 041). */
  tickets_count: z.int().positive().optional(),
  lottery_id: z.string().optional(),
})
export type ShopReward = z.infer<typeof ShopRewardSchema>

export const ShopExchangeSchema = z.object({
  id: z.string(),
  card_id: z.string(),
  quantity: z.int().positive(),
  points: z.int().positive(),
  reward: ShopRewardSchema,
})
export type ShopExchange = z.infer<typeof ShopExchangeSchema>

/**
 * Error codes of the exchange (beside 401, 404 NOT_FOUND for an unknown card, 422 for bad fields and
 * 409 IDEMPOTENCY_CONFLICT for a key reused with another body). Nothing is written on a refusal.
 */
export const SHOP_ERROR_CODES = [
  /** 409: the balance is short; the body carries `shortfall` (points missing). */
  'COMP_POINTS_SHORT',
  /** 409: the card's sale window is over (or not yet open). */
  'SHOP_SALE_OVER',
  /** 409: fewer units left than asked for. */
  'SHOP_OUT_OF_STOCK',
  /** 409: `points` is not the card's price × quantity (the player saw a stale price). */
  'SHOP_PRICE_CHANGED',
  /** 403: the player may not receive bonuses (the client offers to enable them). */
  'BONUS_NOT_ALLOWED',
  /** 403: the account is flagged as a multi-account (group 100). */
  'MULTI_ACCOUNT',
] as const
export type ShopErrorCode = (typeof SHOP_ERROR_CODES)[number]

/** 409 COMP_POINTS_SHORT body. */
export const CompPointsShortErrorSchema = z.object({
  error: z.literal('COMP_POINTS_SHORT'),
  message: z.string(),
  shortfall: z.int().positive(),
})
export type CompPointsShortError = z.infer<typeof CompPointsShortErrorSchema>
