// GET /api/tournaments/player — the tournaments the player joined that are not over, with their
// standing (spec 1 §4: loaded by the post-login batch).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { TournamentSchema, TournamentStatusSchema } from './tournament.ts'

export const PlayerTournamentSchema = z.object({
  tournament: TournamentSchema,
  status: TournamentStatusSchema,
})

export const getPlayerTournaments = defineEndpoint({
  method: 'GET',
  path: '/api/tournaments/player',
  summary: "The player's tournaments",
  tags: ['tournaments'],
  response: z.array(PlayerTournamentSchema),
})
