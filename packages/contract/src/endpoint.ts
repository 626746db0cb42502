// The shape every contract file exports: one endpoint, its schemas, nothing else.
import type { z } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface Endpoint {
  method: HttpMethod
  /** Fastify-style path, `:name` for parameters. */
  path: string
  summary: string
  tags?: readonly string[]
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  /** Success body (HTTP 200 unless `status` says otherwise). */
  response: z.ZodType
  status?: 200 | 201 | 202 | 204
}

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint

/**
 * What the browser imports to call an endpoint: method and path at runtime, the endpoint's schemas
 * as a type only (api.generated.ts, ADR 027), so zod never reaches the client bundle.
 */
export interface EndpointDescriptor<E extends Endpoint = Endpoint> {
  readonly method: E['method']
  readonly path: E['path']
  /** Type carrier only; never set at runtime. */
  readonly endpoint?: E
}

export const describe = <E extends Endpoint>(
  method: E['method'],
  path: E['path'],
): EndpointDescriptor<E> => ({ method, path })

/** The endpoint behind an endpoint or its descriptor. */
export type EndpointOf<T> = T extends EndpointDescriptor<infer E> ? E : T extends Endpoint ? T : never

export type ResponseOf<T extends Endpoint | EndpointDescriptor> =
  EndpointOf<T> extends { status: 204 } ? null : z.infer<EndpointOf<T>['response']>
export type BodyOf<T extends Endpoint | EndpointDescriptor> = EndpointOf<T>['body'] extends z.ZodType
  ? z.input<EndpointOf<T>['body']>
  : never
export type QueryOf<T extends Endpoint | EndpointDescriptor> = EndpointOf<T>['query'] extends z.ZodType
  ? z.input<EndpointOf<T>['query']>
  : never
export type ParamsOf<T extends Endpoint | EndpointDescriptor> = EndpointOf<T>['params'] extends z.ZodType
  ? z.input<EndpointOf<T>['params']>
  : never

/** `:name` segments of a contract path: `'/api/games/:producer/:name'` → `'producer' | 'name'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Segment}/${infer Rest}`
  ? ParamName<Segment> | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Segment}`
    ? ParamName<Segment>
    : never
/** A parameter ends where its segment does or at a dot (`/messages/:locale.json`). */
type ParamName<Segment extends string> = Segment extends `${infer Name}.${string}` ? Name : Segment

/** Values for the path's `:name` segments; required exactly when the path has some. */
export type PathParamsOf<T extends Endpoint | EndpointDescriptor> = {
  [K in PathParamNames<EndpointOf<T>['path']>]: string | number
}

/** Fills `:name` segments of a contract path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
}
