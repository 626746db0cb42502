// GET /api/tournaments — tournaments and promos the viewer may see (spec 2 §7): nonvisible dropped,
// ffc ones only with test quests, another group's only for its members; texts by Accept-Language.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { PromoStatusSchema, TournamentKindSchema, TournamentSchema } from './tournament.ts'

export const getTournaments = defineEndpoint({
  method: 'GET',
  path: '/api/tournaments',
  summary: 'Tournaments and promos',
  tags: ['tournaments'],
  query: z.object({
    status: PromoStatusSchema.optional(),
    kind: TournamentKindSchema.optional(),
  }),
  response: z.array(TournamentSchema),
})
