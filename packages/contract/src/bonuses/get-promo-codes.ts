// GET /api/player/promo_codes — the promo codes and coupons the player redeemed, newest first (the
// promo code page's history). A coupon waiting for its deposit has `state: attached`.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { TimestampSchema } from '../primitives.ts'

export const RedeemedCodeSchema = z.object({
  code: z.string(),
  kind: z.enum(['promo_code', 'coupon']),
  title: z.string(),
  state: z.enum(['redeemed', 'attached', 'used']),
  created_at: TimestampSchema,
})
export type RedeemedCode = z.infer<typeof RedeemedCodeSchema>

export const getPromoCodes = defineEndpoint({
  method: 'GET',
  path: '/api/player/promo_codes',
  summary: 'Promo codes and coupons the player redeemed',
  tags: ['bonuses'],
  response: z.array(RedeemedCodeSchema),
})
