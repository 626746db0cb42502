// A withdrawal (issue #5 item 2): its amount is reserved at once with `payment:<id>:reserve`
// (never more than available_to_cashout); a recall or a rejection gives it back once. An LT IBAN
// puts the player in the LT group (spec 1 §5), with `player.changed`.
import { LT_IBAN_GROUP } from '@croupier/rules/groups'
import { ibanIsLT, maskAccount, validateAccount } from '@croupier/rules/payments'
import { V } from '@croupier/rules/validation-keys'
import { FieldValidationError } from '../../http/errors.ts'
import { emitEvent } from '../events/events.service.ts'
import { addPlayerGroups, listPlayerGroups } from '../player/groups.service.ts'
import { InsufficientFundsError, postTransaction } from '../wallet/ledger.service.ts'
import { groupIdsOf } from './methods.ts'
import { emitPaymentChange, type PaymentChange, type PaymentsDeps } from './payment-change.ts'
import {
  KeyTaken,
  methodAndCard,
  methodColumns,
  replay,
  requestHash,
  screenPayment,
  type WithdrawalBody,
} from './payment-request.ts'
import * as repo from './payments.repository.ts'

export async function createWithdrawal(
  deps: PaymentsDeps,
  playerId: number,
  body: WithdrawalBody,
  now: Date,
): Promise<PaymentChange> {
  const { db, settings } = deps
  const hash = requestHash(body)
  const earlier = await repo.findPaymentByKey(db, playerId, 'cashout', body.idempotency_key)
  if (earlier) return replay(earlier, hash)

  const { method, card } = await methodAndCard(deps, playerId, body, 'cashout', now)
  let accountMask: string | null = null
  let joinsLtGroup = false
  if (method.type !== 'card') {
    const account = body.account ?? {}
    const errors = validateAccount(method.type, account)
    if (Object.keys(errors).length > 0) throw new FieldValidationError(errors)
    accountMask = maskAccount(method.type, account)
    joinsLtGroup = method.type === 'bank_transfer' && ibanIsLT(account.iban)
  }

  await screenPayment(deps, playerId, 'cashout', method, card, body.amount_cents)

  let change: PaymentChange
  try {
    change = await db.transaction(async (tx) => {
      const row = await repo.insertPayment(tx, {
        playerId,
        action: 'cashout',
        state: 'pending',
        amountCents: body.amount_cents,
        ...methodColumns(method, card, accountMask),
        idempotencyKey: body.idempotency_key,
        requestHash: hash,
        dueAt: new Date(now.getTime() + settings.withdrawalProcessDelayMs),
        createdAt: now,
        updatedAt: now,
      })
      if (!row) throw new KeyTaken()
      const posted = await postTransaction(tx, {
        playerId,
        currency: method.currency,
        amountCents: -body.amount_cents,
        kind: 'withdrawal',
        idempotencyKey: `payment:${row.id}:reserve`,
        reference: `payment:${row.id}`,
        now,
      })
      return emitPaymentChange(tx, { payment: row, posted, methodsChanged: false, groupsChanged: false })
    })
  } catch (error) {
    if (error instanceof InsufficientFundsError)
      throw new FieldValidationError({ amount_cents: [V.NOT_ENOUGH_MONEY] })
    if (!(error instanceof KeyTaken)) throw error
    const winner = await repo.findPaymentByKey(db, playerId, 'cashout', body.idempotency_key)
    if (!winner) throw error
    return replay(winner, hash)
  }
  if (joinsLtGroup) {
    const before = await groupIdsOf(db, playerId)
    if (!before.includes(LT_IBAN_GROUP)) {
      await db.transaction(async (tx) => {
        await addPlayerGroups(tx, playerId, [LT_IBAN_GROUP])
        const groups = await listPlayerGroups(tx, playerId)
        await emitEvent(tx, { type: 'player.changed', payload: { player_id: playerId, groups } })
      })
      change.groupsChanged = true
    }
  }
  return change
}
