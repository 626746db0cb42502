// The VIP club's client rules (spec 2 §4, §9 K8): a card's state relative to the player's status or
// level, and the fallback when the progress fails to load. The ladder itself is vip.ts's.
import { FALLBACK_THRESHOLDS, statusRank, type VipStatus } from './vip.ts'

/** spec 2 §4: a card before the current status, the current one, the next (future) one, or locked. */
export type VipCardState = 'before' | 'current' | 'next' | 'lock'

/** spec 2 §4: the state of the card at `rank` on a ladder where the player stands at `currentRank`. */
export function ladderCardState(rank: number, currentRank: number): VipCardState {
  const diff = rank - currentRank
  if (diff < 0) return 'before'
  if (diff === 0) return 'current'
  return diff === 1 ? 'next' : 'lock'
}

/** spec 2 §4: the state of `card` for a player holding `current`. */
export function vipCardState(card: VipStatus, current: VipStatus): VipCardState {
  return ladderCardState(statusRank(card), statusRank(current))
}

/** The wire's progress (contract vip/get-vip-status-progress), dates as ISO strings. */
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
    depositThresholdCents: FALLBACK_THRESHOLDS.depositCents,
    depositAmountCents: 0,
    betSumCents: 0,
    betSumThresholdCents: FALLBACK_THRESHOLDS.betCents,
    overallProgress: 0,
    heldUntil: null,
  }
}
