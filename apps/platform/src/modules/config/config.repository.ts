// Reads and writes operator_config rows; the only place that touches that table.
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { operatorConfig } from './config.tables.ts'

export async function findConfigValue(db: Database, key: string): Promise<unknown | undefined> {
  const rows = await db
    .select({ value: operatorConfig.value })
    .from(operatorConfig)
    .where(eq(operatorConfig.key, key))
  return rows[0]?.value
}

/** Inserts defaults that are not there yet; existing (possibly operator-edited) rows are kept. */
export async function insertMissingConfig(
  db: Database,
  entries: { key: string; value: unknown }[],
): Promise<void> {
  if (entries.length === 0) return
  await db.insert(operatorConfig).values(entries).onConflictDoNothing({ target: operatorConfig.key })
}

/** An operator edit: replaces the value of a key. */
export async function saveConfigValue(db: Database, key: string, value: unknown): Promise<void> {
  await db
    .insert(operatorConfig)
    .values({ key, value })
    .onConflictDoUpdate({ target: operatorConfig.key, set: { value, updatedAt: sql`now()` } })
}

export async function countConfigRows(db: Database): Promise<number> {
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(operatorConfig)
  return rows[0]?.count ?? 0
}
