// GET /api/game_sessions/:id — the session the game frame renders (balance, bet steps, an open
// blackjack hand). A real session is readable only by its player; a demo session by whoever holds
// its id.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { GameSessionSchema } from './game-session.ts'

export const GameSessionParamsSchema = z.object({ id: z.uuid() })

export const getGameSession = defineEndpoint({
  method: 'GET',
  path: '/api/game_sessions/:id',
  summary: 'A game session',
  tags: ['play'],
  params: GameSessionParamsSchema,
  response: GameSessionSchema,
})
