// GET /api/games/categories — the categories a visitor can browse (lobby rows, /pokies, /live,
// /categories links). Geo variants replace their base for the visitor's country (`top` → `top:ca`
// from CA) and are hidden elsewhere; games_count counts games the visitor may see on the device.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { DeviceSchema } from './game.ts'

export const CATEGORY_TYPES = ['pokies', 'live', 'special'] as const

export const GameCategorySchema = z.object({
  id: z.int().positive(),
  /** The collection key: the slug, with `:geo` for a geo variant. */
  identifier: z.string(),
  /** URL slug without the geo suffix: `/pokies/{slug}`, `/live/{slug}`. */
  slug: z.string(),
  title: z.string(),
  type: z.enum(CATEGORY_TYPES),
  games_count: z.int().nonnegative(),
})
export type GameCategory = z.infer<typeof GameCategorySchema>

export const getGameCategories = defineEndpoint({
  method: 'GET',
  path: '/api/games/categories',
  summary: 'Categories for the visitor, geo variants resolved',
  tags: ['catalogue'],
  query: z.object({ device: DeviceSchema.default('desktop') }),
  response: z.object({ categories: z.array(GameCategorySchema) }),
})
