// What makes a guest page differ (ADR 034): the page cache's key holds every input the root and
// route loaders and the renderer read from a request — URL (scheme, host, path, every query
// parameter), the country the platform resolves, the cookies the server reads, what the user agent
// decides (bot, device, iOS, Meta webview) and an external referrer. A visitor with a session
// cookie is never keyed: their pages are theirs.
import * as api from '@croupier/contract/api.generated'
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
import { DEV_COUNTRY_HEADER, platformFor } from './platform-client.server'
import { devCountryHeaders, devOverrides } from './shell/dev.server'
import { SESSION_COOKIE } from './shell/player.server'

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

const COUNTRY_TTL_MS = 60_000
const MAX_COUNTRIES = 10_000
const countries = new Map<string, { country: string; expires: number }>()

/**
 * The visitor's country as the platform resolves it (dev override, CDN header, IP), remembered for
 * a minute by exactly those inputs; null when the platform does not answer (the page is not cached).
 */
export async function visitorCountry(req: ExpressRequest): Promise<string | null> {
  const geoHeader = process.env.GEO_HEADER?.toLowerCase()
  const url = pageUrl(req)
  const dev = devOverrides(url, parseCookies(req.headers.cookie))
  const inputs = [req.headers['x-forwarded-for'], geoHeader && req.headers[geoHeader], dev.country]
  const inputKey = JSON.stringify([...inputs, req.headers[DEV_COUNTRY_HEADER]])
  const now = Date.now()
  const known = countries.get(inputKey)
  if (known && known.expires > now) return known.country
  const request = new Request(url.href, { headers: sharedRenderRequest(req).headers })
  const answer = await platformFor(request).callOrNull(api.getCurrentIp, {
    headers: devCountryHeaders(dev.country),
  })
  if (!answer) return null
  if (countries.size >= MAX_COUNTRIES) countries.clear()
  const country = answer.country_code ?? ''
  countries.set(inputKey, { country, expires: now + COUNTRY_TTL_MS })
  return country
}
