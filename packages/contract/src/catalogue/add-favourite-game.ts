// POST /api/player/favorite_games — adds a game (idempotent); answers the list like GET.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { Int4IdSchema } from '../primitives.ts'
import { FavouriteGamesSchema } from './favourite-games.ts'

export const addFavouriteGame = defineEndpoint({
  method: 'POST',
  path: '/api/player/favorite_games',
  summary: 'Adds a favourite game',
  tags: ['catalogue', 'player'],
  body: z.object({ game_id: Int4IdSchema }),
  response: FavouriteGamesSchema,
})
