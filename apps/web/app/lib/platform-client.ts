// The one client for the platform (ADR 027): `call(endpoint, { params, query, body })` typed by the
// contract's zod-free descriptor, every failure one PlatformFailure (spec 1 §7–§9). This module is the
// core and the browser transport; loaders use platform-client.server.ts.
import {
  type BodyOf,
  buildPath,
  type EndpointDescriptor,
  type EndpointOf,
  type PathParamNames,
  type QueryOf,
  type ResponseOf,
} from '@croupier/contract/endpoint'
import {
  errorLogName,
  REQUEST_TIMEOUT_MS,
  retryDelayMs,
  shouldRethrow,
  shouldRetry,
} from '@croupier/rules/http-retry'
import { emit } from './events'
import { logError } from './log'
import { type Failure, failureOf, PlatformFailure } from './platform-failure'

// The failure is part of the client's answer: callers import it from here.
export {
  type Failure,
  type FieldErrors,
  isNoSuchPage,
  PlatformFailure,
  retryAfterSeconds,
} from './platform-failure'

type QueryValue = string | number | boolean | null | undefined
export type Query = Record<string, QueryValue | readonly QueryValue[]>

type ParamsInput<D extends EndpointDescriptor> = [PathParamNames<EndpointOf<D>['path']>] extends [never]
  ? { params?: undefined }
  : { params: { [K in PathParamNames<EndpointOf<D>['path']>]: string | number } }
// Multipart endpoints (a document upload) declare no JSON body: they take FormData.
type BodyInput<D extends EndpointDescriptor> = [BodyOf<D>] extends [never]
  ? { body?: FormData }
  : undefined extends BodyOf<D>
    ? { body?: BodyOf<D> }
    : { body: BodyOf<D> }
type QueryInput<D extends EndpointDescriptor> = [QueryOf<D>] extends [never]
  ? { query?: undefined }
  : { query?: QueryOf<D> & Query }

export type CallOptions<D extends EndpointDescriptor> = ParamsInput<D> &
  BodyInput<D> &
  QueryInput<D> & {
    signal?: AbortSignal
    headers?: Record<string, string>
    /** A 401 is an expected answer here (a guest's probe): no auth-error event, no log. */
    silentUnauthorized?: boolean
  }
/** Options may be left out when nothing in them is required. */
export type CallArgs<D extends EndpointDescriptor> =
  object extends CallOptions<D> ? [options?: CallOptions<D>] : [options: CallOptions<D>]

export type CallResult<T> = { ok: true; data: T } | { ok: false; failure: Failure }

export interface ClientDeps {
  fetch: typeof fetch
  /** '' in the browser (same origin), PLATFORM_URL on the server. */
  baseUrl: string
  headers: () => Record<string, string>
  credentials?: RequestCredentials
  timeoutMs: number
  isServer: boolean
  /** Waits between retries; tests pass a fake clock. */
  sleep: (ms: number) => Promise<void>
  random: () => number
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
  /** Every failure, named after the path (spec 1 §8). */
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

export function createPlatformClient(deps: ClientDeps) {
  /** One attempt with its own timeout; the caller's signal still aborts it. */
  async function attempt(url: string, init: RequestInit, signal?: AbortSignal) {
    const controller = new AbortController()
    let timedOut = false
    const timer = deps.setTimeout(() => {
      timedOut = true
      controller.abort(new DOMException('The request timed out.', 'TimeoutError'))
    }, deps.timeoutMs)
    const onAbort = () => controller.abort(signal ? abortError(signal) : undefined)
    signal?.addEventListener('abort', onAbort, { once: true })
    try {
      const response = await deps.fetch(url, { ...init, signal: controller.signal })
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

  async function call<D extends EndpointDescriptor>(
    endpoint: D,
    ...[options]: CallArgs<D>
  ): Promise<ResponseOf<D>> {
    const { method } = endpoint
    const { signal, params, query, body } = (options ?? {}) as CallOptions<EndpointDescriptor> & {
      params?: Record<string, string | number>
      query?: Query
      body?: unknown
    }
    if (signal?.aborted) throw abortError(signal)
    const path = buildPath(endpoint.path, params)
    const headers: Record<string, string> = { ...deps.headers(), ...options?.headers }
    const init: RequestInit = {
      method,
      headers,
      ...(deps.credentials ? { credentials: deps.credentials } : {}),
    }
    if (body instanceof FormData) init.body = body
    else if (body !== undefined) {
      headers['content-type'] = 'application/json'
      init.body = JSON.stringify(body)
    }
    const url = `${deps.baseUrl}${buildUrl(path, query)}`
    const logName = errorLogName(path)

    for (let retriesSoFar = 0; ; retriesSoFar++) {
      const result = await attempt(url, init, signal)
      if (result.kind === 'response') {
        const { response, body: answer } = result
        if (response.ok) return answer as ResponseOf<D>
        const error = new PlatformFailure(failureOf(response, answer), method, path)
        if (response.status === 401 && options?.silentUnauthorized) throw error
        if (response.status === 401) emit('auth-error', { path })
        deps.log(logName, error, { method, status: response.status })
        throw error
      }
      const failure = { isNetworkError: !result.isTimeout, isTimeout: result.isTimeout }
      if (shouldRetry({ retriesSoFar, isServer: deps.isServer, ...failure })) {
        await deps.sleep(retryDelayMs(retriesSoFar + 1, deps.random))
        if (signal?.aborted) throw abortError(signal)
        continue
      }
      const network: Failure = { kind: 'network', status: null, isTimeout: result.isTimeout }
      const error = new PlatformFailure(network, method, path, result.error)
      deps.log(logName, error, { method, retries: retriesSoFar })
      throw error
    }
  }

  /** The failure as a value; a caller's abort still throws. */
  async function tryCall<D extends EndpointDescriptor>(
    endpoint: D,
    ...args: CallArgs<D>
  ): Promise<CallResult<ResponseOf<D>>> {
    try {
      return { ok: true, data: await call(endpoint, ...args) }
    } catch (error) {
      if (error instanceof PlatformFailure) return { ok: false, failure: error.failure }
      throw error
    }
  }

  return { call, tryCall }
}

export type PlatformClient = ReturnType<typeof createPlatformClient>

/**
 * Adds the loaders' `callOrNull`, for data a page can live without: a failure gives null after
 * `onSwallowed`, except the calls the spec rethrows — sign-in, registration, check-email, gifts,
 * free spins… (spec 1 §8, spec 2 §8). Apart so the browser bundle does not carry the rethrow list.
 */
export function withCallOrNull(client: PlatformClient, onSwallowed: (name: string, error: unknown) => void) {
  async function callOrNull<D extends EndpointDescriptor>(
    endpoint: D,
    ...args: CallArgs<D>
  ): Promise<ResponseOf<D> | null> {
    try {
      return await client.call(endpoint, ...args)
    } catch (error) {
      const path = error instanceof PlatformFailure ? error.path : endpoint.path
      if (shouldRethrow(endpoint.method, path) || args[0]?.signal?.aborted) throw error
      onSwallowed(errorLogName(path), error)
      return null
    }
  }
  return { ...client, callOrNull }
}

export type LoaderClient = ReturnType<typeof withCallOrNull>

const browserClient = createPlatformClient({
  fetch: (...args) => globalThis.fetch(...args),
  baseUrl: '',
  headers: () => ({ accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' }),
  credentials: 'same-origin',
  timeoutMs: REQUEST_TIMEOUT_MS,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  isServer: typeof window === 'undefined',
  log: (name, error, context) => logError(name, error, context),
})

export const call = browserClient.call
export const tryCall = browserClient.tryCall
