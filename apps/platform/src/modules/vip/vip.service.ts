// The VIP module's facade (issue #13, ADR 040): the player's status and progress, the ladder, the
// levels, and the evaluations the subscribers and jobs run. Other modules call only this file.
import type { VipProgress as VipProgressBody } from '@croupier/contract/vip/get-vip-status-progress'
import type { VipPerkSchema, VipStatuses } from '@croupier/contract/vip/get-vip-statuses'
import type { VipStatus } from '@croupier/rules/groups'
import {
  STATUS_CASHBACK_PERCENT,
  STATUS_MULTIPLIER_PERCENT,
  statusGroupId,
  statusThresholds,
  VIP_STATUS_ORDER,
} from '@croupier/rules/vip'
import type { z } from 'zod'
import type { Executor } from '../events/events.service.ts'
import { currentStatusOf, progressOf } from './status.ts'

export { type LoyaltyJob, type PersistentPointsOf, runQuarterEnd, runWeeklyCashback } from './jobs.ts'
export { type CreditPoints, evaluateLevels, levelsOf, playerLevelOf } from './levels.ts'
export { currentStatusOf, evaluateStatus, type StatusChange } from './status.ts'

/** The status the player holds now (comp points read its multiplier). */
export function vipStatusOf(db: Executor, playerId: number, now: Date): Promise<VipStatus> {
  return currentStatusOf(db, playerId, now)
}

export async function vipProgressOf(db: Executor, playerId: number, now: Date): Promise<VipProgressBody> {
  const progress = await progressOf(db, playerId, now)
  return { ...progress, heldUntil: progress.heldUntil?.toISOString() ?? null }
}

const PERKS: readonly z.infer<typeof VipPerkSchema>[] = [
  'comp_multiplier',
  'weekly_cashback',
  'status_gift',
  'personal_manager',
]

/** GET /api/vip/statuses: the ladder in a currency, regular first. */
export function vipLadder(currency: string): VipStatuses {
  return {
    currency,
    statuses: VIP_STATUS_ORDER.map((status) => {
      const thresholds = statusThresholds(status, currency)
      return {
        status,
        group_id: statusGroupId(status),
        deposit_threshold_cents: thresholds.depositCents,
        bet_threshold_cents: thresholds.betCents,
        comp_point_multiplier_percent: STATUS_MULTIPLIER_PERCENT[status],
        cashback_percent: STATUS_CASHBACK_PERCENT[status],
        lifelong: status === 'diamond',
        perks: status === 'regular' ? [] : [...PERKS],
      }
    }),
  }
}
