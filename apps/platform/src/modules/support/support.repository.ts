// Stores contact-form messages.
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { contactMessages } from './support.tables.ts'

export async function insertContactMessage(
  db: Database,
  row: typeof contactMessages.$inferInsert,
): Promise<void> {
  await db.insert(contactMessages).values(row)
}

export async function countContactMessages(db: Database): Promise<number> {
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(contactMessages)
  return rows[0]?.count ?? 0
}
