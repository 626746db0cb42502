// The VIP module's SQL: quarter and week totals read from the wallet ledger (real money only: demo
// rounds never reach it, free spins move no money), the held statuses, the levels, the once-only
// gift and payout rows, and the job runs.
import type { VipStatus } from '@croupier/rules/groups'
import type { VipTotals } from '@croupier/rules/vip'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { bonusDefinitions } from '../bonuses/bonuses.tables.ts'
import type { Executor } from '../events/events.service.ts'
import { playerGroupMemberships } from '../player/player.tables.ts'
import { accounts, ledgerEntries } from '../wallet/wallet.tables.ts'
import {
  cashbackPayouts,
  levelGifts,
  loyaltyJobRuns,
  vipLevels,
  vipStatuses,
  vipStatusGifts,
} from './vip.tables.ts'

export type VipStatusRow = typeof vipStatuses.$inferSelect
export type LevelRow = typeof vipLevels.$inferSelect

/** Serialises one player's VIP evaluations (status and levels) for the transaction. */
export async function lockPlayerVip(tx: Executor, playerId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(7040, ${playerId})`)
}

/** The player's active wallet currency, if any. */
export async function activeCurrencyOf(tx: Executor, playerId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ currency: accounts.currency })
    .from(accounts)
    .where(and(eq(accounts.playerId, playerId), eq(accounts.active, true)))
  return row?.currency
}

/**
 * Deposits and real bets (cash and bonus stakes) of the player's wallet in `currency` in [start,
 * end): the running totals the ledger keeps on each entry (ADR 035), after the last entry before
 * `end` minus after the last entry before `start` — two index lookups, not a scan of the quarter.
 */
export async function totalsBetween(
  tx: Executor,
  playerId: number,
  currency: string,
  start: Date,
  end: Date,
): Promise<VipTotals> {
  const last = (before: Date) => sql`(
    SELECT e.wagered_after_cents AS wagered, e.deposited_after_cents AS deposited
      FROM ${ledgerEntries} e
     WHERE e.account_id = a.id AND e.created_at < ${before.toISOString()}::timestamptz
     ORDER BY e.created_at DESC, e.id DESC
     LIMIT 1)`
  const result = await tx.execute<{ bets: string | number; deposits: string | number }>(sql`
    SELECT COALESCE(upto.wagered, 0) - COALESCE(since.wagered, 0) AS bets,
           COALESCE(upto.deposited, 0) - COALESCE(since.deposited, 0) AS deposits
      FROM ${accounts} a
      LEFT JOIN LATERAL ${last(end)} upto ON true
      LEFT JOIN LATERAL ${last(start)} since ON true
     WHERE a.player_id = ${playerId} AND a.currency = ${currency}`)
  const row = result.rows[0]
  return {
    betCents: Math.max(0, Number(row?.bets ?? 0)),
    depositCents: Math.max(0, Number(row?.deposits ?? 0)),
  }
}

export interface PlayerActivity {
  playerId: number
  currency: string
  betCents: number
  depositCents: number
  cashBetCents: number
  cashWinCents: number
}

/** Every wallet with ledger activity in [start, end): its totals (a job's candidates). */
export async function activityBetween(tx: Executor, start: Date, end: Date): Promise<PlayerActivity[]> {
  const { kind, amountCents: amount } = ledgerEntries
  const rows = await tx
    .select({
      playerId: accounts.playerId,
      currency: accounts.currency,
      bets: sql<string>`COALESCE(-SUM(${amount}) FILTER (WHERE ${kind} IN ('bet', 'bonus_bet')), 0)`,
      deposits: sql<string>`COALESCE(SUM(${amount}) FILTER (WHERE ${kind} = 'deposit'), 0)`,
      cashBets: sql<string>`COALESCE(-SUM(${amount}) FILTER (WHERE ${kind} = 'bet'), 0)`,
      cashWins: sql<string>`COALESCE(SUM(${amount}) FILTER (WHERE ${kind} = 'win'), 0)`,
    })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(
      and(
        sql`${ledgerEntries.createdAt} >= ${start.toISOString()}::timestamptz`,
        sql`${ledgerEntries.createdAt} < ${end.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(accounts.playerId, accounts.currency)
    .orderBy(asc(accounts.playerId), asc(accounts.currency))
  return rows.map((r) => ({
    playerId: r.playerId,
    currency: r.currency,
    betCents: Math.max(0, Number(r.bets)),
    depositCents: Math.max(0, Number(r.deposits)),
    cashBetCents: Math.max(0, Number(r.cashBets)),
    cashWinCents: Math.max(0, Number(r.cashWins)),
  }))
}

export async function findStatus(tx: Executor, playerId: number): Promise<VipStatusRow | undefined> {
  const [row] = await tx.select().from(vipStatuses).where(eq(vipStatuses.playerId, playerId))
  return row
}

export async function saveStatus(tx: Executor, row: VipStatusRow): Promise<void> {
  await tx
    .insert(vipStatuses)
    .values(row)
    .onConflictDoUpdate({
      target: vipStatuses.playerId,
      set: {
        status: row.status,
        heldUntil: row.heldUntil,
        earnedQuarter: row.earnedQuarter,
        lifelong: row.lifelong,
        updatedAt: row.updatedAt,
      },
    })
}

/** Rows a quarter end looks at: every non-regular holding, diamonds aside. */
export function listHeldStatuses(tx: Executor): Promise<VipStatusRow[]> {
  return tx
    .select()
    .from(vipStatuses)
    .where(and(eq(vipStatuses.lifelong, false), sql`${vipStatuses.status} <> 'regular'`))
    .orderBy(asc(vipStatuses.playerId))
}

/** Players in any of `groupIds` who have no status row (the operator put them there). */
export async function vipGroupMembersWithoutStatus(
  tx: Executor,
  groupIds: readonly number[],
): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ playerId: playerGroupMemberships.playerId })
    .from(playerGroupMemberships)
    .leftJoin(vipStatuses, eq(vipStatuses.playerId, playerGroupMemberships.playerId))
    .where(and(inArray(playerGroupMemberships.groupId, [...groupIds]), isNull(vipStatuses.playerId)))
  return rows.map((r) => r.playerId)
}

export function statusesOf(tx: Executor, playerIds: readonly number[]): Promise<VipStatusRow[]> {
  if (playerIds.length === 0) return Promise.resolve([])
  return tx
    .select()
    .from(vipStatuses)
    .where(inArray(vipStatuses.playerId, [...playerIds]))
}

/** True when this call recorded the status gift (first time the player reached it). */
export async function claimStatusGift(tx: Executor, playerId: number, status: VipStatus, now: Date) {
  const rows = await tx
    .insert(vipStatusGifts)
    .values({ playerId, status, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: vipStatusGifts.id })
  return rows[0]?.id
}

export async function setStatusGiftLootbox(tx: Executor, id: number, lootboxId: number): Promise<void> {
  await tx.update(vipStatusGifts).set({ lootboxId }).where(eq(vipStatusGifts.id, id))
}

export function listStatusGifts(tx: Executor, playerId: number) {
  return tx.select().from(vipStatusGifts).where(eq(vipStatusGifts.playerId, playerId))
}

export function listLevels(tx: Executor): Promise<LevelRow[]> {
  return tx.select().from(vipLevels).orderBy(asc(vipLevels.number))
}

export async function insertMissingLevels(tx: Executor, rows: LevelRow[]): Promise<void> {
  if (rows.length === 0) return
  await tx.insert(vipLevels).values(rows).onConflictDoNothing()
}

/** True when this call recorded the level's gifts (key `level:<n>`). */
export async function claimLevelGift(tx: Executor, playerId: number, level: number, now: Date) {
  const rows = await tx
    .insert(levelGifts)
    .values({ playerId, level, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: levelGifts.id })
  return rows.length > 0
}

export function listLevelGifts(tx: Executor, playerId: number) {
  return tx.select().from(levelGifts).where(eq(levelGifts.playerId, playerId)).orderBy(asc(levelGifts.level))
}

export async function findDefinitionByKey(tx: Executor, key: string) {
  const [row] = await tx.select().from(bonusDefinitions).where(eq(bonusDefinitions.key, key))
  return row
}

/** Records the week's payout; false when the player already has one for the week. */
export async function claimCashback(tx: Executor, row: typeof cashbackPayouts.$inferInsert) {
  const rows = await tx
    .insert(cashbackPayouts)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: cashbackPayouts.id })
  return rows[0]?.id
}

export async function setCashbackBonus(tx: Executor, id: number, bonusId: number): Promise<void> {
  await tx.update(cashbackPayouts).set({ bonusId }).where(eq(cashbackPayouts.id, id))
}

export function listCashback(tx: Executor, playerId: number) {
  return tx.select().from(cashbackPayouts).where(eq(cashbackPayouts.playerId, playerId))
}

/**
 * Claims a job's period: true for the one transaction that inserted it. A second instance waits on
 * the row until the first commits and then finds it taken.
 */
export async function claimJobRun(tx: Executor, job: string, period: string, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(loyaltyJobRuns)
    .values({ job, period, ranAt: now })
    .onConflictDoNothing()
    .returning({ job: loyaltyJobRuns.job })
  return rows.length > 0
}

export async function setJobChanged(
  tx: Executor,
  job: string,
  period: string,
  changed: number,
): Promise<void> {
  await tx
    .update(loyaltyJobRuns)
    .set({ changed })
    .where(and(eq(loyaltyJobRuns.job, job), eq(loyaltyJobRuns.period, period)))
}
