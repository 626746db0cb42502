// A deposit (issue #5 item 1): credited once with `payment:<id>:credit` when it succeeds, whether
// the answer is immediate, a callback, a repeated callback or the job; never once it is final.
// A deposit limit is checked in the deposit's transaction; a refusal leaves `limit.reached`.
import { SANDBOX_PENDING_DELAY_MS } from '@croupier/contract/payments/payment'
import {
  maskAccount,
  type SandboxOutcome,
  sandboxCardOutcome,
  validateAccount,
} from '@croupier/rules/payments'
import { FieldValidationError } from '../../http/errors.ts'
import { assertDepositAllowed, recordLimitRefusal } from '../limits/enforcement.service.ts'
import { emitPaymentChange, type PaymentChange, type PaymentsDeps, unchanged } from './payment-change.ts'
import {
  type CardDetails,
  type DepositBody,
  KeyTaken,
  methodAndCard,
  methodColumns,
  replay,
  requestHash,
  screenPayment,
} from './payment-request.ts'
import * as repo from './payments.repository.ts'
import { settle } from './settle-payment.ts'

function depositOutcome(method: repo.MethodRow, card: CardDetails | null): SandboxOutcome {
  if (card) return sandboxCardOutcome(card.bin, card.last4)
  // Crypto waits for the transfer, a bank transfer for the bank; the sandbox completes both.
  return method.type === 'crypto' || (method.type === 'bank_transfer' && method.processingTime !== 'instant')
    ? 'pending'
    : 'succeeded'
}

export async function createDeposit(
  deps: PaymentsDeps,
  playerId: number,
  body: DepositBody,
  now: Date,
): Promise<PaymentChange> {
  const { db } = deps
  const hash = requestHash(body)
  const earlier = await repo.findPaymentByKey(db, playerId, 'deposit', body.idempotency_key)
  if (earlier) return replay(earlier, hash)

  const { method, card } = await methodAndCard(deps, playerId, body, 'deposit', now)
  let accountMask: string | null = null
  if (method.type === 'ewallet') {
    const errors = validateAccount('ewallet', body.account ?? {})
    if (Object.keys(errors).length > 0) throw new FieldValidationError(errors)
    accountMask = maskAccount('ewallet', body.account ?? {})
  }

  await screenPayment(deps, playerId, 'deposit', method, card, body.amount_cents)

  const outcome = depositOutcome(method, card)
  // The provider answers these later, through the callback the job sends when due.
  const deferred = outcome === 'pending' || outcome === 'canceled'
  try {
    return await db.transaction(async (tx) => {
      await assertDepositAllowed(tx, {
        playerId,
        currency: method.currency,
        amountCents: body.amount_cents,
        now,
      })
      const row = await repo.insertPayment(tx, {
        playerId,
        action: 'deposit',
        state: 'pending',
        amountCents: body.amount_cents,
        ...methodColumns(method, card, accountMask),
        bonusCode: body.bonus_code || null,
        sandboxOutcome: outcome,
        idempotencyKey: body.idempotency_key,
        requestHash: hash,
        dueAt: deferred ? new Date(now.getTime() + SANDBOX_PENDING_DELAY_MS) : null,
        createdAt: now,
        updatedAt: now,
      })
      if (!row) throw new KeyTaken()
      if (deferred) return emitPaymentChange(tx, unchanged(row))
      return settle(tx, row, outcome, now)
    })
  } catch (error) {
    // A copy of this request that took the player's deposit lock first may have used the room
    // of a limit: the repeat answers as that copy did, never LIMIT_REACHED for its own deposit.
    const winner = await repo.findPaymentByKey(db, playerId, 'deposit', body.idempotency_key)
    if (!winner) {
      await recordLimitRefusal(db, error)
      throw error
    }
    return replay(winner, hash)
  }
}
