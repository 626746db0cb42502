// Reads and writes limits, and the sums they count: the ledger's running totals for money (bets,
// wins, deposits) and real-money rounds for time played. Every function takes an Executor so enforcement runs inside
// the caller's transaction (play's round, a deposit).
import type { LimitType } from '@croupier/rules/limits'
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import { gameRounds } from '../catalogue/catalogue.tables.ts'
import type { Executor } from '../wallet/ledger.service.ts'
import { accounts, ledgerEntries } from '../wallet/wallet.tables.ts'
import { realityCheckSettings, userLimits } from './limits.tables.ts'

export type LimitRow = typeof userLimits.$inferSelect
export type NewLimitRow = typeof userLimits.$inferInsert

/** Limits in force: every money and session limit, and blocks that have not ended. */
export function listLimits(db: Executor, playerId: number, now: Date): Promise<LimitRow[]> {
  return db
    .select()
    .from(userLimits)
    .where(
      and(
        eq(userLimits.playerId, playerId),
        or(isNull(userLimits.endsAt), sql`${userLimits.endsAt} > ${now.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(asc(userLimits.id))
}

export async function findLimit(db: Executor, playerId: number, id: number): Promise<LimitRow | undefined> {
  const [row] = await db
    .select()
    .from(userLimits)
    .where(and(eq(userLimits.playerId, playerId), eq(userLimits.id, id)))
    .limit(1)
  return row
}

/** The money limit of one type, period and currency, or the session limit of one period. */
export async function findSameLimit(
  db: Executor,
  playerId: number,
  type: LimitType,
  period: string,
  currency: string | null,
): Promise<LimitRow | undefined> {
  const [row] = await db
    .select()
    .from(userLimits)
    .where(
      and(
        eq(userLimits.playerId, playerId),
        eq(userLimits.type, type),
        eq(userLimits.period, period as LimitRow['period']),
        currency === null ? isNull(userLimits.currency) : eq(userLimits.currency, currency),
      ),
    )
    .limit(1)
  return row
}

/** Spends an emailed token: marks its change confirmed, once; undefined when unknown, used or expired. */
export async function spendLimitToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<LimitRow | undefined> {
  const [row] = await db
    .update(userLimits)
    .set({ pendingConfirmedAt: now, pendingTokenHash: null, updatedAt: now })
    .where(
      and(
        eq(userLimits.pendingTokenHash, tokenHash),
        isNotNull(userLimits.pendingKind),
        sql`${userLimits.pendingTokenExpiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning()
  return row
}

export async function insertLimit(db: Executor, row: NewLimitRow): Promise<LimitRow> {
  const [inserted] = await db.insert(userLimits).values(row).returning()
  if (!inserted) throw new Error('limit insert returned nothing')
  return inserted
}

export async function updateLimit(
  db: Executor,
  id: number,
  changes: Partial<NewLimitRow>,
): Promise<LimitRow> {
  const [updated] = await db.update(userLimits).set(changes).where(eq(userLimits.id, id)).returning()
  if (!updated) throw new Error(`limit ${id} not updated`)
  return updated
}

/** No pending change: what a limit's pending columns are reset to. */
export const NO_PENDING = {
  pendingKind: null,
  pendingAmountCents: null,
  pendingMinutes: null,
  pendingAppliesAt: null,
  pendingConfirmedAt: null,
  pendingTokenHash: null,
  pendingTokenExpiresAt: null,
} as const satisfies Partial<NewLimitRow>

/**
 * Applies the player's pending changes that are due (confirmed and past their cooling period) and
 * drops the ones whose link expired unconfirmed. Cheap when there is nothing pending.
 */
export async function settlePending(db: Executor, playerId: number, now: Date): Promise<void> {
  const at = now.toISOString()
  const due = and(
    eq(userLimits.playerId, playerId),
    isNotNull(userLimits.pendingConfirmedAt),
    lte(userLimits.pendingAppliesAt, now),
  )
  await db.delete(userLimits).where(and(due, eq(userLimits.pendingKind, 'removal')))
  await db
    .update(userLimits)
    .set({
      amountCents: sql`COALESCE(${userLimits.pendingAmountCents}, ${userLimits.amountCents})`,
      minutes: sql`COALESCE(${userLimits.pendingMinutes}, ${userLimits.minutes})`,
      updatedAt: now,
      ...NO_PENDING,
    })
    .where(and(due, eq(userLimits.pendingKind, 'increase')))
  await db
    .update(userLimits)
    .set({ updatedAt: now, ...NO_PENDING })
    .where(
      and(
        eq(userLimits.playerId, playerId),
        isNotNull(userLimits.pendingKind),
        isNull(userLimits.pendingConfirmedAt),
        sql`${userLimits.pendingTokenExpiresAt} <= ${at}::timestamptz`,
      ),
    )
}

/** Locks the player's wallet in `currency` (if any) so concurrent bets or deposits check one by one. */
export async function lockAccount(db: Executor, playerId: number, currency: string): Promise<void> {
  await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.playerId, playerId), eq(accounts.currency, currency)))
    .for('update')
}

export interface MoneyTotals {
  /** Sum of bets (positive). */
  wageredCents: number
  /** Sum of wins and of refunded bets (refunds that reference a payment are not play). */
  wonCents: number
  /** Succeeded deposit credits. */
  depositedCents: number
  /** Withdrawals (positive; a recalled or failed one, refunded against its payment, lowers it). */
  withdrawnCents: number
}

/**
 * Ledger totals of one wallet since `since` (null: all time), from running totals (ADR 035): the
 * account's totals now minus those after its last entry before `since` — two indexed lookups,
 * whatever the length of the history.
 */
export async function moneyTotals(
  db: Executor,
  playerId: number,
  currency: string,
  since: Date | null,
): Promise<MoneyTotals> {
  const before = since
    ? sql`(SELECT e.wagered_after_cents AS wagered, e.won_after_cents AS won,
                  e.deposited_after_cents AS deposited, e.withdrawn_after_cents AS withdrawn
             FROM ${ledgerEntries} e
            WHERE e.account_id = a.id AND e.created_at < ${since.toISOString()}::timestamptz
            ORDER BY e.created_at DESC, e.id DESC LIMIT 1)`
    : sql`(SELECT 0 AS wagered, 0 AS won, 0 AS deposited, 0 AS withdrawn)`
  const result = await db.execute<Record<'wagered' | 'won' | 'deposited' | 'withdrawn', string | number>>(sql`
    SELECT a.wagered_cents - COALESCE(b.wagered, 0) AS wagered, a.won_cents - COALESCE(b.won, 0) AS won,
           a.deposited_cents - COALESCE(b.deposited, 0) AS deposited,
           a.withdrawn_cents - COALESCE(b.withdrawn, 0) AS withdrawn
      FROM ${accounts} a LEFT JOIN LATERAL ${before} b ON true
     WHERE a.player_id = ${playerId} AND a.currency = ${currency}`)
  const row = result.rows[0]
  return {
    wageredCents: Number(row?.wagered ?? 0),
    wonCents: Number(row?.won ?? 0),
    depositedCents: Number(row?.deposited ?? 0),
    withdrawnCents: Number(row?.withdrawn ?? 0),
  }
}

/**
 * Time played since `since`: the sum of the gaps between consecutive real-money rounds that are at
 * most `gapMs` apart (a longer pause is not play), and the last round's time.
 */
export async function playedTime(
  db: Executor,
  playerId: number,
  since: Date,
  gapMs: number,
): Promise<{ playedMs: number; lastAt: Date | null }> {
  const rounds = db
    .select({
      createdAt: gameRounds.createdAt,
      previous: sql`LAG(${gameRounds.createdAt}) OVER (ORDER BY ${gameRounds.createdAt})`.as('previous'),
    })
    .from(gameRounds)
    .where(
      and(eq(gameRounds.playerId, playerId), eq(gameRounds.mode, 'real'), gte(gameRounds.createdAt, since)),
    )
    .as('rounds')
  const gap = sql`EXTRACT(EPOCH FROM (${rounds.createdAt} - ${rounds.previous})) * 1000`
  const [row] = await db
    .select({
      played: sql<string>`COALESCE(SUM(CASE WHEN ${rounds.previous} IS NOT NULL AND ${gap} <= ${gapMs} THEN ${gap} ELSE 0 END), 0)`,
      last: sql<string | Date | null>`MAX(${rounds.createdAt})`,
    })
    .from(rounds)
  const last = row?.last ? new Date(row.last) : null
  return { playedMs: Math.round(Number(row?.played ?? 0)), lastAt: last }
}

/** Times of the player's latest real-money rounds since `since`, newest first (reality check). */
export async function recentRoundTimes(
  db: Executor,
  playerId: number,
  since: Date,
  max: number,
): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: gameRounds.createdAt })
    .from(gameRounds)
    .where(
      and(eq(gameRounds.playerId, playerId), eq(gameRounds.mode, 'real'), gte(gameRounds.createdAt, since)),
    )
    .orderBy(desc(gameRounds.createdAt))
    .limit(max)
  return rows.map((r) => r.createdAt)
}

export async function findRealityInterval(db: Executor, playerId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ minutes: realityCheckSettings.intervalMinutes })
    .from(realityCheckSettings)
    .where(eq(realityCheckSettings.playerId, playerId))
    .limit(1)
  return row?.minutes
}

export async function saveRealityInterval(
  db: Executor,
  playerId: number,
  minutes: number,
  now: Date,
): Promise<void> {
  await db
    .insert(realityCheckSettings)
    .values({ playerId, intervalMinutes: minutes, updatedAt: now })
    .onConflictDoUpdate({
      target: realityCheckSettings.playerId,
      set: { intervalMinutes: minutes, updatedAt: now },
    })
}

/** Restrictions of the player still running (cooling-off, self-exclusion). */
export function listRestrictions(db: Executor, playerId: number, now: Date): Promise<LimitRow[]> {
  return db
    .select()
    .from(userLimits)
    .where(
      and(
        eq(userLimits.playerId, playerId),
        inArray(userLimits.type, ['coolingoff', 'selfexclusion']),
        or(isNull(userLimits.endsAt), sql`${userLimits.endsAt} > ${now.toISOString()}::timestamptz`),
      ),
    )
}
