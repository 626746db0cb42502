// Comp-point accounts, entries, shop cards and exchanges. An account is created on first use and
// locked (SELECT … FOR UPDATE) before any change: every entry of a player is written under that
// lock, so a key's uniqueness and the balance read are exact on PostgreSQL; PGlite runs one
// transaction at a time anyway.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../events/events.service.ts'
import { players } from '../player/player.tables.ts'
import {
  type CompPointReason,
  compPointAccounts,
  compPointEntries,
  type StoredShopReward,
  shopCards,
  shopExchanges,
} from './loyalty.tables.ts'

export type AccountRow = typeof compPointAccounts.$inferSelect
export type CardRow = typeof shopCards.$inferSelect
export type ExchangeRow = typeof shopExchanges.$inferSelect

/** The player's account, created when missing, locked until the transaction ends. */
export async function lockAccount(tx: Executor, playerId: number): Promise<AccountRow> {
  await tx.insert(compPointAccounts).values({ playerId }).onConflictDoNothing()
  const [row] = await tx
    .select()
    .from(compPointAccounts)
    .where(eq(compPointAccounts.playerId, playerId))
    .for('update')
  if (!row) throw new Error(`comp point account of player ${playerId} missing`)
  return row
}

export async function findAccount(db: Executor, playerId: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(compPointAccounts).where(eq(compPointAccounts.playerId, playerId))
  return row
}

export async function updateAccount(
  tx: Executor,
  playerId: number,
  change: { chargeable: number; persistent: number; earnRemainders?: Record<string, number>; now: Date },
): Promise<void> {
  await tx
    .update(compPointAccounts)
    .set({
      chargeable: change.chargeable,
      persistent: change.persistent,
      ...(change.earnRemainders ? { earnRemainders: change.earnRemainders } : {}),
      updatedAt: change.now,
    })
    .where(eq(compPointAccounts.playerId, playerId))
}

export interface NewEntry {
  playerId: number
  key: string
  reason: CompPointReason
  points: number
  persistentPoints: number
  chargeableAfter: number
  createdAt: Date
}

/** Keys of `keys` the player already has (read under the account lock). */
export async function existingKeys(
  tx: Executor,
  playerId: number,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const rows = await tx
    .select({ key: compPointEntries.key })
    .from(compPointEntries)
    .where(and(eq(compPointEntries.playerId, playerId), inArray(compPointEntries.key, [...keys])))
  return new Set(rows.map((row) => row.key))
}

/** Inserts the entries; answers how many were new (a known key inserts nothing). */
export async function insertEntries(tx: Executor, entries: readonly NewEntry[]): Promise<number> {
  if (entries.length === 0) return 0
  const rows = await tx
    .insert(compPointEntries)
    .values([...entries])
    .onConflictDoNothing()
    .returning({ id: compPointEntries.id })
  return rows.length
}

export function listCards(db: Executor): Promise<CardRow[]> {
  return db
    .select()
    .from(shopCards)
    .where(eq(shopCards.enabled, true))
    .orderBy(asc(shopCards.position), asc(shopCards.id))
}

export async function findCard(db: Executor, id: number): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(shopCards)
    .where(and(eq(shopCards.id, id), eq(shopCards.enabled, true)))
  return row
}

export async function lockCard(tx: Executor, id: number): Promise<CardRow | undefined> {
  const [row] = await tx.select().from(shopCards).where(eq(shopCards.id, id)).for('update')
  return row
}

export async function takeStock(tx: Executor, id: number, quantity: number): Promise<void> {
  await tx
    .update(shopCards)
    .set({ stock: sql`${shopCards.stock} - ${quantity}` })
    .where(eq(shopCards.id, id))
}

export async function insertMissingCards(
  db: Executor,
  rows: (typeof shopCards.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(shopCards).values(rows).onConflictDoNothing()
}

export async function findExchangeByKey(
  db: Executor,
  playerId: number,
  key: string,
): Promise<ExchangeRow | undefined> {
  const [row] = await db
    .select()
    .from(shopExchanges)
    .where(and(eq(shopExchanges.playerId, playerId), eq(shopExchanges.idempotencyKey, key)))
  return row
}

/** The new exchange, or undefined when a concurrent request took the key first. */
export async function insertExchange(
  tx: Executor,
  row: Omit<typeof shopExchanges.$inferInsert, 'id'>,
): Promise<ExchangeRow | undefined> {
  const [inserted] = await tx.insert(shopExchanges).values(row).onConflictDoNothing().returning()
  return inserted
}

export async function setExchangeReward(tx: Executor, id: number, reward: StoredShopReward): Promise<void> {
  await tx.update(shopExchanges).set({ reward }).where(eq(shopExchanges.id, id))
}

/** The player's id by id or e-mail (the dev credit's operator stand-in). */
export async function findPlayerId(
  db: Executor,
  by: { id?: number; email?: string },
): Promise<number | undefined> {
  const where =
    by.id !== undefined ? eq(players.id, by.id) : eq(players.email, (by.email ?? '').trim().toLowerCase())
  const [row] = await db.select({ id: players.id }).from(players).where(where).limit(1)
  return row?.id
}
