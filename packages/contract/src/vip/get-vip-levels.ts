// GET /api/vip/levels?locale= — the loyalty levels (spec 2 §3 "Level", ADR 040), public: level_1 …
// level_12 by persistent comp points; a level's `conditions.persistent_comp_points.max` is where the
// next one starts (null for the last). Text in the locale asked, English where it has none.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { LocaleSchema } from '../primitives.ts'

export const LevelGiftTypeSchema = z.enum(['cashback', 'fs', 'points', 'bonus'])

export const LevelGiftSchema = z.object({
  type: LevelGiftTypeSchema,
  /** Shown as is, e.g. "500 comp points", "20 free spins", "Weekly cashback 5 %". */
  name: z.string(),
})

export const LevelSchema = z.object({
  /** `group_<n>` (spec 2 §3). */
  id: z.string(),
  /** `level_<n>`. */
  identifier: z.string(),
  number: z.int().positive(),
  name: z.string(),
  /** Image URL; 160×160. */
  image: z.string(),
  /** Short sanitised text about the level. */
  content: z.string(),
  gift_descriptions: z.array(LevelGiftSchema),
  /** Weekly cashback the level unlocks, whole percent (0 below level 3). */
  cashback_percent: z.int().min(0).max(100),
  conditions: z.object({
    persistent_comp_points: z.object({ min: z.int().nonnegative(), max: z.int().positive().nullable() }),
  }),
})
export type Level = z.infer<typeof LevelSchema>

export const LevelsSchema = z.object({ levels: z.array(LevelSchema) })

export const getVipLevels = defineEndpoint({
  method: 'GET',
  path: '/api/vip/levels',
  summary: 'The loyalty levels with their gifts and cashback',
  tags: ['vip'],
  query: z.object({ locale: LocaleSchema.default('en') }),
  response: LevelsSchema,
})
