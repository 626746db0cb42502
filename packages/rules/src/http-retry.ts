// HTTP client rules: timeouts, browser retries with backoff, which loaders rethrow, error log names.
// Implements spec 1 §7 (calls), §8 (error catalogue), §9 (timeouts, retries) and spec 2 §8.

export const REQUEST_TIMEOUT_MS = 30000 // spec 1 §9
export const SERVER_REQUEST_TIMEOUT_MS = 8000 // spec 1 §9
export const MAX_RETRIES = 6 // spec 1 §8, §9
export const RETRY_BASE_DELAY_MS = 300 // spec 1 §8 gives no base: our choice
export const RETRY_MAX_DELAY_MS = 10000 // spec 1 §8 gives no cap: our choice

/**
 * Delay before retry number `attempt` (1 = first retry) with exponential backoff and random jitter
 * (spec 1 §8). Backoff = min(10 s, 300 ms · 2^(attempt−1)); "equal jitter" then picks uniformly in
 * [backoff/2, backoff], so waits never exceed the cap and concurrent clients spread out.
 * `random` is Math.random-like; out-of-range values are clamped.
 */
export function retryDelayMs(attempt: number, random: () => number): number {
  const n = Number.isFinite(attempt) && attempt >= 1 ? Math.floor(attempt) : 1
  const backoff = Math.min(RETRY_MAX_DELAY_MS, RETRY_BASE_DELAY_MS * 2 ** (n - 1))
  const r = random()
  const jitter = Number.isFinite(r) ? Math.min(1, Math.max(0, r)) : 0
  return Math.round(backoff / 2 + (jitter * backoff) / 2)
}

/** Only network errors and timeouts are retried, never an HTTP status, even 5xx (spec 1 §8). */
export function isRetryableFailure({
  isNetworkError,
  isTimeout,
}: {
  isNetworkError: boolean
  isTimeout: boolean
  status?: number | undefined
}): boolean {
  return isNetworkError || isTimeout
}

/** Retries happen in the browser only, up to 6 times (spec 1 §8). `retriesSoFar` counts retries already made. */
export function shouldRetry({
  retriesSoFar,
  isServer,
  isNetworkError,
  isTimeout,
  status,
}: {
  retriesSoFar: number
  isServer: boolean
  isNetworkError: boolean
  isTimeout: boolean
  status?: number | undefined
}): boolean {
  return !isServer && retriesSoFar < MAX_RETRIES && isRetryableFailure({ isNetworkError, isTimeout, status })
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type RethrowRule = { method: HttpMethod; path: RegExp; what: string }

/** Loaders whose failures are rethrown; all other loaders log and return nothing (spec 1 §8, spec 2 §8). */
export const RETHROW_PATHS: readonly RethrowRule[] = [
  { method: 'POST', path: /^\/api\/users\/sign_in$/, what: 'sign-in' },
  { method: 'POST', path: /^\/api\/users$/, what: 'registration' },
  { method: 'POST', path: /^\/check-email$/, what: 'check-email' },
  { method: 'GET', path: /^\/api\/player\/bonuses$/, what: 'gifts' },
  { method: 'GET', path: /^\/api\/player\/freespins$/, what: 'free spins' },
  { method: 'POST', path: /^\/api\/send_contact_message$/, what: 'contact message' },
  { method: 'GET', path: /^\/api\/tournaments$/, what: 'tournament list' },
  { method: 'GET', path: /^\/api\/tournaments\/[^/]+\/status$/, what: 'tournament status' },
  { method: 'GET', path: /^\/api\/tournaments\/recent$/, what: 'recent tournaments' },
] // spec 1 §8, spec 2 §8

/** Path part of a path or absolute URL, without query, hash or trailing slash. */
function requestPath(pathOrUrl: string): string {
  let path = pathOrUrl.trim()
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname
    } catch {
      return ''
    }
  }
  path = path.replace(/[?#].*$/, '')
  path = `/${path.split('/').filter(Boolean).join('/')}`
  return path
}

export function shouldRethrow(method: string, path: string): boolean {
  const m = method.trim().toUpperCase()
  const p = requestPath(path)
  return RETHROW_PATHS.some((rule) => rule.method === m && rule.path.test(p))
}

/**
 * Name of the error logged for a failed call, "named after the path" (spec 1 §8): a leading HTTP method
 * and the query are dropped, numeric ids become ID so names stay few, the rest is upper-cased with
 * runs of other characters as '_': 'GET /api/player' → 'API_PLAYER_ERROR'.
 */
export function errorLogName(path: string): string {
  const withoutMethod = path.trim().replace(/^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+/i, '')
  const name = requestPath(withoutMethod)
    .split('/')
    .filter(Boolean)
    .map((segment) => (/^\d+$/.test(segment) ? 'ID' : segment))
    .join('_')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
  return `${name || 'REQUEST'}_ERROR`
}
