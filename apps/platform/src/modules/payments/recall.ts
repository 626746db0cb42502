// A player recalls a pending withdrawal (spec 1 §7): the reserved amount comes back once with
// `payment:<id>:recall`. Also the player's payment history.
import type { Payment, PaymentState } from '@croupier/contract/payments/payment'
import { isRecallable } from '@croupier/rules/payments'
import type { Database } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import { postTransaction } from '../wallet/ledger.service.ts'
import {
  emitPaymentChange,
  type PaymentChange,
  type PaymentsDeps,
  paymentNotFound,
  toPayment,
  unchanged,
} from './payment-change.ts'
import * as repo from './payments.repository.ts'

const notRecallable = () =>
  new HttpError(409, 'PAYMENT_NOT_RECALLABLE', 'This withdrawal can no longer be cancelled.')

export async function recall(
  deps: PaymentsDeps,
  playerId: number,
  paymentId: string,
  now: Date,
): Promise<PaymentChange> {
  const id = Number(paymentId)
  if (!/^\d+$/.test(paymentId) || !Number.isSafeInteger(id)) throw paymentNotFound()
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockPayment(tx, id)
    // Another player's payment is as unknown as a missing one (no IDOR, no existence leak).
    if (!row || row.playerId !== playerId) throw paymentNotFound()
    if (row.state === 'recalled') return unchanged(row)
    if (!isRecallable(row.action, row.state as PaymentState)) throw notRecallable()
    const posted = await postTransaction(tx, {
      playerId,
      currency: row.currency,
      amountCents: row.amountCents,
      kind: 'refund',
      idempotencyKey: `payment:${row.id}:recall`,
      reference: `payment:${row.id}`,
      now,
    })
    const payment = await repo.updatePayment(tx, row.id, {
      state: 'recalled',
      finishedAt: now,
      updatedAt: now,
      dueAt: null,
    })
    return emitPaymentChange(tx, { ...unchanged(row), payment, posted: posted.replayed ? null : posted })
  })
}

export async function history(
  db: Database,
  playerId: number,
  action: 'deposit' | 'cashout' | undefined,
  limit: number | undefined,
): Promise<Payment[]> {
  return (await repo.listPlayerPayments(db, playerId, action, limit ?? 50)).map(toPayment)
}
