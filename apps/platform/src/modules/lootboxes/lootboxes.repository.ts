// Row reads, locks and writes of lootboxes (issue #13, ADR 040). Lock order (ADR 040): the wallet,
// then bonus rows, then the comp-point account, then the lootbox row.
import { and, desc, eq, gt, gte, isNull, or } from 'drizzle-orm'
import type { Executor } from '../wallet/ledger.service.ts'
import { lootboxes } from './lootboxes.tables.ts'

export type LootboxRow = typeof lootboxes.$inferSelect
export type NewLootboxRow = typeof lootboxes.$inferInsert

/** Inserts unless (player, source_key) exists; undefined on a replay. */
export async function insertLootbox(tx: Executor, row: NewLootboxRow): Promise<LootboxRow | undefined> {
  const [inserted] = await tx
    .insert(lootboxes)
    .values(row)
    .onConflictDoNothing({ target: [lootboxes.playerId, lootboxes.sourceKey] })
    .returning()
  return inserted
}

export async function findLootbox(db: Executor, id: number): Promise<LootboxRow | undefined> {
  const [row] = await db.select().from(lootboxes).where(eq(lootboxes.id, id))
  return row
}

export async function findLootboxBySource(
  db: Executor,
  playerId: number,
  sourceKey: string,
): Promise<LootboxRow | undefined> {
  const [row] = await db
    .select()
    .from(lootboxes)
    .where(and(eq(lootboxes.playerId, playerId), eq(lootboxes.sourceKey, sourceKey)))
  return row
}

/** The row, locked until the transaction ends. */
export async function lockLootbox(tx: Executor, id: number): Promise<LootboxRow | undefined> {
  const [row] = await tx.select().from(lootboxes).where(eq(lootboxes.id, id)).for('update')
  return row
}

export async function updateLootbox(
  tx: Executor,
  id: number,
  changes: Partial<NewLootboxRow>,
): Promise<LootboxRow> {
  const [row] = await tx.update(lootboxes).set(changes).where(eq(lootboxes.id, id)).returning()
  if (!row) throw new Error(`lootbox ${id} vanished`)
  return row
}

/** Issued boxes still valid at `now`, and boxes activated since `activatedSince`; newest first. */
export function listVisibleLootboxes(db: Executor, playerId: number, now: Date, activatedSince: Date) {
  return db
    .select()
    .from(lootboxes)
    .where(
      and(
        eq(lootboxes.playerId, playerId),
        or(
          and(eq(lootboxes.stage, 'issued'), or(isNull(lootboxes.validUntil), gt(lootboxes.validUntil, now))),
          and(eq(lootboxes.stage, 'activated'), gte(lootboxes.activatedAt, activatedSince)),
        ),
      ),
    )
    .orderBy(desc(lootboxes.createdAt), desc(lootboxes.id))
}
