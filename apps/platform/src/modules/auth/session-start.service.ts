// Signing a player in after registration or a full sign-in: the request's previous session is
// revoked (rotation), the sign-in recorded, a fresh session created; the caller sets the cookie.
import type { Player } from '@croupier/contract/player/get-player'
import { playerView } from '../player/player.service.ts'
import type { PlayerRow } from '../player/player-records.service.ts'
import { createSession, endSession } from '../session/session.service.ts'
import type { AuthDeps } from './auth.context.ts'
import { recordSignIn } from './sign-in.service.ts'
import { sha256 } from './tokens.ts'

export interface SessionClient {
  /** The session cookie the request came with, if any. */
  previousToken: string | undefined
  ip: string
  userAgent: string | null
  dfpc?: string | null
}

export async function startPlayerSession(
  deps: AuthDeps,
  row: PlayerRow,
  client: SessionClient,
): Promise<{ token: string; player: Player }> {
  const { db, now } = deps
  if (client.previousToken) await endSession(db, sha256(client.previousToken), now)
  const signedIn = await recordSignIn(deps, row)
  const { token } = await createSession(
    db,
    { playerId: row.id, ip: client.ip, userAgent: client.userAgent, dfpc: client.dfpc },
    now,
  )
  return { token, player: await playerView(db, signedIn, now) }
}

/** Sign-out: ends the session the cookie names (nothing to do without one). */
export async function endCookieSession(deps: AuthDeps, token: string | undefined): Promise<null> {
  if (token) await endSession(deps.db, sha256(token), deps.now)
  return null
}
