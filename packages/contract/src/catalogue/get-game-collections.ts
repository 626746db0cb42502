// GET /api/games/collections — category collections (spec 2 §3): one page of each asked category,
// keyed by category id. A key gets the lower-case `:geo` suffix when a geo variant of the category
// exists for the visitor's country: `top` asked from CA answers under `top:ca` with that
// category's games when `top:ca` exists, else under `top`. Category paging: ask one identifier
// with `page`.
import { DEFAULT_GAMES_PAGE_SIZE } from '@croupier/rules/catalogue'
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { DeviceSchema, GamePageSchema, PageSchema, PageSizeSchema } from './game.ts'

export const gameCollectionsQuery = z.object({
  /** Comma-separated category identifiers, e.g. `top,new,live`. */
  identifiers: z
    .string()
    .min(1)
    .max(500)
    .transform((s) =>
      [
        ...new Set(
          s
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean),
        ),
      ].slice(0, 20),
    ),
  device: DeviceSchema.default('desktop'),
  page: PageSchema.default(1),
  page_size: PageSizeSchema.default(DEFAULT_GAMES_PAGE_SIZE),
})

export const GameCollectionsSchema = z.record(z.string(), GamePageSchema)
export type GameCollections = z.infer<typeof GameCollectionsSchema>

export const getGameCollections = defineEndpoint({
  method: 'GET',
  path: '/api/games/collections',
  summary: 'One page of each category, keyed by category id (with :geo)',
  tags: ['catalogue'],
  query: gameCollectionsQuery,
  response: GameCollectionsSchema,
})
