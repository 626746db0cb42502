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

export type ResponseOf<E extends Endpoint> = z.infer<E['response']>
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : never
export type ParamsOf<E extends Endpoint> = E['params'] extends z.ZodType ? z.input<E['params']> : never

/** Fills `:name` segments of a contract path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
}
