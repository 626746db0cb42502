// GET /api/player/stats — the player's totals per wallet currency, in minor units (spec 1 §7
// Player; level progress reads bet and deposit sums). Signed in only. Read from the ledger: real
// money only, demo play and seeded credits excluded.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CentsSchema } from '../primitives.ts'

export const CurrencyStatsSchema = z.object({
  currency: z.string(),
  bets_count: z.int().nonnegative(),
  bets_sum_cents: CentsSchema,
  wins_count: z.int().nonnegative(),
  wins_sum_cents: CentsSchema,
  deposits_count: z.int().nonnegative(),
  deposits_sum_cents: CentsSchema,
  cashouts_count: z.int().nonnegative(),
  cashouts_sum_cents: CentsSchema,
})
export type CurrencyStats = z.infer<typeof CurrencyStatsSchema>

export const PlayerStatsSchema = z.object({
  /** The active wallet's currency. */
  currency: z.string(),
  /** One entry per account currency, the active one first. */
  stats: z.array(CurrencyStatsSchema),
})
export type PlayerStats = z.infer<typeof PlayerStatsSchema>

export const getPlayerStats = defineEndpoint({
  method: 'GET',
  path: '/api/player/stats',
  summary: 'Bet, win, deposit and cashout totals per currency',
  tags: ['player'],
  response: PlayerStatsSchema,
})
