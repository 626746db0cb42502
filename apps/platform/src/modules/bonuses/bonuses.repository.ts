// Row reads, locks and updates of player bonuses and free-spin batches (issue #12, ADR 039). Lock
// order: the wallet first (ledger.service.ts#lockWallet), then a bonus row, then free-spin rows.
import { and, eq, lt, sql } from 'drizzle-orm'
import { type Executor, lockWalletWith, rowFromJson, type WalletRow } from '../wallet/ledger.service.ts'
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

/**
 * A round step's wallet lock (ADR 039, what a bonus round costs): the wallet, its activated bonus
 * locked after it, and whether a batch of free spins plays `gameId` — one statement. Under READ
 * COMMITTED the batch flag and a bonus activated while the step waited for the wallet may be older
 * than the lock (the bonus row itself, once found, is its newest version); callers look again when
 * the wallet shows bonus money and no bonus came back.
 */
export async function lockWalletForRound(
  db: Executor,
  playerId: number,
  currency: string,
  gameId: number | null,
): Promise<{ wallet: WalletRow; bonus: BonusRow | undefined; freeSpins: boolean } | undefined> {
  const locked = await lockWalletWith<{ bonus: unknown; free_spins: boolean | null }>(
    db,
    playerId,
    currency,
    (a) => sql`(SELECT row_to_json(pb.*) FROM ${playerBonuses} pb
        WHERE pb.player_id = ${a}.player_id AND pb.currency = ${a}.currency AND pb.stage = 'activated'
        FOR UPDATE) AS bonus,
      ${
        gameId === null
          ? sql`false`
          : sql`EXISTS (SELECT 1 FROM ${playerFreeSpins} f
        WHERE f.player_id = ${a}.player_id AND f.currency = ${a}.currency AND f.stage = 'activated'
          AND f.game_ids @> ${JSON.stringify([gameId])}::jsonb)`
      } AS free_spins`,
  )
  if (!locked) return undefined
  const { bonus, free_spins } = locked.related
  return {
    wallet: locked.account,
    bonus: bonus === null || bonus === undefined ? undefined : rowFromJson(playerBonuses, bonus),
    freeSpins: free_spins === true,
  }
}

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

/** Stores a bonus's new figures, which the caller knows: nothing is read back. */
export async function writeBonusFigures(
  db: Executor,
  bonusId: number,
  change: Partial<NewBonusRow>,
): Promise<void> {
  await db.update(playerBonuses).set(change).where(eq(playerBonuses.id, bonusId))
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
