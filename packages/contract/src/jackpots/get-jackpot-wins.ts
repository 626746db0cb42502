// GET /api/jackpot_wins?order=latest|biggest&limit= — jackpot wins for the jackpot page and the wins
// ticker (spec 2 §2.7, §7), public. `biggest` orders by the amount in EUR (reference rates), then
// newest first. A bad query answers 422.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { JackpotWinSchema } from './jackpot-win.ts'

export const JACKPOT_WINS_DEFAULT_LIMIT = 20
export const JACKPOT_WINS_MAX_LIMIT = 50

export const getJackpotWins = defineEndpoint({
  method: 'GET',
  path: '/api/jackpot_wins',
  summary: 'Jackpot wins, latest or biggest first',
  tags: ['jackpots'],
  query: z.object({
    order: z.enum(['latest', 'biggest']).optional(),
    limit: z.coerce.number().int().min(1).max(JACKPOT_WINS_MAX_LIMIT).optional(),
    /** Only this jackpot's wins (a mystic jackpot's page). */
    jackpot: z.string().min(1).max(64).optional(),
  }),
  response: z.object({ wins: z.array(JackpotWinSchema) }),
})
