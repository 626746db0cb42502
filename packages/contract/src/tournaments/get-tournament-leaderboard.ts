// GET /api/tournaments/:id/leaderboard — ranked players (masked), the same order as the end job:
// score desc, then who reached it first, then who joined first (ADR 041).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { TournamentIdParamsSchema } from './get-tournament.ts'
import { TopPlayerSchema } from './tournament.ts'

export const getTournamentLeaderboard = defineEndpoint({
  method: 'GET',
  path: '/api/tournaments/:id/leaderboard',
  summary: 'A tournament leaderboard',
  tags: ['tournaments'],
  params: TournamentIdParamsSchema,
  query: z.object({ limit: z.coerce.number().int().min(1).max(100).optional() }),
  response: z.object({
    tournament_id: z.string(),
    participants: z.int().nonnegative(),
    players: z.array(TopPlayerSchema),
  }),
})
