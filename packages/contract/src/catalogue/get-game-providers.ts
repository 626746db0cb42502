// GET /api/games/providers — providers (spec 2 §3 Game provider) available to the visitor, with the
// number of games the visitor may see; providers blocked in the visitor's country are left out.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const GameProviderSchema = z.object({
  id: z.int().positive(),
  slug: z.string(),
  name: z.string(),
  games_count: z.int().nonnegative(),
})
export type GameProvider = z.infer<typeof GameProviderSchema>

export const getGameProviders = defineEndpoint({
  method: 'GET',
  path: '/api/games/providers',
  summary: 'Providers available to the visitor with their game counts',
  tags: ['catalogue'],
  response: z.object({ providers: z.array(GameProviderSchema) }),
})
