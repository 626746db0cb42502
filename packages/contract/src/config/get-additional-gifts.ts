// GET /api/fe/config/additional-gifts — operator gifts shown beside the player's own (welcome pack
// and the like), targeted by group or partner stag.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { LocalisedTextSchema } from '../primitives.ts'

export const AdditionalGiftSchema = z.object({
  id: z.string(),
  type: z.enum(['gift', 'deposit', 'registration', 'freespins']),
  title: LocalisedTextSchema,
  description: LocalisedTextSchema,
  image: z.string(),
  /** Empty = everyone. */
  groupIds: z.array(z.int()),
  stags: z.array(z.string()),
  /** Where the gift's button leads (a client path). */
  to: z.string(),
})
export type AdditionalGift = z.infer<typeof AdditionalGiftSchema>

export const AdditionalGiftsSchema = z.object({ gifts: z.array(AdditionalGiftSchema) })

export const getAdditionalGifts = defineEndpoint({
  method: 'GET',
  path: '/api/fe/config/additional-gifts',
  summary: 'Operator gifts shown beside the player gifts',
  tags: ['config'],
  response: AdditionalGiftsSchema,
})
