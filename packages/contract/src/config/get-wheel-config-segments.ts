// GET /api/fe/config/wheel-config-segments — segments of each wheel (spec 2 §9 mock wheel: 10, 20,
// 50 free spins weighted 4000/4000/2000 with wager 30 and max win 1000 EUR; bonuses of 1500 and
// 10000 EUR cents with wager 3).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CentsByCurrencySchema } from '../primitives.ts'

export const WheelSegmentSchema = z.object({
  id: z.string(),
  type: z.enum(['freespins', 'bonus']),
  label: z.string(),
  freespinsCount: z.int().positive().optional(),
  game: z.string().optional(),
  amount: CentsByCurrencySchema.optional(),
  wager: z.int().positive(),
  maxWin: CentsByCurrencySchema.optional(),
  /** Relative odds; the platform draws, the client only animates. */
  weight: z.int().nonnegative(),
  color: z.string(),
})
export type WheelSegment = z.infer<typeof WheelSegmentSchema>

export const WheelConfigSegmentsSchema = z.object({
  /** Wheel id → segments clockwise from the top. */
  wheels: z.record(z.string(), z.array(WheelSegmentSchema).min(2)),
})
export type WheelConfigSegments = z.infer<typeof WheelConfigSegmentsSchema>

export const getWheelConfigSegments = defineEndpoint({
  method: 'GET',
  path: '/api/fe/config/wheel-config-segments',
  summary: 'Wheel segments with prizes and weights',
  tags: ['config'],
  response: WheelConfigSegmentsSchema,
})
