// GET /api/tournaments — tournaments and promos the viewer may see (spec 2 §7): nonvisible dropped,
// ffc ones only with `test_quests=1` (the client's flag), another group's only for its members;
// texts by Accept-Language.
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
    /** '1' when the client's test-quests flag is on (spec 2 §3): ffc identifiers are listed too. */
    test_quests: z.enum(['0', '1']).optional(),
  }),
  response: z.array(TournamentSchema),
})
