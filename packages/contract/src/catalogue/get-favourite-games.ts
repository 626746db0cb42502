// GET /api/player/favorite_games — the player's favourites, newest first; signed in only.
import { defineEndpoint } from '../endpoint.ts'
import { FavouriteGamesSchema } from './favourite-games.ts'

export const getFavouriteGames = defineEndpoint({
  method: 'GET',
  path: '/api/player/favorite_games',
  summary: "The player's favourite games (v1 ids, v2 games)",
  tags: ['catalogue', 'player'],
  response: FavouriteGamesSchema,
})
