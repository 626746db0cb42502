// The browser's HTTP client for the platform (spec 1 §7, §8, §9): JSON with X-Requested-With, a
// 30 s timeout, retries of network errors and timeouts (never of an HTTP status) with backoff and
// jitter, an auth-error event on every 401 and a log entry named after the path for every failure.
// Loaders on the server use platform.server.ts instead. Types only from the contract: zod must not
// reach the browser bundle.
import {
  errorLogName,
  REQUEST_TIMEOUT_MS,
  retryDelayMs,
  shouldRethrow,
  shouldRetry,
} from '@croupier/rules/http-retry'
import { emit } from './events'
import { logError } from './log'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type QueryValue = string | number | boolean | null | undefined
export type Query = Record<string, QueryValue | readonly QueryValue[]>

export interface RequestOptions {
  query?: Query
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

/** A response with a non-2xx status; `body` is the parsed JSON (or text) the platform sent. */
export class HttpError extends Error {
  override readonly name = 'HttpError'
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly path: string,
  ) {
    super(`${errorLogName(path)}: HTTP ${status}`)
  }
}

/** The call did not reach the platform (offline, DNS, reset) or timed out, after every retry. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError'
  constructor(
    readonly path: string,
    readonly isTimeout: boolean,
    cause: unknown,
  ) {
    super(`${errorLogName(path)}: ${isTimeout ? 'timeout' : 'network error'}`, { cause })
  }
}

export interface HttpDeps {
  fetch: typeof fetch
  /** Waits between retries; tests pass a fake clock. */
  sleep: (ms: number) => Promise<void>
  random: () => number
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
  isServer: boolean
  log: (name: string, error: unknown, context: Record<string, string | number>) => void
}

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value]
    for (const item of values as readonly QueryValue[]) {
      if (item !== undefined && item !== null) params.append(key, String(item))
    }
  }
  const search = params.toString()
  if (!search) return path
  return `${path}${path.includes('?') ? '&' : '?'}${search}`
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null
  const text = await response.text()
  if (!text) return null
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text)
    } catch {
      return text
    }
  }
  return text
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError')
}

export function createHttpClient(deps: HttpDeps) {
  /** One attempt with its own timeout; the caller's signal still aborts it. */
  async function attempt(method: HttpMethod, url: string, init: RequestInit, signal?: AbortSignal) {
    const controller = new AbortController()
    let timedOut = false
    const timer = deps.setTimeout(() => {
      timedOut = true
      controller.abort(new DOMException('The request timed out.', 'TimeoutError'))
    }, REQUEST_TIMEOUT_MS)
    const onAbort = () => controller.abort(signal ? abortError(signal) : undefined)
    signal?.addEventListener('abort', onAbort, { once: true })
    try {
      const response = await deps.fetch(url, { ...init, method, signal: controller.signal })
      const body = await parseBody(response)
      return { kind: 'response' as const, response, body }
    } catch (error) {
      if (signal?.aborted) throw abortError(signal)
      return { kind: 'failure' as const, error, isTimeout: timedOut }
    } finally {
      deps.clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    }
  }

  async function request<T = unknown>(
    method: HttpMethod,
    path: string,
    options: RequestOptions = {},
  ): Promise<T> {
    const { signal } = options
    if (signal?.aborted) throw abortError(signal)
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...options.headers,
    }
    const init: RequestInit = { headers, credentials: 'same-origin' }
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json'
      init.body = JSON.stringify(options.body)
    }
    const url = buildUrl(path, options.query)
    const logName = errorLogName(path)

    for (let retriesSoFar = 0; ; retriesSoFar++) {
      const result = await attempt(method, url, init, signal)
      if (result.kind === 'response') {
        const { response, body } = result
        if (response.ok) return body as T
        if (response.status === 401) emit('auth-error', { path })
        const error = new HttpError(response.status, body, path)
        deps.log(logName, error, { method, status: response.status })
        throw error
      }
      const failure = { isNetworkError: !result.isTimeout, isTimeout: result.isTimeout }
      if (shouldRetry({ retriesSoFar, isServer: deps.isServer, ...failure })) {
        await deps.sleep(retryDelayMs(retriesSoFar + 1, deps.random))
        if (signal?.aborted) throw abortError(signal)
        continue
      }
      const error = new NetworkError(path, result.isTimeout, result.error)
      deps.log(logName, error, { method, retries: retriesSoFar })
      throw error
    }
  }

  /**
   * For data a page can live without: failures (already logged) give null, except the calls the
   * spec rethrows — sign-in, registration, check-email, gifts, free spins… (spec 1 §8, spec 2 §8).
   */
  async function loaderRequest<T = unknown>(
    method: HttpMethod,
    path: string,
    options: RequestOptions = {},
  ): Promise<T | null> {
    try {
      return await request<T>(method, path, options)
    } catch (error) {
      if (shouldRethrow(method, path) || options.signal?.aborted) throw error
      return null
    }
  }

  return { request, loaderRequest }
}

const browserClient = createHttpClient({
  fetch: (...args) => globalThis.fetch(...args),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  isServer: typeof window === 'undefined',
  log: (name, error, context) => logError(name, error, context),
})

export const request = browserClient.request
export const loaderRequest = browserClient.loaderRequest
