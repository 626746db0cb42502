// GET /api/comp_points/rates — how points are earned and what each reward type costs (spec 2 §3
// "rates per group (currency, points) and a rate per reward type"), public. Earning: one point per
// `cents_per_point` of cash staked in real play, times the VIP status multiplier (ADR 040).
// `reward_types` gives per reward type and currency the fewest points one unit costs (the
// cheapest card of that type), for the shop's "available" accents.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CurrencyCodeSchema } from '../primitives.ts'
import { ShopRewardTypeSchema } from './comp-points.ts'

export const CompPointRatesSchema = z.object({
  earn: z.array(z.object({ currency: CurrencyCodeSchema, cents_per_point: z.int().positive() })),
  /** Percent of the earned points by VIP status (regular 100 … diamond 200). */
  status_multipliers: z.array(z.object({ status: z.string(), percent: z.int().positive() })),
  bonus_money_earns: z.boolean(),
  free_spins_earn: z.boolean(),
  reward_types: z.array(
    z.object({
      type: ShopRewardTypeSchema,
      rates: z.array(z.object({ currency: CurrencyCodeSchema, points: z.int().positive() })),
    }),
  ),
})
export type CompPointRates = z.infer<typeof CompPointRatesSchema>

export const getCompPointRates = defineEndpoint({
  method: 'GET',
  path: '/api/comp_points/rates',
  summary: 'Comp-point earning rates and reward prices',
  tags: ['loyalty'],
  response: CompPointRatesSchema,
})
