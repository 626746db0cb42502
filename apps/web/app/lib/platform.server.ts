// Server-side calls from loaders to the platform: forwards the player's cookie, client IP, the
// page's scheme and host and the geo header, times out after 8 s (spec 1 §9), and swallows
// failures after logging them (spec 1 §8) unless the caller asks to rethrow.
import { errorLogName, SERVER_REQUEST_TIMEOUT_MS } from '@croupier/rules/http-retry'

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

function forwardHeaders(request: Request | undefined, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', ...extra })
  if (!request) return headers
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name)
    if (value) headers.set(name, value)
  }
  const devCountry = request.headers.get(DEV_COUNTRY_HEADER)
  if (devCountry && isDevBuild() && !headers.has(DEV_COUNTRY_HEADER))
    headers.set(DEV_COUNTRY_HEADER, devCountry)
  const geoHeader = process.env.GEO_HEADER?.toLowerCase()
  if (geoHeader) {
    const value = request.headers.get(geoHeader)
    if (value) headers.set(geoHeader, value)
  }
  const forwardedFor = request.headers.get('x-forwarded-for')
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor)
  // The page's own scheme and host (as server.ts determined them): the platform's CSRF guard and
  // Secure cookies compare against these, not against this server-to-server hop (ADR 021).
  const page = new URL(request.url)
  headers.set('x-forwarded-proto', page.protocol.slice(0, -1))
  headers.set('x-forwarded-host', page.host)
  return headers
}

export class PlatformError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    path: string,
  ) {
    super(`${errorLogName(path)}: HTTP ${status}`)
  }
}

/** Answers that mean no page can exist at the address: missing, or an identifier the platform refuses. */
const NO_SUCH_PAGE_STATUSES: readonly number[] = [400, 404, 414, 422]

/** A loader shows the not-found page for these, not the outage page (issue 9 item 7). */
export function isNoSuchPage(error: unknown): boolean {
  return error instanceof PlatformError && NO_SUCH_PAGE_STATUSES.includes(error.status)
}

export interface PlatformCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  headers?: Record<string, string>
  /** Throw PlatformError instead of returning null (sign-in, registration… spec 1 §8). */
  rethrow?: boolean
}

/** Calls the platform for a loader; returns null on failure unless `rethrow`. */
export async function platformCall<T>(
  request: Request | undefined,
  path: string,
  options: PlatformCallOptions = {},
): Promise<T | null> {
  const headers = forwardHeaders(request, options.headers)
  if (options.body !== undefined) headers.set('content-type', 'application/json')
  try {
    const response = await fetch(`${platformUrl()}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(SERVER_REQUEST_TIMEOUT_MS),
    })
    const body = response.status === 204 ? null : await response.json().catch(() => null)
    if (!response.ok) throw new PlatformError(response.status, body, path)
    return body as T
  } catch (error) {
    if (options.rethrow) throw error
    console.error(errorLogName(path), error instanceof Error ? error.message : error)
    return null
  }
}

const publicCache = new Map<string, { expires: number; value: Promise<unknown> }>()

/** Public, player-independent data (config, CMS lists) cached in the web process for `ttlMs`. */
export function cachedPlatformGet<T>(path: string, ttlMs = 60_000): Promise<T | null> {
  const now = Date.now()
  const hit = publicCache.get(path)
  if (hit && hit.expires > now) return hit.value as Promise<T | null>
  const value = platformCall<T>(undefined, path).then((result) => {
    if (result === null) publicCache.delete(path)
    return result
  })
  publicCache.set(path, { expires: now + ttlMs, value })
  return value
}
