// GET /api/player/played_games — games the player played, most recent first (from the stored
// rounds); signed in only.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { GameSchema } from './game.ts'

export const getPlayedGames = defineEndpoint({
  method: 'GET',
  path: '/api/player/played_games',
  summary: 'Games the player played, most recent first',
  tags: ['catalogue', 'player'],
  response: z.array(GameSchema),
})
