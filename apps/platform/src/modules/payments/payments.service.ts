// The sandbox payment provider (issue #5 items 1–3), one file per use case: methods.ts, deposit.ts,
// withdrawal.ts, callback.ts, recall.ts, jobs.ts; settle-payment.ts moves a payment to its outcome.
// Money moves only through the ledger; each change writes its domain events in its transaction.
export { applyCallback, sandboxCallback } from './callback.ts'
export { createDeposit } from './deposit.ts'
export { runDueJobs } from './jobs.ts'
export { cryptoAddress, listMethods } from './methods.ts'
export type { PaymentChange, PaymentChangeState, PaymentsDeps } from './payment-change.ts'
export { toPayment } from './payment-change.ts'
export { history, recall } from './recall.ts'
export { createWithdrawal } from './withdrawal.ts'
