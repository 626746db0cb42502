// Row reads, locks and updates of player bonuses and free-spin batches (issue #12, ADR 039). Lock
// order: the wallet first (ledger.service.ts#lockWallet), then a bonus row, then free-spin rows.
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Executor } from '../wallet/ledger.service.ts'
import { playerBonuses, playerFreeSpins } from './bonuses.tables.ts'

export type BonusRow = typeof playerBonuses.$inferSelect
export type NewBonusRow = typeof playerBonuses.$inferInsert
export type FreeSpinsRow = typeof playerFreeSpins.$inferSelect
export type NewFreeSpinsRow = typeof playerFreeSpins.$inferInsert

export async function findBonus(db: Executor, bonusId: number): Promise<BonusRow | undefined> {
  const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.id, bonusId)).limit(1)
  return row
}

/** The bonus row locked until the transaction ends (after the wallet). */
export async function findBonusForUpdate(db: Executor, bonusId: number): Promise<BonusRow | undefined> {
  const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.id, bonusId)).for('update')
  return row
}

/**
 * Serialises activations of a player who has no wallet in the bonus's currency yet (there is no
 * wallet row to lock): a transaction-scoped advisory lock keyed by the player.
 */
export async function lockPlayerActivations(db: Executor, playerId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${ACTIVATION_LOCK}, ${playerId})`)
}

/** Our choice: the advisory lock class of bonus activations without a wallet. */
const ACTIVATION_LOCK = 12_039

/** The wallet's activated bonus, locked (one at most: `player_bonuses_one_active`). */
export async function findActiveBonusForUpdate(
  db: Executor,
  playerId: number,
  currency: string,
): Promise<BonusRow | undefined> {
  const [row] = await db
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.playerId, playerId),
        eq(playerBonuses.currency, currency),
        eq(playerBonuses.stage, 'activated'),
      ),
    )
    .for('update')
  return row
}

export async function listPlayerBonuses(db: Executor, playerId: number): Promise<BonusRow[]> {
  return db.select().from(playerBonuses).where(eq(playerBonuses.playerId, playerId)).orderBy(playerBonuses.id)
}

export async function listPlayerFreeSpins(db: Executor, playerId: number): Promise<FreeSpinsRow[]> {
  return db
    .select()
    .from(playerFreeSpins)
    .where(eq(playerFreeSpins.playerId, playerId))
    .orderBy(playerFreeSpins.id)
}

/** Inserts a bonus; an already issued source key inserts nothing and gives undefined. */
export async function insertBonusRow(db: Executor, row: NewBonusRow): Promise<BonusRow | undefined> {
  const [inserted] = await db.insert(playerBonuses).values(row).onConflictDoNothing().returning()
  return inserted
}

export async function insertFreeSpinsRow(
  db: Executor,
  row: NewFreeSpinsRow,
): Promise<FreeSpinsRow | undefined> {
  const [inserted] = await db.insert(playerFreeSpins).values(row).onConflictDoNothing().returning()
  return inserted
}

export async function updateBonusRow(
  db: Executor,
  bonusId: number,
  change: Partial<NewBonusRow>,
): Promise<BonusRow> {
  const [row] = await db.update(playerBonuses).set(change).where(eq(playerBonuses.id, bonusId)).returning()
  if (!row) throw new Error(`player bonus ${bonusId} vanished`)
  return row
}

export async function findFreeSpins(db: Executor, id: number): Promise<FreeSpinsRow | undefined> {
  const [row] = await db.select().from(playerFreeSpins).where(eq(playerFreeSpins.id, id)).limit(1)
  return row
}

export async function findFreeSpinsForUpdate(db: Executor, id: number): Promise<FreeSpinsRow | undefined> {
  const [row] = await db.select().from(playerFreeSpins).where(eq(playerFreeSpins.id, id)).for('update')
  return row
}

/** The player's activated batches in `currency` that play `gameId`, oldest first (not locked). */
export async function findPlayableFreeSpins(
  db: Executor,
  playerId: number,
  currency: string,
  gameId: number,
): Promise<FreeSpinsRow | undefined> {
  const [row] = await db
    .select()
    .from(playerFreeSpins)
    .where(
      and(
        eq(playerFreeSpins.playerId, playerId),
        eq(playerFreeSpins.currency, currency),
        eq(playerFreeSpins.stage, 'activated'),
        sql`${playerFreeSpins.gameIds} @> ${JSON.stringify([gameId])}::jsonb`,
      ),
    )
    .orderBy(playerFreeSpins.id)
    .limit(1)
  return row
}

export async function updateFreeSpinsRow(
  db: Executor,
  id: number,
  change: Partial<NewFreeSpinsRow>,
): Promise<FreeSpinsRow> {
  const [row] = await db.update(playerFreeSpins).set(change).where(eq(playerFreeSpins.id, id)).returning()
  if (!row) throw new Error(`free-spin batch ${id} vanished`)
  return row
}

const dueBonus = (now: Date) => {
  const at = now.toISOString()
  return sql`((${playerBonuses.stage} = 'issued' AND ${playerBonuses.activatableUntil} <= ${at}::timestamptz)
    OR (${playerBonuses.stage} = 'activated' AND ${playerBonuses.wagerUntil} <= ${at}::timestamptz))`
}

/** Bonuses due to expire at `now` (issued past activation, activated past wagering), unlocked. */
export function listDueBonuses(db: Executor, now: Date, limit: number): Promise<BonusRow[]> {
  return db.select().from(playerBonuses).where(dueBonus(now)).orderBy(playerBonuses.id).limit(limit)
}

/** A due bonus locked for its expiry (after its wallet); undefined when another run holds or ended it. */
export async function lockDueBonus(db: Executor, bonusId: number, now: Date): Promise<BonusRow | undefined> {
  const [row] = await db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.id, bonusId), dueBonus(now)))
    .for('update', { skipLocked: true })
  return row
}

/** Issued batches past their activation deadline, locked, skipping those another run holds. */
export async function lockDueFreeSpins(db: Executor, now: Date, limit: number): Promise<FreeSpinsRow[]> {
  return db
    .select()
    .from(playerFreeSpins)
    .where(and(eq(playerFreeSpins.stage, 'issued'), lt(playerFreeSpins.activatableUntil, now)))
    .orderBy(playerFreeSpins.id)
    .limit(limit)
    .for('update', { skipLocked: true })
}
