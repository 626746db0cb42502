// GET /api/tournaments/:id/status — the player's standing in one tournament (spec 2 §3, §7);
// award_place null and zeros before joining or the first score.
import { defineEndpoint } from '../endpoint.ts'
import { TournamentIdParamsSchema } from './get-tournament.ts'
import { TournamentStatusSchema } from './tournament.ts'

export const getTournamentStatus = defineEndpoint({
  method: 'GET',
  path: '/api/tournaments/:id/status',
  summary: "The player's standing in a tournament",
  tags: ['tournaments'],
  params: TournamentIdParamsSchema,
  response: TournamentStatusSchema,
})
