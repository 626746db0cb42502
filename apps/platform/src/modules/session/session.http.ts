// Realtime's private channel recognises the same session cookie as HTTP (http/session.ts).
import { SESSION_COOKIE } from '../../http/session.ts'
import type { SessionResolver } from '../realtime/realtime.service.ts'
import type { SessionLookup } from './session.service.ts'

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
