// POST /api/tournaments/:id/confirm — join (spec 2 §7: `{confirmed: true}`), idempotent. Refusals in
// tournament.ts TOURNAMENT_ERROR_CODES; only rounds finished after joining count.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { TournamentIdParamsSchema } from './get-tournament.ts'

export const confirmTournament = defineEndpoint({
  method: 'POST',
  path: '/api/tournaments/:id/confirm',
  summary: 'Join a tournament',
  tags: ['tournaments'],
  params: TournamentIdParamsSchema,
  response: z.object({ confirmed: z.literal(true) }),
})
