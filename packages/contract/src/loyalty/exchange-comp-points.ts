// POST /api/player/comp_points/exchange — exchange comp points for a card's reward (spec 2 §3
// exchange payload {points, group, currency}; ADR 040). `points` is the price the player saw
// (card points × quantity in `currency`). One transaction: debit chargeable points, decrement stock,
// issue the reward (cash, bonus, free spins or lootboxes). The same idempotency_key answers the
// first exchange; with another body 409 IDEMPOTENCY_CONFLICT. Refusals (SHOP_ERROR_CODES) write
// nothing: 409 COMP_POINTS_SHORT {shortfall}, SHOP_SALE_OVER, SHOP_OUT_OF_STOCK, SHOP_PRICE_CHANGED;
// 403 BONUS_NOT_ALLOWED, MULTI_ACCOUNT; 404 NOT_FOUND for an unknown card or a currency it has no rate in.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CurrencyCodeSchema } from '../primitives.ts'
import { CompPointsSchema, ShopExchangeSchema } from './comp-points.ts'

export const ExchangeCompPointsBodySchema = z.object({
  card_id: z.string().min(1).max(20),
  quantity: z.int().min(1).max(100),
  points: z.int().positive().max(2_000_000_000),
  group: z.string().min(1).max(60),
  currency: CurrencyCodeSchema,
  idempotency_key: z.string().trim().min(8).max(100),
  /** Lottery cards (spec 2 §7 payload {tickets_count, lottery_id, group}): one of the card's lottery_ids; default its first. */
  lottery_id: z.string().min(1).max(120).optional(),
  /** Lottery cards: the tickets bought; when sent it must equal quantity. */
  tickets_count: z.int().min(1).max(100).optional(),
})
export type ExchangeCompPointsBody = z.input<typeof ExchangeCompPointsBodySchema>

export const ExchangeCompPointsResponseSchema = z.object({
  exchange: ShopExchangeSchema,
  comp_points: CompPointsSchema,
})
export type ExchangeCompPointsResponse = z.infer<typeof ExchangeCompPointsResponseSchema>

export const exchangeCompPoints = defineEndpoint({
  method: 'POST',
  path: '/api/player/comp_points/exchange',
  summary: 'Exchange comp points for a shop reward',
  tags: ['loyalty'],
  body: ExchangeCompPointsBodySchema,
  response: ExchangeCompPointsResponseSchema,
})
