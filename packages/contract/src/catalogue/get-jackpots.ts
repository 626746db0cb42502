// GET /api/jackpots — every jackpot pool (spec 2 §3 Jackpot): one entry per jackpot and currency,
// with its three levels. Amounts grow with real-money stakes on the jackpot's games; every level
// must drop at or before its ceiling (ADR 041 "Jackpot wins").
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CentsSchema } from '../primitives.ts'

export const JackpotLevelSchema = z.object({
  id: z.int().positive(),
  name: z.string(),
  /** level_1, level_2 or level_3. */
  identifier: z.string(),
  amount_cents: CentsSchema,
  /** What the level restarts from after a win. */
  seed_cents: CentsSchema,
  /** The level drops at or before this amount ("must drop before …"). */
  ceiling_cents: CentsSchema,
  /** The running cycle (1 for the first); a win starts the next. */
  cycle: z.int().positive(),
  /** sha256 of the cycle's server seed, committed before the cycle's first stake (ADR 041). */
  server_seed_hash: z.string().regex(/^[0-9a-f]{64}$/),
})
export type JackpotLevel = z.infer<typeof JackpotLevelSchema>

export const JackpotSchema = z.object({
  id: z.int().positive(),
  /** Shared by the pools of one jackpot in every currency, e.g. `mega`. */
  identifier: z.string(),
  title: z.string(),
  /** A mystic jackpot shows its ceilings and has a page of its own (`/{identifier}`). */
  mystic: z.boolean(),
  currency: z.string(),
  levels: z.array(JackpotLevelSchema),
})
export type Jackpot = z.infer<typeof JackpotSchema>

export const getJackpots = defineEndpoint({
  method: 'GET',
  path: '/api/jackpots',
  summary: 'Jackpot pools with their levels, per currency',
  tags: ['catalogue'],
  response: z.object({ jackpots: z.array(JackpotSchema) }),
})
