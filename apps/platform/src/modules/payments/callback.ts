// The provider's callback (signed): each event once, each payment's outcome once (settle-payment.ts).
import type { ProviderCallbackBody } from '@croupier/contract/payments/provider-callback'
import { HttpError } from '../../http/errors.ts'
import { type PaymentChange, type PaymentsDeps, paymentNotFound, unchanged } from './payment-change.ts'
import * as repo from './payments.repository.ts'
import { signCallback, verifyCallback } from './sandbox-provider.ts'
import { settle } from './settle-payment.ts'

/** The provider's callback (signed): each event once, each payment's outcome once. */
export async function applyCallback(
  deps: PaymentsDeps,
  body: ProviderCallbackBody,
  now: Date,
): Promise<PaymentChange> {
  if (!verifyCallback(deps.settings.callbackSecret, body))
    throw new HttpError(403, 'INVALID_SIGNATURE', 'The callback signature does not match.')
  const id = Number(body.payment_id)
  if (!Number.isSafeInteger(id) || id <= 0) throw paymentNotFound()
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockPayment(tx, id)
    if (!row) throw paymentNotFound()
    const fresh = await repo.recordCallbackEvent(tx, {
      eventId: body.event_id,
      paymentId: id,
      outcome: body.outcome,
      createdAt: now,
    })
    if (!fresh) return unchanged(row)
    return settle(tx, row, body.outcome, now)
  })
}

/** What the sandbox provider sends when a payment completes (the job uses the real callback path). */
export function sandboxCallback(
  secret: string,
  paymentId: number,
  step: string,
  outcome: ProviderCallbackBody['outcome'],
): ProviderCallbackBody {
  const unsigned = { event_id: `sandbox:${paymentId}:${step}`, payment_id: String(paymentId), outcome }
  return { ...unsigned, signature: signCallback(secret, unsigned) }
}
