// Realtime's private channel recognises the same session cookie as HTTP.
import { SESSION_COOKIE } from '../../http/session.ts'
import type { SessionResolver } from '../realtime/realtime.service.ts'
import type { SessionLookup } from './session.service.ts'

// Until play, payments, limits and wallet routes move to route(…, { auth }), they import these here.
export {
  clearSessionCookie,
  currentSession,
  forgetSession,
  getSessionPlayer,
  isTls,
  requirePlayer,
  SESSION_COOKIE,
  setSessionCookie,
} from '../../http/session.ts'

/** Realtime: the same cookie → player lookup as HTTP. */
export function sessionResolver(
  parseCookie: (header: string) => Record<string, string | undefined>,
  resolve: (token: string | undefined) => Promise<SessionLookup>,
): SessionResolver {
  return async (cookieHeader) => {
    if (!cookieHeader) return null
    const found = await resolve(parseCookie(cookieHeader)[SESSION_COOKIE])
    return found.status === 'live' ? { playerId: String(found.session.playerId) } : null
  }
}
