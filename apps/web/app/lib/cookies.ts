// Cookie names and helpers used on both sides: the server reads the Cookie header and answers with
// Set-Cookie; the browser reads and writes document.cookie. Every cookie is `Path=/; SameSite=Lax`.
import { AFFILIATE_COOKIE, STAG_COOKIE } from '@croupier/rules/partner-tracking'
import { COOKIE_CONSENT_COOKIE } from '@croupier/rules/ui-timing'

export const LOCALE_COOKIE = 'locale'
export const AU_APPROVED_COOKIE = 'au_approved'
/** Mirror of the feature-flag override so the server renders what the browser will (spec 1 §1). */
export const FLAGS_COOKIE = 'ffc'
export const DEV_COUNTRY_COOKIE = 'dev_country'
export const DEV_HOST_COOKIE = 'dev_host'
export { AFFILIATE_COOKIE, COOKIE_CONSENT_COOKIE, STAG_COOKIE }

const DAY_S = 86_400
export const LOCALE_COOKIE_MAX_AGE_S = 365 * DAY_S // our choice: a language choice lasts a year
export const FLAGS_COOKIE_MAX_AGE_S = 365 * DAY_S // our choice: as long as the localStorage override
export const DEV_COOKIE_MAX_AGE_S = 30 * DAY_S // our choice: dev simulation survives restarts

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {}
  if (!header) return cookies
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    const name = part.slice(0, eq).trim()
    if (!name || name in cookies) continue
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
    try {
      cookies[name] = decodeURIComponent(raw)
    } catch {
      cookies[name] = raw
    }
  }
  return cookies
}

export interface CookieOptions {
  /** Seconds; omitted = session cookie; 0 deletes. */
  maxAgeSeconds?: number
  httpOnly?: boolean
  secure?: boolean
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax']
  if (options.maxAgeSeconds !== undefined)
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`)
  if (options.httpOnly) parts.push('HttpOnly')
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}

export function readBrowserCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  return parseCookies(document.cookie)[name]
}

export function writeBrowserCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:'
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = serializeCookie(name, value, { maxAgeSeconds, secure })
}

export function deleteBrowserCookie(name: string): void {
  writeBrowserCookie(name, '', 0)
}
