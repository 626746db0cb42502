// The sandbox payment provider (issue #5 items 1–3), one file per use case: methods.ts, deposit.ts,
// withdrawal.ts, callback.ts, recall.ts, jobs.ts; settle-payment.ts moves a payment to its outcome.
// Money moves only through the ledger; each change writes its domain events in its transaction.
import type { Payment } from '@croupier/contract/payments/payment'
import type { ProviderCallbackBody } from '@croupier/contract/payments/provider-callback'
import { applyCallback } from './callback.ts'
import { createDeposit } from './deposit.ts'
import { type PaymentsDeps, toPayment } from './payment-change.ts'
import type { DepositBody, WithdrawalBody } from './payment-request.ts'
import { recall } from './recall.ts'
import { createWithdrawal } from './withdrawal.ts'

export { applyCallback, sandboxCallback } from './callback.ts'
export { createDeposit } from './deposit.ts'
export { runDueJobs } from './jobs.ts'
export { cryptoAddress, listMethods } from './methods.ts'
export type { PaymentChange, PaymentChangeState, PaymentsDeps } from './payment-change.ts'
export { toPayment } from './payment-change.ts'
export { history, recall } from './recall.ts'
export { createWithdrawal } from './withdrawal.ts'

/** POST /api/payments/deposits: the deposit as it stands after the request. */
export async function deposit(
  deps: PaymentsDeps,
  playerId: number,
  body: DepositBody,
  now: Date,
): Promise<Payment> {
  return toPayment((await createDeposit(deps, playerId, body, now)).payment)
}

/** POST /api/payments/withdrawals. */
export async function withdraw(
  deps: PaymentsDeps,
  playerId: number,
  body: WithdrawalBody,
  now: Date,
): Promise<Payment> {
  return toPayment((await createWithdrawal(deps, playerId, body, now)).payment)
}

/** The provider's callback endpoint. */
export async function callback(deps: PaymentsDeps, body: ProviderCallbackBody, now: Date): Promise<Payment> {
  return toPayment((await applyCallback(deps, body, now)).payment)
}

/** POST /api/player/payments/:id/recall. */
export async function recallWithdrawal(
  deps: PaymentsDeps,
  playerId: number,
  id: string,
  now: Date,
): Promise<Payment> {
  return toPayment((await recall(deps, playerId, id, now)).payment)
}
