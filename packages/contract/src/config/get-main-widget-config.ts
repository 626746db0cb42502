// GET /api/fe/config/main-widget-config — promo widgets on the lobby (spec 2 §3 "Promo widgets",
// §4: each shows only when its feature is active).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const PROMO_WIDGETS = ['rocketMart', 'adventures', 'lootBox', 'quest', 'activityHub'] as const

export const MainWidgetConfigSchema = z.object({
  widgets: z.array(z.object({ type: z.enum(PROMO_WIDGETS), enabled: z.boolean(), order: z.int() })),
})
export type MainWidgetConfig = z.infer<typeof MainWidgetConfigSchema>

export const getMainWidgetConfig = defineEndpoint({
  method: 'GET',
  path: '/api/fe/config/main-widget-config',
  summary: 'Lobby promo widgets, their switches and order',
  tags: ['config'],
  response: MainWidgetConfigSchema,
})
