// Reads and writes the accounts table (one wallet per player and currency).
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { currencies } from '../info/info.tables.ts'
import { accounts } from './wallet.tables.ts'

export type AccountRow = typeof accounts.$inferSelect

export function listPlayerAccounts(db: Database, playerId: number): Promise<AccountRow[]> {
  return db.select().from(accounts).where(eq(accounts.playerId, playerId)).orderBy(asc(accounts.id))
}

export async function findActiveAccount(db: Database, playerId: number): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.playerId, playerId), eq(accounts.active, true)))
    .limit(1)
  return row
}

export async function isCurrencyEnabled(db: Database, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(and(eq(currencies.code, code), eq(currencies.enabled, true)))
    .limit(1)
  return row !== undefined
}

export async function isFiatCurrency(db: Database, code: string): Promise<boolean> {
  const [row] = await db
    .select({ fiat: currencies.fiat })
    .from(currencies)
    .where(eq(currencies.code, code))
    .limit(1)
  return row?.fiat ?? true
}

/**
 * Makes `currency` the player's active wallet, creating it at zero when missing. Two statements in
 * one transaction: the partial unique index allows one active wallet at any moment.
 */
export async function activateAccount(
  db: Database,
  playerId: number,
  currency: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(accounts)
      .values({ playerId, currency, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
    await tx
      .update(accounts)
      .set({ active: false, updatedAt: now })
      .where(and(eq(accounts.playerId, playerId), eq(accounts.active, true)))
    await tx
      .update(accounts)
      .set({ active: true, updatedAt: now })
      .where(and(eq(accounts.playerId, playerId), eq(accounts.currency, currency)))
  })
}

/** Adds a wallet without changing which one is active (seed, later: deposits in a new currency). */
export async function ensureAccount(
  db: Database,
  row: { playerId: number; currency: string; amountCents?: number; availableToCashoutCents?: number },
): Promise<void> {
  await db.insert(accounts).values(row).onConflictDoNothing()
}
