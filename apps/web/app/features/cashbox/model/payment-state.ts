// How a payment's state reads to a player (spec 1 §3 transaction states).
import type { PaymentState } from '@croupier/contract/payments/payment'

export type StateTone = 'success' | 'pending' | 'failure' | 'neutral'

const PENDING_STATES: readonly PaymentState[] = ['pending', 'processing', 'reserved']

export function isSettled(state: PaymentState): boolean {
  return !PENDING_STATES.includes(state)
}

export function stateTone(state: PaymentState): StateTone {
  if (state === 'succeeded') return 'success'
  if (PENDING_STATES.includes(state)) return 'pending'
  if (state === 'recalled' || state === 'canceled') return 'neutral'
  return 'failure'
}

/** A fresh key per attempt: a retried request (network) never pays twice. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}
