// POST /api/games_filter — games by title (search), by categories with strategy OR (spec 2 §7) or
// by providers; newest pages of 40 by default (spec 1 §9), at most 100. Providers blocked in the visitor's
// country are left out unless the visitor is a bot or sends the all-providers flag
// (`x-feature-all-providers: 1` or `?all_providers=1`).
import { DEFAULT_GAMES_PAGE_SIZE } from '@croupier/rules/catalogue'
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { DeviceSchema, GamePageSchema, PageSchema, PageSizeSchema } from './game.ts'

export const TitleFilterSchema = z.object({ title: z.string().trim().min(1).max(100) }).strict()
export const CategoriesFilterSchema = z
  .object({
    categories: z.object({
      identifiers: z.array(z.string().min(1).max(64)).min(1).max(50),
      strategy: z.literal('OR'),
    }),
  })
  .strict()

/** Games of the given providers (slugs), for /producers/{slug} (spec 2 §2.1). */
export const ProvidersFilterSchema = z
  .object({ providers: z.array(z.string().min(1).max(64)).min(1).max(20) })
  .strict()

export const GamesFilterBodySchema = z.object({
  device: DeviceSchema,
  filter: z.union([TitleFilterSchema, CategoriesFilterSchema, ProvidersFilterSchema]),
  page: PageSchema.default(1),
  page_size: PageSizeSchema.default(DEFAULT_GAMES_PAGE_SIZE),
})
export type GamesFilterBody = z.input<typeof GamesFilterBodySchema>

export const gamesFilter = defineEndpoint({
  method: 'POST',
  path: '/api/games_filter',
  summary: 'Games by title or by categories (OR), paged',
  tags: ['catalogue'],
  body: GamesFilterBodySchema,
  response: GamePageSchema,
})
