// The VIP club's client rules (spec 2 §4, §9): a status card's state relative to the player's status,
// the share of a progress bar, and the fallback when the progress fails to load.
import type { VipStatus } from './groups'

/** spec 1 §6: regular by default, then Bronze to Diamond, lowest first. */
export const VIP_LADDER: readonly VipStatus[] = ['regular', 'bronze', 'silver', 'gold', 'platinum', 'diamond']

/** spec 2 §4: a card before the current status, the current one, the next (future) one, or locked. */
export type VipCardState = 'before' | 'current' | 'next' | 'lock'

export const VIP_FALLBACK_DEPOSIT_THRESHOLD_CENTS = 900_000 // spec 2 §9 K8
export const VIP_FALLBACK_BET_THRESHOLD_CENTS = 9_000_000 // spec 2 §9 K8

export function vipRank(status: VipStatus): number {
  return VIP_LADDER.indexOf(status)
}

/** spec 2 §4: the state of `card` for a player holding `current`. */
export function vipCardState(card: VipStatus, current: VipStatus): VipCardState {
  const diff = vipRank(card) - vipRank(current)
  if (diff < 0) return 'before'
  if (diff === 0) return 'current'
  return diff === 1 ? 'next' : 'lock'
}

/** The status above `status`; null at Diamond. */
export function nextVipStatus(status: VipStatus): VipStatus | null {
  return VIP_LADDER[vipRank(status) + 1] ?? null
}

/** Whole percent (floor) of `amount` towards `threshold`, 0–100; a zero threshold is reached. */
export function progressShare(amountCents: number, thresholdCents: number): number {
  if (thresholdCents <= 0) return 100
  return Math.max(0, Math.min(100, Math.floor((amountCents * 100) / thresholdCents)))
}

export interface VipProgressView {
  currency: string
  currentStatus: VipStatus
  activeStatus: VipStatus
  nextStatus: VipStatus | null
  depositThresholdCents: number
  depositAmountCents: number
  betSumCents: number
  betSumThresholdCents: number
  overallProgress: number
  heldUntil: string | null
}

/** spec 2 §4: the progress failed to load: regular, nothing counted, the default thresholds (K8). */
export function fallbackVipProgress(currency: string): VipProgressView {
  return {
    currency,
    currentStatus: 'regular',
    activeStatus: 'regular',
    nextStatus: 'bronze',
    depositThresholdCents: VIP_FALLBACK_DEPOSIT_THRESHOLD_CENTS,
    depositAmountCents: 0,
    betSumCents: 0,
    betSumThresholdCents: VIP_FALLBACK_BET_THRESHOLD_CENTS,
    overallProgress: 0,
    heldUntil: null,
  }
}
