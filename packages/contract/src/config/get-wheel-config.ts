// GET /api/fe/config/wheel-config — prize wheels and who sees them (spec 2 §3: wheel lootboxes
// have a group_key starting with manual_wheel or wheel; configs are chosen by user group).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const WheelSchema = z.object({
  id: z.string(),
  /** Client path of the wheel page, e.g. '/rocketmart-wheel'. */
  path: z.string(),
  title: z.string(),
  /** Lootbox group_key prefixes that give a spin on this wheel. */
  lootboxGroupKeys: z.array(z.string()),
  /** Empty = everyone. */
  groupIds: z.array(z.int()),
  spinDurationMs: z.int().positive(),
})

export const WheelConfigSchema = z.object({ wheels: z.array(WheelSchema) })
export type WheelConfig = z.infer<typeof WheelConfigSchema>

export const getWheelConfig = defineEndpoint({
  method: 'GET',
  path: '/api/fe/config/wheel-config',
  summary: 'Prize wheels and their audience',
  tags: ['config'],
  response: WheelConfigSchema,
})
