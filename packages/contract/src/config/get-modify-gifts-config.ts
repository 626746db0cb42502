// GET /api/fe/config/modify-gifts-config — how gifts are presented: plan labels per group key
// (rocket_lite → LITE…, spec 2 §3) and tournaments whose gift notices are ignored (spec 2 §5).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const GiftModificationSchema = z.object({
  groupKey: z.string(),
  label: z.enum(['LITE', 'PRO', 'MAX']).optional(),
  image: z.string().optional(),
  /** Lower comes first in the gifts list. */
  order: z.int(),
})

export const ModifyGiftsConfigSchema = z.object({
  gifts: z.array(GiftModificationSchema),
  /** Tournament identifiers whose gift notices are not shown (Rocket Wheel, Rocket Chance). */
  ignoredNoticeTournaments: z.array(z.string()),
})
export type ModifyGiftsConfig = z.infer<typeof ModifyGiftsConfigSchema>

export const getModifyGiftsConfig = defineEndpoint({
  method: 'GET',
  path: '/api/fe/config/modify-gifts-config',
  summary: 'Gift labels, images and order; ignored gift-notice tournaments',
  tags: ['config'],
  response: ModifyGiftsConfigSchema,
})
