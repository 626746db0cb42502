// Reads and writes the sessions table.
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { sessions } from './session.tables.ts'

export type SessionRow = typeof sessions.$inferSelect

export async function insertSession(db: Database, row: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [inserted] = await db.insert(sessions).values(row).returning()
  if (!inserted) throw new Error('session insert returned nothing')
  return inserted
}

export async function findSessionById(db: Database, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1)
  return row
}

export async function touchSession(db: Database, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id))
}

export async function revokeSessionById(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
}

/** Revokes the player's session with this public id; false when the player has no such live session. */
export async function revokePlayerSession(
  db: Database,
  playerId: number,
  publicId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.playerId, playerId),
        sql`${sessions.publicId}::text = ${publicId}`,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ id: sessions.id })
  return rows.length > 0
}

/** Revokes every live session of the player except `keepId`; returns how many. */
export async function revokePlayerSessions(
  db: Database,
  playerId: number,
  now: Date,
  keepId?: string,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.playerId, playerId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        keepId ? ne(sessions.id, keepId) : undefined,
      ),
    )
    .returning({ id: sessions.id })
  return rows.length
}

/** Sessions neither revoked nor past their absolute expiry, newest first. */
export function listLiveSessions(
  db: Database,
  playerId: number,
  now: Date,
  idleSince: Date,
): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.playerId, playerId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleSince),
      ),
    )
    .orderBy(desc(sessions.createdAt))
}
