// GET /api/jackpots — every jackpot pool (spec 2 §3 Jackpot): one entry per jackpot and currency,
// with its three levels. Amounts grow with real-money stakes on the jackpot's games.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CentsSchema } from '../primitives.ts'

export const JackpotLevelSchema = z.object({
  id: z.int().positive(),
  name: z.string(),
  /** level_1, level_2 or level_3. */
  identifier: z.string(),
  amount_cents: CentsSchema,
})

export const JackpotSchema = z.object({
  id: z.int().positive(),
  /** Shared by the pools of one jackpot in every currency, e.g. `mega`. */
  identifier: z.string(),
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
