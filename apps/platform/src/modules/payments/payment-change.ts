// What a payment use case changed, its wire form, and the domain events the change writes in its
// transaction (payment.changed, balance.changed, deposit.succeeded, withdrawal.changed).
import type { Payment, PaymentState } from '@croupier/contract/payments/payment'
import { PAYMENT_SYSTEM_TYPES } from '@croupier/contract/payments/payment'
import { isRecallable } from '@croupier/rules/payments'
import type { Database } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import { emitEvent } from '../events/events.service.ts'
import { type Executor, emitBalanceChanged, type Posted } from '../wallet/ledger.service.ts'
import type * as repo from './payments.repository.ts'
import type { PaymentsSettings } from './payments.settings.ts'

export type PaymentChangeState = PaymentState

export interface PaymentsDeps {
  db: Database
  settings: PaymentsSettings
}

/** What a call changed (its events are already written). */
export interface PaymentChange {
  payment: repo.PaymentRow
  /** The ledger posting this change made (balance event), if any. */
  posted: Posted | null
  /** A card was saved: the methods list changed (payment_methods_updated). */
  methodsChanged: boolean
  /** The player joined new groups (LT IBAN, spec 1 §5). */
  groupsChanged: boolean
}

export const paymentNotFound = () => new HttpError(404, 'PAYMENT_NOT_FOUND', 'No such payment.')

/** A payment as it stands, nothing changed by this call. */
export function unchanged(payment: repo.PaymentRow): PaymentChange {
  return { payment, posted: null, methodsChanged: false, groupsChanged: false }
}

export function toPayment(row: repo.PaymentRow): Payment {
  return {
    id: String(row.id),
    action: row.action,
    state: row.state as PaymentState,
    amount_cents: row.amountCents,
    currency: row.currency,
    payment_system_type: PAYMENT_SYSTEM_TYPES[row.action],
    method_id: row.methodCode,
    method_type: row.methodType,
    brand: row.brand,
    card:
      row.cardBin && row.cardLast4
        ? { bin: row.cardBin, last4: row.cardLast4, expiry: row.cardExpiry, holder: row.cardHolder }
        : null,
    account_mask: row.accountMask,
    bonus_code: row.bonusCode,
    error_key: row.errorKey,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    recallable: isRecallable(row.action, row.state as PaymentState),
  }
}

/** Writes the change's events in its transaction; the realtime subscriber turns them into socket events. */
export async function emitPaymentChange(tx: Executor, change: PaymentChange): Promise<PaymentChange> {
  const { payment, posted } = change
  const state = payment.state as PaymentState
  const money = {
    payment_id: payment.id,
    player_id: payment.playerId,
    amount_cents: payment.amountCents,
    currency: payment.currency,
  }
  await emitEvent(tx, {
    type: 'payment.changed',
    payload: { ...money, action: payment.action, state, methods_changed: change.methodsChanged },
  })
  if (posted) await emitBalanceChanged(tx, payment.playerId, posted)
  if (payment.action === 'deposit' && state === 'succeeded' && posted)
    await emitEvent(tx, { type: 'deposit.succeeded', payload: money })
  if (payment.action === 'cashout')
    await emitEvent(tx, { type: 'withdrawal.changed', payload: { ...money, state } })
  return change
}
