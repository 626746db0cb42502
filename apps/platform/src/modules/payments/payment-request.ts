// What deposits and withdrawals share before money moves: the request's idempotency hash, the
// method and card checks, the fraud screen, and the payment row's method columns.
import { createHash } from 'node:crypto'
import type { CreateDepositBodySchema } from '@croupier/contract/payments/create-deposit'
import type { CreateWithdrawalBodySchema } from '@croupier/contract/payments/create-withdrawal'
import { amountError, maskCard, validateCard } from '@croupier/rules/payments'
import { V } from '@croupier/rules/validation-keys'
import type { z } from 'zod'
import { FieldValidationError, HttpError } from '../../http/errors.ts'
import { runFraudCheck } from './fraud.service.ts'
import { resolveMethod } from './methods.ts'
import type { PaymentChange, PaymentsDeps } from './payment-change.ts'
import * as repo from './payments.repository.ts'

export type DepositBody = z.output<typeof CreateDepositBodySchema>
export type WithdrawalBody = z.output<typeof CreateWithdrawalBodySchema>

/** The request under its idempotency key, without the card number or CVV (never stored, not even hashed). */
export function requestHash(body: DepositBody | WithdrawalBody): string {
  const { card, ...rest } = body
  const masked = card?.number ? maskCard(card.number) : null
  const canonical = JSON.stringify({
    ...rest,
    card: card ? { ...masked, expiry: card.expiry, holder: card.holder } : null,
  })
  return createHash('sha256').update(canonical).digest('hex')
}

export function replay(existing: repo.PaymentRow, hash: string): PaymentChange {
  if (existing.requestHash !== hash)
    throw new HttpError(409, 'IDEMPOTENCY_CONFLICT', 'This idempotency key was used for another request.')
  return { payment: existing, posted: null, methodsChanged: false, groupsChanged: false }
}

/** Thrown inside a transaction when a concurrent request inserted the same key first. */
export class KeyTaken extends Error {}

export interface CardDetails {
  bin: string
  last4: string
  expiry: string
  holder: string | null
}

/** The card of a card payment: a saved profile of this player, or a new card passing every rule. */
async function cardDetails(
  deps: PaymentsDeps,
  playerId: number,
  body: { card?: DepositBody['card']; saved_profile_id?: string | undefined },
  now: Date,
): Promise<CardDetails> {
  if (body.saved_profile_id !== undefined) {
    const id = Number(body.saved_profile_id)
    const profile = Number.isSafeInteger(id) ? await repo.findProfile(deps.db, playerId, id) : undefined
    if (!profile) throw new FieldValidationError({ saved_profile_id: [V.INVALID] })
    return {
      bin: profile.cardBin,
      last4: profile.cardLast4,
      expiry: profile.cardExpiry,
      holder: profile.cardHolder,
    }
  }
  const card = body.card ?? {}
  const errors = validateCard(card, now, deps.settings.blockedBins)
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors)
  const { bin, last4 } = maskCard(card.number ?? '')
  return { bin, last4, expiry: (card.expiry ?? '').trim(), holder: card.holder?.trim() || null }
}

/** The chosen method (amount within its bounds) and, for a card, the validated card. */
export async function methodAndCard(
  deps: PaymentsDeps,
  playerId: number,
  body: DepositBody | WithdrawalBody,
  action: 'deposit' | 'cashout',
  now: Date,
): Promise<{ method: repo.MethodRow; card: CardDetails | null }> {
  const method = await resolveMethod(deps.db, body, action, playerId)
  const tooFar = amountError(body.amount_cents, method.minCents, method.maxCents)
  if (tooFar) throw new FieldValidationError({ amount_cents: [tooFar] })
  const card = method.type === 'card' ? await cardDetails(deps, playerId, body, now) : null
  return { method, card }
}

/** The fraud check of spec 1 §7 before any money moves; a denial is 403 PAYMENT_REFUSED. */
export async function screenPayment(
  deps: PaymentsDeps,
  playerId: number,
  action: 'deposit' | 'cashout',
  method: repo.MethodRow,
  card: CardDetails | null,
  amountCents: number,
): Promise<void> {
  const fraud = await runFraudCheck(deps, playerId, {
    source: action === 'deposit' ? 'deposit' : 'withdrawal',
    type: action === 'deposit' ? 'transaction' : 'payout',
    currency: method.currency,
    amountCents,
    cardBin: card?.bin,
    cardLast4: card?.last4,
    payload: { method_id: method.code, payment_system: method.brand },
  })
  if (fraud.decision === 'deny') throw new HttpError(403, 'PAYMENT_REFUSED', 'This payment was refused.')
}

/** The payment row's method columns; of a card only BIN, last four, expiry and holder are kept. */
export function methodColumns(method: repo.MethodRow, card: CardDetails | null, accountMask: string | null) {
  return {
    currency: method.currency,
    methodCode: method.code,
    methodType: method.type,
    brand: method.brand,
    cardBin: card?.bin ?? null,
    cardLast4: card?.last4 ?? null,
    cardExpiry: card?.expiry ?? null,
    cardHolder: card?.holder ?? null,
    accountMask,
  }
}
