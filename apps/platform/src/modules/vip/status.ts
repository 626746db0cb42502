// VIP statuses (ADR 040): a player's status from the quarter's deposit and real bet sums in the
// active wallet's currency, held to the end of the next quarter (diamond for life). A change moves
// the player's VIP group (one at a time) and emits `player.changed` (realtime `group_updates`);
// reaching a status for the first time records its gift once.
import { type VipStatus, vipStatus } from '@croupier/rules/groups'
import {
  type HeldStatus,
  quarterEnd,
  quarterOf,
  statusFor,
  statusGroupId,
  statusRank,
  stillHeld,
  VIP_STATUS_ORDER,
  type VipProgress,
  vipProgress,
} from '@croupier/rules/vip'
import { type Executor, emitEvent } from '../events/events.service.ts'
import { addPlayerGroups, listPlayerGroups, removePlayerGroups } from '../player/groups.service.ts'
import * as repo from './vip.repository.ts'

export const VIP_GROUP_IDS = VIP_STATUS_ORDER.map(statusGroupId).filter((id): id is number => id !== null)

export function heldOf(row: repo.VipStatusRow | undefined): HeldStatus | null {
  return row ? { status: row.lifelong ? 'diamond' : row.status, heldUntil: row.heldUntil } : null
}

/**
 * What the player holds at `now`: the status row while it holds, or a VIP group the operator put
 * the player in (held to this quarter's end, when the quarter-end job reads the totals again).
 */
export async function heldAt(tx: Executor, playerId: number, now: Date): Promise<HeldStatus | null> {
  const row = await repo.findStatus(tx, playerId)
  const held = heldOf(row)
  const byGroup = vipStatus((await listPlayerGroups(tx, playerId)).map((g) => g.id))
  if (statusRank(byGroup) <= statusRank(stillHeld(held, now))) return held
  return { status: byGroup, heldUntil: byGroup === 'diamond' ? null : quarterEnd(now) }
}

/** The status the player holds at `now` (regular without a row or group, or once the holding ended). */
export async function currentStatusOf(tx: Executor, playerId: number, now: Date): Promise<VipStatus> {
  return stillHeld(await heldAt(tx, playerId, now), now)
}

/** Puts the player in the status's VIP group only (none for regular); emits `player.changed` on a change. */
export async function moveVipGroup(tx: Executor, playerId: number, status: VipStatus): Promise<boolean> {
  const target = statusGroupId(status)
  const before = (await listPlayerGroups(tx, playerId)).map((g) => g.id)
  const leave = before.filter((id) => VIP_GROUP_IDS.includes(id) && id !== target)
  const join = target !== null && !before.includes(target) ? [target] : []
  if (leave.length === 0 && join.length === 0) return false
  await removePlayerGroups(tx, playerId, leave)
  await addPlayerGroups(tx, playerId, join)
  const groups = await listPlayerGroups(tx, playerId)
  await emitEvent(tx, { type: 'player.changed', payload: { player_id: playerId, groups } })
  return true
}

export interface StatusChange {
  playerId: number
  from: VipStatus
  to: VipStatus
  /** The vip_status_gifts row when this was the first time the player reached `to`. */
  giftId: number | undefined
}

/**
 * Re-evaluates one player at `now` (after a real round or a deposit): raises the status when the
 * quarter earns one at least as high as the held one (renewing its holding), never lowers it (the
 * quarter end does). The caller's transaction; serialised per player.
 */
export async function evaluateStatus(
  tx: Executor,
  playerId: number,
  now: Date,
): Promise<StatusChange | null> {
  await repo.lockPlayerVip(tx, playerId)
  const currency = await repo.activeCurrencyOf(tx, playerId)
  if (!currency) return null
  const quarter = quarterOf(now)
  const earned = statusFor(
    await repo.totalsBetween(tx, playerId, currency, quarter.start, quarter.end),
    currency,
  )
  const row = await repo.findStatus(tx, playerId)
  const held = stillHeld(await heldAt(tx, playerId, now), now)
  if (earned === 'regular' || statusRank(earned) < statusRank(held)) return null
  const lifelong = earned === 'diamond'
  const heldUntil = lifelong ? null : quarterEnd(quarterEnd(now))
  if (row && row.status === earned && row.earnedQuarter === quarter.key && held === earned) return null
  await repo.saveStatus(tx, {
    playerId,
    status: earned,
    heldUntil,
    earnedQuarter: quarter.key,
    lifelong,
    updatedAt: now,
  })
  await moveVipGroup(tx, playerId, earned)
  if (held === earned) return null
  const giftId = await repo.claimStatusGift(tx, playerId, earned, now)
  return { playerId, from: held, to: earned, giftId }
}

/** GET /jam/vip_status_progress: this quarter's totals in the active wallet's currency. */
export async function progressOf(db: Executor, playerId: number, now: Date): Promise<VipProgress> {
  const currency = (await repo.activeCurrencyOf(db, playerId)) ?? 'EUR'
  const quarter = quarterOf(now)
  const totals = await repo.totalsBetween(db, playerId, currency, quarter.start, quarter.end)
  return vipProgress({ totals, currency, held: await heldAt(db, playerId, now), now })
}
