// The `redirect` query of the auth routes (spec 1 §2: a guest sent to registration carries the full
// path). Only a same-origin relative path is followed, so a crafted link cannot send a player who
// just signed in to another site. Written here because @croupier/rules/routing has no such rule.
import { REDIRECT_QUERY_PARAM } from '@croupier/rules/routing'

/** The path to go to, or null when the value is absent or not a same-origin relative path. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null
  const path = value.trim()
  // One leading slash, not `//host` or `/\host` (both leave the origin), no scheme, no control characters.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(path)) return null
  try {
    const base = 'https://origin.invalid'
    const url = new URL(path, base)
    if (url.origin !== base) return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}

export function redirectFromSearch(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  return safeRedirectPath(params.get(REDIRECT_QUERY_PARAM))
}
