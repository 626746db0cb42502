// The VIP jobs (ADR 040), each once per period across instances: the first transaction to insert
// the period's `loyalty_job_runs` row does the work; another instance blocks on that row until it
// commits and then finds it taken.
// - Quarter end: every player gets the status the ended quarter earned, or keeps one still held
//   (held_until after `now`); diamond never falls.
// - Weekly cashback (Monday 00:00 UTC): the past week's net cash loss (cash bets − cash wins, real
//   play) × the player's cashback percent, as a bonus wagered once, key `cashback:<player>:<week>`.
import type { VipStatus } from '@croupier/rules/groups'
import {
  cashbackCents,
  higherStatus,
  previousQuarter,
  previousWeek,
  quarterEnd,
  statusFor,
  stillHeld,
} from '@croupier/rules/vip'
import type { Database } from '../../db/client.ts'
import { issueBonus, loadViewer, mayReceive } from '../bonuses/bonuses.service.ts'
import type { Executor } from '../events/events.service.ts'
import { cashbackPercentOf, levelRowOf } from './levels.ts'
import { heldOf, moveVipGroup, VIP_GROUP_IDS } from './status.ts'
import * as repo from './vip.repository.ts'

export type LoyaltyJob = 'quarter-end' | 'weekly-cashback'

/** Persistent comp points of a player (the loyalty module's account; 0 without one). */
export type PersistentPointsOf = (tx: Executor, playerId: number) => Promise<number>

export const CASHBACK_DEFINITION_KEY = 'vip_weekly_cashback'

export async function runQuarterEnd(db: Database, now: Date): Promise<number> {
  const ended = previousQuarter(now)
  return db.transaction(async (tx) => {
    if (!(await repo.claimJobRun(tx, 'quarter-end', ended.key, now))) return 0
    const activity = await repo.activityBetween(tx, ended.start, ended.end)
    const held = await repo.listHeldStatuses(tx)
    // Players the operator put in a VIP group without a status row: their status ends here too.
    const grouped = new Set(await repo.vipGroupMembersWithoutStatus(tx, VIP_GROUP_IDS))
    const ids = [
      ...new Set([...activity.map((a) => a.playerId), ...held.map((h) => h.playerId), ...grouped]),
    ].sort((a, b) => a - b)
    let changed = 0
    for (const playerId of ids) {
      await repo.lockPlayerVip(tx, playerId)
      const row = await repo.findStatus(tx, playerId)
      if (row?.lifelong) continue
      const currency = await repo.activeCurrencyOf(tx, playerId)
      const totals = activity.find((a) => a.playerId === playerId && a.currency === currency)
      const earned: VipStatus = totals && currency ? statusFor(totals, currency) : 'regular'
      const kept = stillHeld(heldOf(row), now)
      const status = higherStatus(earned, kept)
      const renewed = earned !== 'regular' && status === earned
      const heldUntil = status === 'regular' ? null : renewed ? quarterEnd(now) : (row?.heldUntil ?? null)
      if (row?.status === status && row.heldUntil?.getTime() === heldUntil?.getTime()) continue
      if (!row && status === 'regular' && !grouped.has(playerId)) continue
      await repo.saveStatus(tx, {
        playerId,
        status,
        heldUntil: status === 'diamond' ? null : heldUntil,
        earnedQuarter: renewed ? ended.key : (row?.earnedQuarter ?? ended.key),
        lifelong: status === 'diamond',
        updatedAt: now,
      })
      if (await moveVipGroup(tx, playerId, status)) changed += 1
    }
    await repo.setJobChanged(tx, 'quarter-end', ended.key, changed)
    return changed
  })
}

export async function runWeeklyCashback(
  db: Database,
  now: Date,
  pointsOf: PersistentPointsOf,
): Promise<number> {
  const week = previousWeek(now)
  return db.transaction(async (tx) => {
    if (!(await repo.claimJobRun(tx, 'weekly-cashback', week.key, now))) return 0
    const definition = await repo.findDefinitionByKey(tx, CASHBACK_DEFINITION_KEY)
    if (!definition?.enabled) return 0
    const levels = await repo.listLevels(tx)
    const activity = await repo.activityBetween(tx, week.start, week.end)
    let paid = 0
    for (const row of activity) {
      if (row.cashBetCents <= row.cashWinCents) continue
      if ((await repo.activeCurrencyOf(tx, row.playerId)) !== row.currency) continue
      const status = stillHeld(heldOf(await repo.findStatus(tx, row.playerId)), now)
      const percent = cashbackPercentOf(levelRowOf(levels, await pointsOf(tx, row.playerId)), status)
      const amountCents = cashbackCents(row.cashBetCents, row.cashWinCents, percent)
      if (amountCents <= 0) continue
      const viewer = await loadViewer(tx, row.playerId)
      if (!viewer || !(await mayReceive(tx, viewer, definition, now))) continue
      const payoutId = await repo.claimCashback(tx, {
        playerId: row.playerId,
        week: week.key,
        currency: row.currency,
        lossCents: row.cashBetCents - row.cashWinCents,
        percent,
        amountCents,
        createdAt: now,
      })
      if (payoutId === undefined) continue
      const bonus = await issueBonus(tx, {
        playerId: row.playerId,
        definition,
        currency: row.currency,
        amountCents,
        sourceKey: `cashback:${row.playerId}:${week.key}`,
        now,
        autoActivate: false,
      })
      if (bonus) await repo.setCashbackBonus(tx, payoutId, bonus.id)
      paid += 1
    }
    await repo.setJobChanged(tx, 'weekly-cashback', week.key, paid)
    return paid
  })
}
