// GET /api/tournaments/recent — finished tournaments, newest end first, with their winners (the
// archive, spec 1 §2; spec 2 §7).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { TournamentSchema, TournamentWinnerSchema } from './tournament.ts'

export const RecentTournamentSchema = TournamentSchema.extend({
  winners: z.array(TournamentWinnerSchema),
})

export const getRecentTournaments = defineEndpoint({
  method: 'GET',
  path: '/api/tournaments/recent',
  summary: 'Finished tournaments with their winners',
  tags: ['tournaments'],
  query: z.object({ limit: z.coerce.number().int().min(1).max(50).optional() }),
  response: z.array(RecentTournamentSchema),
})
