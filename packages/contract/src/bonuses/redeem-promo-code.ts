// POST /api/v2/bonuses/promo-code {code} — redeem a promo code now (spec 1 §7 PL10): it issues a
// bonus or a free-spin batch at once and answers `{ data }` with what was issued. Codes are
// case-insensitive. 422 `{ errors: { code: [key] } }`: VALIDATION.REQUIRED,
// VALIDATION.PROMO_CODE.INVALID (unknown, expired, not for this player), VALIDATION.PROMO_CODE.USED.
// 403 BONUS_NOT_ALLOWED for a player who cannot be issued bonuses (self-excluded, cooling off,
// restricted, can_issue_bonuses false, multi-account, receive_promos off).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { PlayerBonusSchema, PlayerFreeSpinsSchema } from './player-bonus.ts'

export const PromoCodeResultSchema = z.object({
  data: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('bonus'), code: z.string(), bonus: PlayerBonusSchema }),
    z.object({ kind: z.literal('freespins'), code: z.string(), freespins: PlayerFreeSpinsSchema }),
  ]),
})
export type PromoCodeResult = z.infer<typeof PromoCodeResultSchema>

export const redeemPromoCode = defineEndpoint({
  method: 'POST',
  path: '/api/v2/bonuses/promo-code',
  summary: 'Redeem a promo code',
  tags: ['bonuses'],
  body: z.object({ code: z.string().trim().max(50) }),
  response: PromoCodeResultSchema,
})
