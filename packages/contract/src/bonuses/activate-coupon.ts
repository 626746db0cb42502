// POST /api/bonuses/coupon {coupon_code} — attach a coupon to the next qualifying deposit (spec 1
// §7 PL10; the client reads `status`). `status: attached` with the bonus it will issue; the deposit
// that qualifies issues it once. 422 `{ errors: { coupon_code: [key] } }`: VALIDATION.REQUIRED,
// VALIDATION.COUPON.INVALID, VALIDATION.COUPON.USED. 403 BONUS_NOT_ALLOWED as for promo codes.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CentsSchema } from '../primitives.ts'

export const CouponResultSchema = z.object({
  status: z.enum(['attached']),
  coupon_code: z.string(),
  title: z.string(),
  min_deposit_cents: CentsSchema.nullable(),
})
export type CouponResult = z.infer<typeof CouponResultSchema>

export const activateCoupon = defineEndpoint({
  method: 'POST',
  path: '/api/bonuses/coupon',
  summary: 'Attach a coupon to the next deposit',
  tags: ['bonuses'],
  body: z.object({ coupon_code: z.string().trim().max(50) }),
  response: CouponResultSchema,
})
