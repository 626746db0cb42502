// GET /api/fe/config/excluded-promo-stags — partner stags whose players see no promotions.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const ExcludedPromoStagsSchema = z.object({ stags: z.array(z.string()) })
export type ExcludedPromoStags = z.infer<typeof ExcludedPromoStagsSchema>

export const getExcludedPromoStags = defineEndpoint({
  method: 'GET',
  path: '/api/fe/config/excluded-promo-stags',
  summary: 'Partner stags excluded from promotions',
  tags: ['config'],
  response: ExcludedPromoStagsSchema,
})
