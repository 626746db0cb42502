// The in-process job: pending deposits complete (or are canceled) through the real callback path,
// withdrawals move pending → processing → succeeded. Each step locks its payment row, so instances
// may share the work.
import type { ProviderCallbackBody } from '@croupier/contract/payments/provider-callback'
import { applyCallback, sandboxCallback } from './callback.ts'
import { emitPaymentChange, type PaymentChange, type PaymentsDeps, unchanged } from './payment-change.ts'
import * as repo from './payments.repository.ts'

/** The callback outcome the sandbox sends for a due pending deposit. */
function laterOutcome(row: repo.PaymentRow | undefined): ProviderCallbackBody['outcome'] {
  if (row?.sandboxOutcome === 'declined') return 'declined'
  if (row?.sandboxOutcome === 'canceled') return 'canceled'
  return 'succeeded'
}

/** Payments whose next step is due: pending deposits complete (or are canceled), withdrawals move on. */
export async function runDueJobs(deps: PaymentsDeps, now: Date, batch = 100): Promise<PaymentChange[]> {
  const changes: PaymentChange[] = []
  for (const id of await repo.dueDepositIds(deps.db, now, batch)) {
    const outcome = laterOutcome(await repo.findPayment(deps.db, id))
    const change = await applyCallback(
      deps,
      sandboxCallback(deps.settings.callbackSecret, id, 'complete', outcome),
      now,
    )
    changes.push(change)
  }
  for (const id of await repo.dueWithdrawalIds(deps.db, now, batch)) {
    const moved = await deps.db.transaction(async (tx) => {
      const row = await repo.claimPayment(tx, id)
      if (row?.state !== 'pending' || !row.dueAt || row.dueAt > now) return null
      const processing = await repo.updatePayment(tx, id, {
        state: 'processing',
        updatedAt: now,
        dueAt: new Date(now.getTime() + deps.settings.withdrawalProcessDelayMs),
      })
      return (await emitPaymentChange(tx, unchanged(processing))).payment
    })
    if (moved) {
      changes.push(unchanged(moved))
      continue
    }
    const row = await repo.findPayment(deps.db, id)
    if (row?.state === 'processing' && row.dueAt && row.dueAt <= now)
      changes.push(
        await applyCallback(
          deps,
          sandboxCallback(deps.settings.callbackSecret, id, 'payout', 'succeeded'),
          now,
        ),
      )
  }
  return changes
}
