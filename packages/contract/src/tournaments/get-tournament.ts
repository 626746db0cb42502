// GET /api/tournaments/:id — one tournament by id or frontend_identifier (spec 2 §7); 404 NOT_FOUND
// for an unknown one or one of a group the viewer is not in.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { TournamentSchema } from './tournament.ts'

export const TournamentIdParamsSchema = z.object({ id: z.string().min(1).max(120) })

export const getTournament = defineEndpoint({
  method: 'GET',
  path: '/api/tournaments/:id',
  summary: 'A tournament',
  tags: ['tournaments'],
  params: TournamentIdParamsSchema,
  response: TournamentSchema,
})
