// GET /api/player/lotteries — the player's tickets (spec 2 §3 Lottery): the common ticket balance of
// lotteries not yet drawn and one row per lottery the player holds tickets in.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const PlayerLotterySchema = z.object({
  /** The lottery's id (the spec names it twice: id and lottery_id). */
  id: z.string(),
  lottery_id: z.string(),
  frontend_identifier: z.string(),
  tickets: z.int().nonnegative(),
  in_progress: z.boolean(),
})

export const getPlayerLotteries = defineEndpoint({
  method: 'GET',
  path: '/api/player/lotteries',
  summary: "The player's lottery tickets",
  tags: ['lotteries'],
  response: z.object({ tickets: z.int().nonnegative(), lotteries: z.array(PlayerLotterySchema) }),
})
