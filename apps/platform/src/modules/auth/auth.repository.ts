// Single-use tokens (reset_password, confirmation, pending_login): stored as SHA-256 only; and the
// sign-in attempt slots of the account lock (ADR 009).
import { and, eq, gt, gte, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { players } from '../player/player.tables.ts'
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

const isUnlocked = (now: Date) => or(isNull(players.lockedUntil), lte(players.lockedUntil, now))

/**
 * Takes one sign-in attempt slot before the secret is checked: one atomic UPDATE, so however many
 * requests race, at most `maxFailures` checks run per lock window. The slot number, or null when the
 * account is locked or every slot is taken by checks still running.
 */
export async function reserveSignInAttempt(
  db: Database,
  playerId: number,
  maxFailures: number,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(players)
    .set({ failedAttempts: sql`${players.failedAttempts} + 1` })
    .where(and(eq(players.id, playerId), lt(players.failedAttempts, maxFailures), isUnlocked(now)))
    .returning({ attempt: players.failedAttempts })
  return row?.attempt ?? null
}

/** Gives a slot back: the secret was right but the sign-in goes on (two-factor) or stops elsewhere. */
export async function releaseSignInAttempt(db: Database, playerId: number): Promise<void> {
  await db
    .update(players)
    .set({ failedAttempts: sql`GREATEST(${players.failedAttempts} - 1, 0)` })
    .where(eq(players.id, playerId))
}

/**
 * After a wrong secret: locks the account until `lockUntil` once every slot holds a failure (a success
 * in between reset the count, so it no longer locks). True when this call locked it.
 */
export async function lockAfterFailures(
  db: Database,
  playerId: number,
  maxFailures: number,
  now: Date,
  lockUntil: Date,
): Promise<boolean> {
  const rows = await db
    .update(players)
    .set({ failedAttempts: 0, lockedUntil: lockUntil })
    .where(and(eq(players.id, playerId), gte(players.failedAttempts, maxFailures), isUnlocked(now)))
    .returning({ id: players.id })
  return rows.length > 0
}
