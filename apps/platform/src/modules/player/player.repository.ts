// Reads and writes players and their group memberships.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { playerGroups } from '../info/info.tables.ts'
import { playerGroupMemberships, players } from './player.tables.ts'

export type PlayerRow = typeof players.$inferSelect
export type NewPlayerRow = typeof players.$inferInsert
export type PlayerChanges = Partial<Omit<NewPlayerRow, 'id' | 'createdAt'>>

export async function findPlayerById(db: Database, id: number): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.id, id)).limit(1)
  return row
}

/** `email` must already be normalised (trimmed, lower case). */
export async function findPlayerByEmail(db: Database, email: string): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.email, email)).limit(1)
  return row
}

/** Inserts a player; undefined when the email is taken (unique index), so races answer 422 too. */
export async function insertPlayer(db: Database, row: NewPlayerRow): Promise<PlayerRow | undefined> {
  const [inserted] = await db.insert(players).values(row).onConflictDoNothing().returning()
  return inserted
}

export async function updatePlayerRow(
  db: Database,
  id: number,
  changes: PlayerChanges,
  now: Date,
): Promise<PlayerRow> {
  const [row] = await db
    .update(players)
    .set({ ...changes, updatedAt: now })
    .where(eq(players.id, id))
    .returning()
  if (!row) throw new Error(`player ${id} vanished`)
  return row
}

/** Accepts a TOTP time step only if it is newer than the last one used (no replay); true when accepted. */
export async function claimTotpCounter(db: Database, id: number, counter: number): Promise<boolean> {
  const rows = await db
    .update(players)
    .set({ twoFactorLastCounter: counter })
    .where(
      and(
        eq(players.id, id),
        sql`(${players.twoFactorLastCounter} IS NULL OR ${players.twoFactorLastCounter} < ${counter})`,
      ),
    )
    .returning({ id: players.id })
  return rows.length > 0
}

export interface GroupRef {
  id: number
  name: string
}

export function listPlayerGroupRefs(db: Database, playerId: number): Promise<GroupRef[]> {
  return db
    .select({ id: playerGroups.id, name: playerGroups.name })
    .from(playerGroupMemberships)
    .innerJoin(playerGroups, eq(playerGroups.id, playerGroupMemberships.groupId))
    .where(eq(playerGroupMemberships.playerId, playerId))
    .orderBy(asc(playerGroups.id))
}

export async function addPlayerGroups(
  db: Database,
  playerId: number,
  groupIds: readonly number[],
): Promise<void> {
  if (groupIds.length === 0) return
  await db
    .insert(playerGroupMemberships)
    .values(groupIds.map((groupId) => ({ playerId, groupId })))
    .onConflictDoNothing()
}

export async function removePlayerGroups(
  db: Database,
  playerId: number,
  groupIds: readonly number[],
): Promise<void> {
  if (groupIds.length === 0) return
  await db
    .delete(playerGroupMemberships)
    .where(
      and(
        eq(playerGroupMemberships.playerId, playerId),
        inArray(playerGroupMemberships.groupId, [...groupIds]),
      ),
    )
}

export async function existingGroupIds(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: playerGroups.id })
    .from(playerGroups)
    .where(inArray(playerGroups.id, [...ids]))
  return rows.map((r) => r.id)
}
