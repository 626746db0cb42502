// POST /api/player/payments/:id/recall — cancel a recallable withdrawal (spec 1 §4, §7): the reserved
// amount returns to the balance once (state `recalled`, `balance` and `payments_changes` events).
// 404 PAYMENT_NOT_FOUND when the payment is not the caller's; 409 PAYMENT_NOT_RECALLABLE once it
// is processing or final. Recalling an already recalled payment answers it again (idempotent).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { PaymentSchema } from '../payments/payment.ts'

export const recallPayment = defineEndpoint({
  method: 'POST',
  path: '/api/player/payments/:id/recall',
  summary: 'Cancel a recallable withdrawal',
  tags: ['player', 'payments'],
  params: z.object({ id: z.string().min(1).max(40) }),
  response: PaymentSchema,
})
