// Invalid requests for one contract endpoint, generated from its Zod schemas (issue 9 item 8): a
// plausible baseline, then one change at a time (wrong types, missing and extra fields, hostile
// strings and numbers, oversized values, malformed bodies), so each bad value meets the code that
// the rest of the request reaches. ADR 022 says why the schemas are read as JSON Schema.
import type { Endpoint, HttpMethod } from '@croupier/contract/endpoint'
import type { z } from 'zod'
import {
  HOSTILE_SEGMENTS,
  HOSTILE_STRINGS,
  MALFORMED_BODIES,
  NUMERIC_TEXT,
  ONE_MB,
  RawNumber,
} from './hostile-values.ts'
import { type JsonSchema, sample, toJsonSchema, variants } from './schema-variants.ts'

export interface FuzzCase {
  /** What was changed, e.g. `body.user.email: NUL`. */
  label: string
  method: HttpMethod
  url: string
  headers: Record<string, string>
  payload?: string
  /** Sent without X-Requested-With and Origin (the CSRF guard's answer must be a 4xx too). */
  withoutCsrf?: boolean
}

/** Valid values to start from where a generated sample would not get past the first check. */
export interface Baseline {
  params?: Record<string, string>
  query?: Record<string, unknown>
  body?: unknown
}

/** JSON text, with RawNumber written verbatim. */
export function toJsonText(value: unknown): string {
  const raws: string[] = []
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawNumber) {
      raws.push(v.text)
      return `@@raw${raws.length - 1}@@`
    }
    return v
  })
  return text.replace(/"@@raw(\d+)@@"/g, (_, index: string) => raws[Number(index)]!)
}

function queryText(value: unknown): string {
  if (value instanceof RawNumber) return value.text
  if (typeof value === 'object' && value !== null) return toJsonText(value)
  return String(value)
}

const LONE_SURROGATE = /([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/
/** Percent-encoding that also writes a lone surrogate (as the UTF-8 bytes a sloppy client sends). */
function encodeComponent(text: string): string {
  return text
    .split(LONE_SURROGATE)
    .map((part, index) => (index % 2 === 1 ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('')
}

/** A query string; arrays repeat their key. */
export function toQueryString(query: Record<string, unknown>): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value])
      parts.push(`${encodeComponent(key)}=${encodeComponent(queryText(item))}`)
  }
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}

function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => params[name] ?? 'x')
}

function objectSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  return schema ? toJsonSchema(schema) : undefined
}

/** The invalid requests for one endpoint, its baseline first. */
export function generateCases(endpoint: Endpoint, baseline: Baseline = {}): FuzzCase[] {
  const { method } = endpoint
  const paramsSchema = objectSchemaOf(endpoint.params)
  const querySchema = objectSchemaOf(endpoint.query)
  const bodySchema = objectSchemaOf(endpoint.body)
  const params =
    baseline.params ??
    Object.fromEntries(
      Object.entries(paramsSchema?.properties ?? {}).map(([key, schema]) => [key, String(sample(schema))]),
    )
  const paramsEncoded = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(v)]))
  const query = baseline.query ?? (querySchema ? (sample(querySchema) as Record<string, unknown>) : {})
  const body = baseline.body ?? (bodySchema ? sample(bodySchema) : undefined)
  const json = { 'content-type': 'application/json' }
  const path = fillPath(endpoint.path, paramsEncoded)
  const url = `${path}${toQueryString(query)}`
  const withBody = (payload: string | undefined) => (payload === undefined ? {} : { payload })
  const basePayload = body === undefined ? undefined : toJsonText(body)
  const baseHeaders = basePayload === undefined ? {} : json
  const cases: FuzzCase[] = [
    { label: 'baseline', method, url, headers: baseHeaders, ...withBody(basePayload) },
    {
      label: 'without CSRF headers',
      method,
      url,
      headers: baseHeaders,
      ...withBody(basePayload),
      withoutCsrf: true,
    },
    {
      label: 'session cookie with NUL',
      method,
      url,
      headers: { ...baseHeaders, cookie: 'croupier_session=a%00b' },
      ...withBody(basePayload),
    },
  ]

  for (const name of Object.keys(params)) {
    for (const [label, segment] of HOSTILE_SEGMENTS) {
      const changed = fillPath(endpoint.path, { ...paramsEncoded, [name]: segment })
      cases.push({
        label: `params.${name}: ${label}`,
        method,
        url: `${changed}${toQueryString(query)}`,
        headers: baseHeaders,
        ...withBody(basePayload),
      })
    }
  }

  if (querySchema) {
    const queryCase = (label: string, changed: Record<string, unknown>) =>
      cases.push({
        label,
        method,
        url: `${path}${toQueryString(changed)}`,
        headers: baseHeaders,
        ...withBody(basePayload),
      })
    for (const key of Object.keys(querySchema.properties ?? {})) {
      const { [key]: _omitted, ...without } = query
      queryCase(`query.${key}: missing`, without)
      for (const [label, value] of HOSTILE_STRINGS)
        queryCase(`query.${key}: ${label}`, { ...query, [key]: value })
      for (const value of NUMERIC_TEXT) queryCase(`query.${key}: "${value}"`, { ...query, [key]: value })
      queryCase(`query.${key}: repeated`, { ...query, [key]: [query[key] ?? 'a', 'b'] })
      queryCase(`query.${key}: 1 MB`, { ...query, [key]: ONE_MB })
    }
    queryCase('query: extra parameter', { ...query, fuzz_extra: '1' })
    queryCase('query: __proto__', { ...query, ['__proto__']: 'x', constructor: 'x' })
  }

  if (bodySchema) {
    for (const [label, value] of variants(bodySchema, body, 'body'))
      cases.push({ label, method, url, headers: json, payload: toJsonText(value) })
  }
  if (method !== 'GET') {
    for (const [label, contentType, payload] of MALFORMED_BODIES)
      cases.push({ label: `body: ${label}`, method, url, headers: { 'content-type': contentType }, payload })
  } else {
    cases.push({ label: 'GET with a JSON body', method, url, headers: json, payload: '{"a":1}' })
  }
  return cases
}
