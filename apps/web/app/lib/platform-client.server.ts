// The platform client for loaders (ADR 027): forwards the player's cookie, client IP, the page's
// scheme and host and the geo header, times out after 8 s and never retries (spec 1 §9).
import type { EndpointDescriptor, ResponseOf } from '@croupier/contract/endpoint'
import { buildPath } from '@croupier/contract/endpoint'
import { SERVER_REQUEST_TIMEOUT_MS } from '@croupier/rules/http-retry'
import {
  buildUrl,
  type CallArgs,
  type ClientDeps,
  createPlatformClient,
  type LoaderClient,
  type Query,
  withCallOrNull,
} from './platform-client'

export function platformUrl(): string {
  return process.env.PLATFORM_URL ?? `http://127.0.0.1:${process.env.PLATFORM_PORT ?? 3001}`
}

const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language']
/** Country simulation for the dev panel; the platform honours it outside production (contract info/get-current-ip). */
export const DEV_COUNTRY_HEADER = 'x-dev-country'

/** Dev tools exist only in non-production builds (vite.config.ts); production ignores their header and cookies. */
export function isDevBuild(): boolean {
  return typeof __DEV_TOOLS__ !== 'undefined' && __DEV_TOOLS__
}

export function forwardHeaders(request: Request | undefined): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' }
  if (!request) return headers
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name)
    if (value) headers[name] = value
  }
  const devCountry = request.headers.get(DEV_COUNTRY_HEADER)
  if (devCountry && isDevBuild()) headers[DEV_COUNTRY_HEADER] = devCountry
  const geoHeader = process.env.GEO_HEADER?.toLowerCase()
  if (geoHeader) {
    const value = request.headers.get(geoHeader)
    if (value) headers[geoHeader] = value
  }
  const forwardedFor = request.headers.get('x-forwarded-for')
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor
  // The page's own scheme and host (as server.ts determined them): the platform's CSRF guard and
  // Secure cookies compare against these, not against this server-to-server hop (ADR 021).
  const page = new URL(request.url)
  headers['x-forwarded-proto'] = page.protocol.slice(0, -1)
  headers['x-forwarded-host'] = page.host
  return headers
}

export function serverClientDeps(request: Request | undefined): ClientDeps {
  return {
    fetch: (...args) => globalThis.fetch(...args),
    baseUrl: platformUrl(),
    headers: () => forwardHeaders(request),
    timeoutMs: SERVER_REQUEST_TIMEOUT_MS,
    isServer: true,
    sleep: async () => undefined,
    random: Math.random,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    // The process log records what loaders swallow (platformFor); a rethrown failure is the caller's to report.
    log: () => undefined,
  }
}

/** The client for one page request, on behalf of its player (undefined: no player, public data). */
export function platformFor(request: Request | undefined): LoaderClient {
  return withCallOrNull(createPlatformClient(serverClientDeps(request)), (name, error) =>
    console.error(name, error instanceof Error ? error.message : error),
  )
}

const publicCache = new Map<string, { expires: number; value: Promise<unknown> }>()
const guest = platformFor(undefined)

/** Public, player-independent data (config, CMS lists) cached in the web process for `ttlMs`, by endpoint and input. */
export function cachedPlatformGet<D extends EndpointDescriptor>(
  endpoint: D,
  options?: { params?: Record<string, string | number>; query?: Query },
  ttlMs = 60_000,
): Promise<ResponseOf<D> | null> {
  const key = `${endpoint.method} ${buildUrl(buildPath(endpoint.path, options?.params), options?.query)}`
  const now = Date.now()
  const hit = publicCache.get(key)
  if (hit && hit.expires > now) return hit.value as Promise<ResponseOf<D> | null>
  const args = [options] as unknown as CallArgs<D>
  const value = guest.callOrNull(endpoint, ...args).then((result) => {
    if (result === null) publicCache.delete(key)
    return result
  })
  publicCache.set(key, { expires: now + ttlMs, value })
  return value
}

const audienceCache = new Map<string, { expires: number; value: Promise<unknown> }>()
const MAX_AUDIENCE_ENTRIES = 1_000

/**
 * A read the platform shapes only by its audience (catalogue: country, bot, device, currency; never
 * the player as such), shared by every request of that audience for `ttlMs`; `key` must hold all of it.
 */
export function sharedByAudience<T>(
  key: string,
  load: () => Promise<T | null>,
  ttlMs = 5_000,
): Promise<T | null> {
  const now = Date.now()
  const hit = audienceCache.get(key)
  if (hit && hit.expires > now) return hit.value as Promise<T | null>
  const value = load().then((result) => {
    if (result === null) audienceCache.delete(key)
    return result
  })
  if (audienceCache.size >= MAX_AUDIENCE_ENTRIES) audienceCache.clear()
  audienceCache.set(key, { expires: now + ttlMs, value })
  return value
}
