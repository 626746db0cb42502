// GET /api/player/games_history — the signed-in player's rounds, newest first, paged (the
// profile's games history, spec 1 §2). Demo rounds are listed too, marked by mode.
import { z } from 'zod'
import { GameKindSchema, PageSchema, PaginationSchema } from '../catalogue/game.ts'
import { defineEndpoint } from '../endpoint.ts'
import { CentsSchema, TimestampSchema } from '../primitives.ts'
import { GameModeSchema } from './game-session.ts'

export const GamesHistoryItemSchema = z.object({
  id: z.string(),
  game: z.object({
    identifier: z.string(),
    title: z.string(),
    provider_name: z.string(),
    kind: GameKindSchema,
  }),
  mode: GameModeSchema,
  currency: z.string(),
  bet_cents: CentsSchema,
  win_cents: CentsSchema,
  status: z.enum(['in_progress', 'finished']),
  created_at: TimestampSchema,
})
export type GamesHistoryItem = z.infer<typeof GamesHistoryItemSchema>

export const getGamesHistory = defineEndpoint({
  method: 'GET',
  path: '/api/player/games_history',
  summary: "The player's rounds, newest first",
  tags: ['play', 'player'],
  query: z.object({
    page: PageSchema.default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ data: z.array(GamesHistoryItemSchema), pagination: PaginationSchema }),
})
