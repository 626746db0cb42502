// DELETE /api/player/favorite_games/{id} — removes a game (idempotent); answers the list like GET.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { Int4IdParamSchema } from '../primitives.ts'
import { FavouriteGamesSchema } from './favourite-games.ts'

export const deleteFavouriteGame = defineEndpoint({
  method: 'DELETE',
  path: '/api/player/favorite_games/:id',
  summary: 'Removes a favourite game',
  tags: ['catalogue', 'player'],
  params: z.object({ id: Int4IdParamSchema }),
  response: FavouriteGamesSchema,
})
