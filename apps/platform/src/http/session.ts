// The session on the HTTP side: the cookie, the per-request lookup and the `requirePlayer` guard
// that `route(…, { auth: 'player' })` runs before the body is read.
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import {
  type LiveSession,
  lookupSession,
  SESSION_ABSOLUTE_TTL_MS,
  type SessionLookup,
} from '../modules/session/session.service.ts'
import { HttpError } from './errors.ts'

export const SESSION_COOKIE = 'croupier_session'

const lookups = new WeakMap<FastifyRequest, Promise<SessionLookup>>()

/** Secure only when the request came over TLS (directly, or X-Forwarded-Proto from a trusted proxy). */
export function isTls(request: FastifyRequest): boolean {
  return request.protocol === 'https'
}

/** Max-Age is the absolute lifetime: the browser drops the cookie when the server ends the session. */
export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isTls(request),
    maxAge: Math.floor(SESSION_ABSOLUTE_TTL_MS / 1000),
  })
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: isTls(request) })
}

function lookup(request: FastifyRequest): Promise<SessionLookup> {
  let found = lookups.get(request)
  if (!found) {
    const { db } = request.server.deps
    found = lookupSession(db, request.cookies[SESSION_COOKIE], request.server.clock())
    lookups.set(request, found)
  }
  return found
}

/** The signed-in player's session, or null for a guest (cached for the request). */
export async function getSessionPlayer(request: FastifyRequest): Promise<LiveSession | null> {
  const found = await lookup(request)
  return found.status === 'live' ? found.session : null
}

/** Forgets the cached lookup after the request changed its own session (sign-in, sign-out). */
export function forgetSession(request: FastifyRequest): void {
  lookups.delete(request)
}

/** onRequest (before the body is read): 401 UNAUTHORIZED without a session, 401 SESSION_EXPIRED (cookie cleared) when it ended. */
export const requirePlayer: onRequestAsyncHookHandler = async (request, reply) => {
  const found = await lookup(request)
  if (found.status === 'live') return
  if (found.status === 'expired') {
    clearSessionCookie(reply, request)
    throw new HttpError(401, 'SESSION_EXPIRED', 'Your session has ended. Sign in again.')
  }
  throw new HttpError(401, 'UNAUTHORIZED', 'Sign in first.')
}

/** The session `requirePlayer` let through; use only in handlers behind it. */
export async function currentSession(request: FastifyRequest): Promise<LiveSession> {
  const session = await getSessionPlayer(request)
  if (!session) throw new HttpError(401, 'UNAUTHORIZED', 'Sign in first.')
  return session
}
