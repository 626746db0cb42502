// What makes a guest page differ (ADR 034): the page cache's key holds every input the root and
// route loaders and the renderer read from a request — URL (scheme, host, path, every query
// parameter), the country the platform resolves, the cookies the server reads, what the user agent
// decides (bot, device, iOS, Meta webview) and an external referrer. A visitor with a session
// cookie is never keyed: their pages are theirs.
import { clientContextFromUserAgent } from '@croupier/rules/client-context'
import { deviceFromUserAgent } from '@croupier/rules/device'
import type { Request as ExpressRequest } from 'express'
import { isbot } from 'isbot'
import {
  AFFILIATE_COOKIE,
  AU_APPROVED_COOKIE,
  COOKIE_CONSENT_COOKIE,
  DEV_COUNTRY_COOKIE,
  DEV_HOST_COOKIE,
  FLAGS_COOKIE,
  LOCALE_COOKIE,
  parseCookies,
  STAG_COOKIE,
} from './cookies'
import { SHARED_RENDER_HEADER } from './page-cache-policy.server'
import { SESSION_COOKIE } from './shell/player.server'
import { countryOf } from './visitor-country.server'

/** Every cookie the server reads while rendering a guest page; their values are part of the key. */
export const KEYED_COOKIES = [
  LOCALE_COOKIE,
  AU_APPROVED_COOKIE,
  FLAGS_COOKIE,
  COOKIE_CONSENT_COOKIE,
  STAG_COOKIE,
  AFFILIATE_COOKIE,
  DEV_COUNTRY_COOKIE,
  DEV_HOST_COOKIE,
] as const

/** The document's URL as React Router sees it (@react-router/express builds it the same way). */
export function pageUrl(req: ExpressRequest): URL {
  return new URL(`${req.protocol}://${req.host || 'localhost'}${req.originalUrl}`)
}

/** The fetch Request the renderer gets for `req`, marked as a shared render. */
export function sharedRenderRequest(req: ExpressRequest): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === SHARED_RENDER_HEADER) continue
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else headers.set(name, value)
  }
  headers.set(SHARED_RENDER_HEADER, '1')
  return new Request(pageUrl(req).href, { method: 'GET', headers })
}

export function hasSession(req: ExpressRequest): boolean {
  return Boolean(parseCookies(req.headers.cookie)[SESSION_COOKIE])
}

function externalReferrerOf(req: ExpressRequest, url: URL): string {
  const referrer = req.headers.referer
  if (!referrer) return ''
  try {
    return new URL(referrer).host === url.host ? '' : referrer
  } catch {
    return referrer
  }
}

/** The key of a guest page, given the country the platform resolved for this visitor. */
export function pageKey(req: ExpressRequest, country: string): string {
  const url = pageUrl(req)
  const cookies = parseCookies(req.headers.cookie)
  const userAgent = req.headers['user-agent'] ?? ''
  const client = clientContextFromUserAgent(userAgent)
  return JSON.stringify([
    url.href,
    country,
    KEYED_COOKIES.map((name) => cookies[name] ?? null),
    [client.isBot, client.isIOS, client.isMetaWebview, isbot(userAgent), deviceFromUserAgent(userAgent)],
    externalReferrerOf(req, url),
  ])
}

/** The visitor's country as the platform resolves it; null when the platform does not answer. */
export function visitorCountry(req: ExpressRequest): Promise<string | null> {
  const header = (name: string) => {
    const value = req.headers[name]
    return Array.isArray(value) ? value[0] : value
  }
  return countryOf({ url: pageUrl(req), header }, () => sharedRenderRequest(req))
}
