// Server-side sessions (ARCHITECTURE.md "Auth"): a random token in an HttpOnly cookie, its SHA-256
// in the table. A session ends at the first of: sign-out, revocation, 30 days after sign-in
// (absolute), or 12 hours without a request (idle).
import type { PlayerSession } from '@croupier/contract/player/get-sessions'
import type { Database } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import { newToken, sha256 } from '../auth/credentials.service.ts'
import {
  findSessionById,
  insertSession,
  listLiveSessions,
  revokePlayerSession,
  revokePlayerSessions,
  revokeSessionById,
  type SessionRow,
  touchSession,
} from './session.repository.ts'

/** Our choice: a month signed in at most, then the password again. */
export const SESSION_ABSOLUTE_TTL_MS = 30 * 24 * 60 * 60 * 1000
/** Our choice: half a day without any request ends the session (a shared computer left on). */
export const SESSION_IDLE_TTL_MS = 12 * 60 * 60 * 1000
/** last_seen_at is written at most once a minute per session, not on every request. */
export const LAST_SEEN_WRITE_INTERVAL_MS = 60 * 1000

export interface LiveSession {
  id: string
  publicId: string
  playerId: number
}

export type SessionLookup = { status: 'live'; session: LiveSession } | { status: 'none' | 'expired' }

export async function createSession(
  db: Database,
  input: { playerId: number; ip: string | null; userAgent: string | null; dfpc?: string | null },
  now: Date,
): Promise<{ token: string; expiresAt: Date; session: LiveSession }> {
  const token = newToken()
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_TTL_MS)
  const row = await insertSession(db, {
    id: sha256(token),
    playerId: input.playerId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    dfpc: input.dfpc ?? null,
  })
  return { token, expiresAt, session: { id: row.id, publicId: row.publicId, playerId: row.playerId } }
}

export function isLive(row: SessionRow, now: Date): boolean {
  return (
    row.revokedAt === null &&
    row.expiresAt.getTime() > now.getTime() &&
    now.getTime() - row.lastSeenAt.getTime() < SESSION_IDLE_TTL_MS
  )
}

/** The session behind a cookie token; `expired` when the token is known but the session is over. */
export async function lookupSession(
  db: Database,
  token: string | undefined,
  now: Date,
): Promise<SessionLookup> {
  if (!token) return { status: 'none' }
  const row = await findSessionById(db, sha256(token))
  if (!row) return { status: 'none' }
  if (!isLive(row, now)) return { status: 'expired' }
  if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_WRITE_INTERVAL_MS)
    await touchSession(db, row.id, now)
  return { status: 'live', session: { id: row.id, publicId: row.publicId, playerId: row.playerId } }
}

export function endSession(db: Database, sessionId: string, now: Date): Promise<void> {
  return revokeSessionById(db, sessionId, now)
}

/** Ends one of the player's own sessions (404 for anyone else's); true when it was `current`. */
export async function endPlayerSession(
  db: Database,
  current: LiveSession,
  publicId: string,
  now: Date,
): Promise<{ endedCurrent: boolean }> {
  const ended = await revokePlayerSession(db, current.playerId, publicId, now)
  if (!ended) throw new HttpError(404, 'NOT_FOUND', 'No such session.')
  return { endedCurrent: publicId === current.publicId }
}

/** Signs the player out everywhere except the session `keepId` (if given). */
export function endOtherSessions(
  db: Database,
  playerId: number,
  now: Date,
  keepId?: string,
): Promise<number> {
  return revokePlayerSessions(db, playerId, now, keepId)
}

export async function listSessions(db: Database, current: LiveSession, now: Date): Promise<PlayerSession[]> {
  const rows = await listLiveSessions(
    db,
    current.playerId,
    now,
    new Date(now.getTime() - SESSION_IDLE_TTL_MS),
  )
  return rows.map((row) => ({
    id: row.publicId,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    ip: row.ip,
    user_agent: row.userAgent,
    current: row.id === current.id,
  }))
}
