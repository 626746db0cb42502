// GET /api/player/payments — the signed-in player's deposits and withdrawals, newest first (spec 1
// §3 "Payment history item", §7). `recallable` marks withdrawals the player can still cancel
// (spec 1 §4). Optional `action` filters one kind; `limit` caps the list (default 50, at most 200).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { PaymentActionSchema, PaymentSchema } from '../payments/payment.ts'

export const getPayments = defineEndpoint({
  method: 'GET',
  path: '/api/player/payments',
  summary: "The player's payment history, newest first",
  tags: ['player', 'payments'],
  query: z.object({
    action: PaymentActionSchema.optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
  }),
  response: z.array(PaymentSchema),
})
