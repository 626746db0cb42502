// Single-use tokens (reset_password, confirmation, pending_login): stored as SHA-256 only.
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { authTokens } from './auth.tables.ts'

export type TokenPurpose = 'reset_password' | 'confirmation' | 'pending_login'
export type AuthTokenRow = typeof authTokens.$inferSelect

export async function insertAuthToken(
  db: Database,
  row: { id: string; purpose: TokenPurpose; playerId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(row)
}

/** The token if it exists, has this purpose, is unused and unexpired. */
export async function findUsableToken(
  db: Database,
  id: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<AuthTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.id, id),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .limit(1)
  return row
}

/** Spends a token; false when it was already spent (a concurrent use won). */
export async function spendToken(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id })
  return rows.length > 0
}

/** Spends every open token of a purpose for the player (a reset spends the other reset links). */
export async function spendPlayerTokens(
  db: Database,
  playerId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.playerId, playerId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)))
}
