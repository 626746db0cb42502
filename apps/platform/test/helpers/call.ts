// Platform requests in tests name the contract's endpoint, never its path: method and path come
// from the endpoint, the body is checked against it unless a test sends a deliberately bad one.
import {
  type BodyOf,
  buildPath,
  type Endpoint,
  type EndpointDescriptor,
  type PathParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@croupier/contract/endpoint'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { csrfHeaders } from './test-app.ts'

export type AnyEndpoint = Endpoint | EndpointDescriptor

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[]

export interface InjectOptions<E extends AnyEndpoint> {
  params?: PathParamsOf<E>
  query?: QueryOf<E>
  /** A query the contract refuses (or one built from test data): sent as is, unchecked. */
  rawQuery?: Record<string, QueryValue> | string
  body?: BodyOf<E>
  /** A body the contract refuses, assembled from test overrides, or a Buffer: sent unchecked. */
  rawBody?: unknown
  /** A deliberately malformed path built from the endpoint's own `path`; replaces params. */
  url?: string
  /** The Cookie header, e.g. a signed-in player's `sessionCookie(token)`. */
  cookie?: string
  headers?: Record<string, string>
  /** CSRF headers (X-Requested-With, same-origin Origin); default: on for every method but GET. */
  csrf?: boolean
  remoteAddress?: string
}

/** The endpoint's path with its params filled and the query appended. */
export function pathOf<E extends AnyEndpoint>(
  endpoint: E,
  options: Pick<InjectOptions<E>, 'params' | 'query' | 'rawQuery' | 'url'> = {},
): string {
  const path =
    options.url ?? buildPath(endpoint.path, (options.params ?? {}) as Record<string, string | number>)
  const query = options.rawQuery ?? (options.query as Record<string, QueryValue> | undefined)
  if (query === undefined) return path
  if (typeof query === 'string') return query ? `${path}?${query}` : path
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item))
    else search.append(name, String(value))
  }
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/** Calls the endpoint on the app through light-my-request. */
export function inject<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: InjectOptions<E> = {},
): Promise<LightMyRequestResponse> {
  const csrf = options.csrf ?? endpoint.method !== 'GET'
  const payload = 'rawBody' in options ? options.rawBody : options.body
  return app.inject({
    method: endpoint.method,
    url: pathOf(endpoint, options),
    headers: {
      ...(csrf ? csrfHeaders : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })
}

/** The success body of the endpoint, typed by the contract. */
export function json<E extends AnyEndpoint>(_endpoint: E, response: LightMyRequestResponse): ResponseOf<E> {
  return response.json() as ResponseOf<E>
}

/** `METHOD /path` of the endpoint, as test names quote it. */
export const nameOf = (endpoint: AnyEndpoint) => `${endpoint.method} ${endpoint.path}`

/** A test table row `[method, path, endpoint, ...rest]`, so `'%s %s'` names the endpoint. */
export const endpointRow = <E extends AnyEndpoint, R extends unknown[]>(endpoint: E, ...rest: R) =>
  [endpoint.method, endpoint.path, endpoint, ...rest] as [E['method'], E['path'], E, ...R]
