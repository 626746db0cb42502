// GET /api/player/level?locale= — the signed-in player's level by persistent comp points (ADR 040),
// the next one and the whole-percent progress towards it (floor; 100 at the last level).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { LocaleSchema } from '../primitives.ts'
import { LevelSchema } from './get-vip-levels.ts'

export const PlayerLevelSchema = z.object({
  level: LevelSchema,
  next_level: LevelSchema.nullable(),
  persistent_points: z.int().nonnegative(),
  progress_percent: z.int().min(0).max(100),
  /** Weekly cashback the player gets now: the level's, or the VIP status's when higher. */
  cashback_percent: z.int().min(0).max(100),
})
export type PlayerLevel = z.infer<typeof PlayerLevelSchema>

export const getPlayerLevel = defineEndpoint({
  method: 'GET',
  path: '/api/player/level',
  summary: "The player's loyalty level and progress to the next",
  tags: ['vip'],
  query: z.object({ locale: LocaleSchema.default('en') }),
  response: PlayerLevelSchema,
})
