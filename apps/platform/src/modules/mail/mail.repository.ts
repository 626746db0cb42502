// Reads and writes the mail outbox.
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { mailOutbox } from './mail.tables.ts'

export type MailRow = typeof mailOutbox.$inferSelect

export async function insertMail(db: Database, row: typeof mailOutbox.$inferInsert): Promise<MailRow> {
  const [inserted] = await db.insert(mailOutbox).values(row).returning()
  if (!inserted) throw new Error('mail insert returned nothing')
  return inserted
}

export function listLatestMail(db: Database, limit: number, to?: string): Promise<MailRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(limit)
}

/**
 * Claims up to `limit` unsent messages for delivery (attempts + 1). SKIP LOCKED lets several
 * platform instances drain one outbox without sending a message twice at the same time.
 */
export async function claimUnsentMail(db: Database, limit: number, maxAttempts: number): Promise<MailRow[]> {
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1` })
    .where(
      sql`${mailOutbox.id} IN (SELECT id FROM mail_outbox WHERE sent_at IS NULL AND attempts < ${maxAttempts} ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)`,
    )
    .returning()
}

export async function markMailSent(db: Database, id: number, now: Date): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: now, lastError: null }).where(eq(mailOutbox.id, id))
}

export async function markMailFailed(db: Database, id: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lastError: error.slice(0, 1000) })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)))
}

export async function countUnsent(db: Database, maxAttempts: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, maxAttempts)))
  return row?.count ?? 0
}
