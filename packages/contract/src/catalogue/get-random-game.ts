// GET /api/games/random — a random game the visitor may launch (spec 1 §4), optionally within a
// category (geo key resolved like collections); never from a blocked provider. 404 GAME_NOT_FOUND
// when none qualifies.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { DeviceSchema, GameSchema } from './game.ts'

export const getRandomGame = defineEndpoint({
  method: 'GET',
  path: '/api/games/random',
  summary: 'A random available game, optionally within a category',
  tags: ['catalogue'],
  query: z.object({
    category: z.string().min(1).max(64).optional(),
    device: DeviceSchema.default('desktop'),
  }),
  response: GameSchema,
})
