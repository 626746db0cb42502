// GET /api/fe/config/manage-promotion-pages — on/off switch per promotion page slug (spec 2 §6:
// testers see all pages even when disabled; others follow the switch; unknown slug = off).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const ManagePromotionPagesSchema = z.object({ pages: z.record(z.string(), z.boolean()) })
export type ManagePromotionPages = z.infer<typeof ManagePromotionPagesSchema>

export const getManagePromotionPages = defineEndpoint({
  method: 'GET',
  path: '/api/fe/config/manage-promotion-pages',
  summary: 'Promotion page switches by slug',
  tags: ['config'],
  response: ManagePromotionPagesSchema,
})
