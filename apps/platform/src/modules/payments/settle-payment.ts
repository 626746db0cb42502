// A payment's outcome (the immediate answer, a provider callback or the job): a deposit that
// succeeds is credited once with `payment:<id>:credit` unless the credit would pass a deposit limit
// now, in which case it is declined with DEPOSIT_LIMIT_DECLINE_KEY and never credited (ADR 020); a
// withdrawal that fails gives its reserved amount back once with `payment:<id>:refund`.
import {
  DEPOSIT_LIMIT_DECLINE_KEY,
  PAYMENT_DECLINE_KEYS,
  type PaymentState,
} from '@croupier/contract/payments/payment'
import type { ProviderCallbackBody } from '@croupier/contract/payments/provider-callback'
import { isFinalPaymentState } from '@croupier/rules/payments'
import { issueForDeposit } from '../bonuses/offers.service.ts'
import { depositLimitPassedByCredit } from '../limits/enforcement.service.ts'
import { type Executor, postTransaction } from '../wallet/ledger.service.ts'
import { emitPaymentChange, type PaymentChange } from './payment-change.ts'
import * as repo from './payments.repository.ts'

type Final = { finishedAt: Date; updatedAt: Date; dueAt: null }

async function creditDeposit(
  tx: Executor,
  row: repo.PaymentRow,
  final: Final,
  now: Date,
): Promise<PaymentChange> {
  const unchanged: PaymentChange = { payment: row, posted: null, methodsChanged: false, groupsChanged: false }
  const passed = await depositLimitPassedByCredit(tx, {
    playerId: row.playerId,
    currency: row.currency,
    amountCents: row.amountCents,
    now,
  })
  if (passed) {
    const payment = await repo.updatePayment(tx, row.id, {
      ...final,
      state: 'declined',
      errorKey: DEPOSIT_LIMIT_DECLINE_KEY,
    })
    return { ...unchanged, payment }
  }
  const posted = await postTransaction(tx, {
    playerId: row.playerId,
    currency: row.currency,
    amountCents: row.amountCents,
    kind: 'deposit',
    idempotencyKey: `payment:${row.id}:credit`,
    reference: `payment:${row.id}`,
    now,
  })
  const payment = await repo.updatePayment(tx, row.id, { ...final, state: 'succeeded', errorKey: null })
  // Issue #12: the deposit's bonus, once (a replayed credit issued it already).
  if (!posted.replayed) await issueForDeposit(tx, payment, now)
  const methodsChanged =
    row.methodType === 'card' && row.cardBin && row.cardLast4 && row.cardExpiry
      ? await repo.saveProfile(tx, {
          playerId: row.playerId,
          brand: row.brand,
          cardBin: row.cardBin,
          cardLast4: row.cardLast4,
          cardExpiry: row.cardExpiry,
          cardHolder: row.cardHolder,
        })
      : false
  return { payment, posted: posted.replayed ? null : posted, methodsChanged, groupsChanged: false }
}

/**
 * Moves a locked, non-final payment to its outcome and writes the change's events; the ledger
 * posting is keyed, so it happens once. A final payment stays as it is.
 */
export async function settle(
  tx: Executor,
  row: repo.PaymentRow,
  outcome: ProviderCallbackBody['outcome'],
  now: Date,
): Promise<PaymentChange> {
  if (isFinalPaymentState(row.state as PaymentState))
    return { payment: row, posted: null, methodsChanged: false, groupsChanged: false }
  return emitPaymentChange(tx, await settleOpen(tx, row, outcome, now))
}

async function settleOpen(
  tx: Executor,
  row: repo.PaymentRow,
  outcome: ProviderCallbackBody['outcome'],
  now: Date,
): Promise<PaymentChange> {
  const unchanged: PaymentChange = { payment: row, posted: null, methodsChanged: false, groupsChanged: false }
  const final: Final = { finishedAt: now, updatedAt: now, dueAt: null }
  if (row.action === 'deposit') {
    if (outcome === 'succeeded') return creditDeposit(tx, row, final, now)
    const payment = await repo.updatePayment(tx, row.id, {
      ...final,
      state: outcome,
      errorKey: PAYMENT_DECLINE_KEYS[outcome],
    })
    return { ...unchanged, payment }
  }
  // A withdrawal: success pays the reserved amount out; anything else gives it back.
  if (outcome === 'succeeded') {
    const payment = await repo.updatePayment(tx, row.id, { ...final, state: 'succeeded' })
    return { ...unchanged, payment }
  }
  const posted = await postTransaction(tx, {
    playerId: row.playerId,
    currency: row.currency,
    amountCents: row.amountCents,
    kind: 'refund',
    idempotencyKey: `payment:${row.id}:refund`,
    reference: `payment:${row.id}`,
    now,
  })
  const payment = await repo.updatePayment(tx, row.id, {
    ...final,
    state: outcome === 'declined' ? 'rejected' : 'canceled',
    errorKey: PAYMENT_DECLINE_KEYS[outcome],
  })
  return { ...unchanged, payment, posted: posted.replayed ? null : posted }
}
