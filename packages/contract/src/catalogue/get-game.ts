// GET /api/games/{provider}/{slug} — game info by identifier (`provider/slug`); `{slug}` may also
// be the seo_title of /play/{producer}/{name}. 404 GAME_NOT_FOUND when unknown or when the
// provider is blocked for the visitor.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { GameSchema } from './game.ts'

export const getGame = defineEndpoint({
  method: 'GET',
  path: '/api/games/:provider/:slug',
  summary: 'Game info by identifier',
  tags: ['catalogue'],
  params: z.object({ provider: z.string().min(1).max(64), slug: z.string().min(1).max(128) }),
  response: GameSchema,
})
