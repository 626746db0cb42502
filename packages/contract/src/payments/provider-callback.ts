// POST /api/payments/callback — the sandbox provider reports a payment's outcome (path chosen by the
// platform). Not for browsers: `signature` is the lowercase hex HMAC-SHA256, keyed with the server's
// PAYMENTS_CALLBACK_SECRET, of `${event_id}.${payment_id}.${outcome}`; a wrong one is 403
// INVALID_SIGNATURE. Idempotent: a repeated event_id, or a callback for a payment already final,
// changes nothing and answers with the payment as it is (a success credits the ledger exactly once).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { PaymentSchema } from './payment.ts'

export const ProviderCallbackBodySchema = z.object({
  event_id: z.string().min(1).max(100),
  payment_id: z.string().min(1).max(40),
  outcome: z.enum(['succeeded', 'declined', 'canceled']),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
})
export type ProviderCallbackBody = z.infer<typeof ProviderCallbackBodySchema>

/** The exact text the signature covers. */
export function callbackSigningText(
  body: Pick<ProviderCallbackBody, 'event_id' | 'payment_id' | 'outcome'>,
): string {
  return `${body.event_id}.${body.payment_id}.${body.outcome}`
}

export const providerCallback = defineEndpoint({
  method: 'POST',
  path: '/api/payments/callback',
  summary: "The sandbox provider's signed outcome callback",
  tags: ['payments'],
  body: ProviderCallbackBodySchema,
  response: PaymentSchema,
})
