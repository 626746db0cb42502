// Invalid requests for one contract endpoint, generated from its Zod schemas (issue 9 item 8): a
// plausible baseline, then one change at a time (wrong types, missing and extra fields, hostile
// strings and numbers, oversized values, malformed bodies), so each bad value meets the code that
// the rest of the request reaches. ADR 022 says why the schemas are read as JSON Schema.
import type { Endpoint, HttpMethod } from '@croupier/contract/endpoint'
import { z } from 'zod'

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

interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  additionalProperties?: JsonSchema | boolean
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  minItems?: number
  maxItems?: number
}

/** A number written into the JSON text as is (JSON.stringify cannot say 1e400). */
class RawNumber {
  constructor(readonly text: string) {}
}

const NUL = 'a\u0000b'
export const HOSTILE_STRINGS: readonly (readonly [string, string])[] = [
  ['NUL', NUL],
  ['control characters', '\u0001\u0008\u000b\u001b\u007f'],
  ['lone surrogate', '\ud800x'],
  ['SQL', "' OR 1=1 --"],
  ['bidi and emoji', '\u202e\ufeff\u{1d54f}'],
]
export const HOSTILE_NUMBERS: readonly (readonly [string, unknown])[] = [
  ['int4 overflow', 2_147_483_648],
  ['int4 underflow', -2_147_483_649],
  ['unsafe integer', new RawNumber('9007199254740993')],
  ['1e400', new RawNumber('1e400')],
  ['huge', 1e308],
  ['negative', -1],
  ['zero', 0],
  ['fractional', 0.5],
]
/** Path segments as sent on the wire (already percent-encoded). */
export const HOSTILE_SEGMENTS: readonly (readonly [string, string])[] = [
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['control characters', '%01%1B%7F'],
  ['encoded surrogate', '%ED%A0%80'],
  ['broken escape', '%E0%A4%A'],
  ['lone percent', '%'],
  ['101 characters', 'x'.repeat(101)],
  ['int4 overflow', '2147483648'],
  ['negative', '-1'],
  ['fractional', '1.5'],
  ['1e309', '1e309'],
  ['dot segments', '..%2F..'],
  ['space', '%20'],
]
const NUMERIC_TEXT = ['2147483648', '-1', '1.5', '1e309', 'NaN', '']
export const MALFORMED_BODIES: readonly (readonly [string, string, string])[] = [
  ['truncated JSON', 'application/json', '{"a":'],
  ['unclosed object', 'application/json', '{'],
  ['trailing comma', 'application/json', '{"a":1,}'],
  ['bare word', 'application/json', 'nul'],
  ['NUL byte', 'application/json', '\u0000'],
  ['empty JSON', 'application/json', ''],
  ['JSON null', 'application/json', 'null'],
  ['JSON number', 'application/json', '1'],
  ['JSON string', 'application/json', '"x"'],
  ['JSON array', 'application/json', '[]'],
  ['__proto__', 'application/json', '{"__proto__":{"polluted":true}}'],
  ['constructor.prototype', 'application/json', '{"constructor":{"prototype":{"polluted":true}}}'],
  ['deep nesting', 'application/json', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
  ['1 MB string', 'application/json', JSON.stringify({ x: 'x'.repeat(1024 * 1024) })],
  ['text/plain', 'text/plain', 'hello'],
  ['form encoded', 'application/x-www-form-urlencoded', 'a=1&b=%00'],
  ['multipart without boundary', 'multipart/form-data', 'x'],
  ['XML', 'application/xml', '<a>1</a>'],
  ['JSON charset latin1', 'application/json; charset=latin1', '{}'],
]
const ONE_MB = 'x'.repeat(1024 * 1024)

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type
  if (schema.type) return [schema.type]
  if (schema.enum || schema.const !== undefined) return ['enum']
  return []
}

function options(schema: JsonSchema): JsonSchema[] {
  const all = schema.anyOf ?? schema.oneOf ?? []
  const nonNull = all.filter((option) => option.type !== 'null')
  return nonNull.length > 0 ? nonNull : all
}

const STRING_SAMPLES = ['EUR', 'DE', 'en', 'desktop', 'abc', 'a1', '1']

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return 'fuzz@example.com'
    case 'uuid':
      return '6f1c2a1e-3b7d-4c5e-9f00-1a2b3c4d5e6f'
    case 'date-time':
      return '2026-01-01T00:00:00Z'
    case 'date':
      return '2026-01-01'
    case 'uri':
    case 'url':
      return 'https://example.com/'
  }
  const min = schema.minLength ?? 1
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern)
    const fit = STRING_SAMPLES.find((candidate) => pattern.test(candidate) && candidate.length >= min)
    if (fit) return fit
  }
  return 'a'.repeat(Math.max(min, 1))
}

function sampleNumber(schema: JsonSchema): number {
  let value = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1)
  if (value < 1 && (schema.maximum ?? 1) >= 1) value = 1
  return Math.min(value, schema.maximum ?? value)
}

/** A plausible value of the schema: every property present, enums at their first value. */
export function sample(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  const choices = options(schema)
  if (choices.length > 0) return sample(choices[0]!)
  if (schema.allOf?.[0]) return sample(schema.allOf[0])
  const type = typesOf(schema).find((t) => t !== 'null') ?? typesOf(schema)[0]
  switch (type) {
    case 'string':
      return sampleString(schema)
    case 'integer':
    case 'number':
      return sampleNumber(schema)
    case 'boolean':
      return true
    case 'null':
      return null
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sample(schema.items ?? {}))
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sample(property)]),
      )
    default:
      return 'x'
  }
}

type Variant = readonly [label: string, value: unknown]

const WRONG_TYPES: Record<string, Variant[]> = {
  string: [
    ['number', 1],
    ['null', null],
    ['array', ['x']],
    ['object', {}],
  ],
  number: [
    ['string', '1'],
    ['null', null],
    ['boolean', true],
    ['array', [1]],
  ],
  boolean: [
    ['string', 'yes'],
    ['number', 2],
    ['null', null],
  ],
  object: [
    ['string', 'x'],
    ['array', []],
    ['null', null],
  ],
  array: [
    ['string', 'x'],
    ['object', {}],
    ['null', null],
  ],
  enum: [
    ['unknown option', 'not-an-option'],
    ['number', 1],
  ],
}

function* nodeVariants(schema: JsonSchema, value: unknown): Generator<Variant> {
  const kinds = new Set(typesOf(schema).map((t) => (t === 'integer' ? 'number' : t)))
  for (const kind of kinds) yield* WRONG_TYPES[kind] ?? []
  if (kinds.has('string') || kinds.has('enum')) {
    yield* HOSTILE_STRINGS
    yield ['too long', 'x'.repeat(schema.maxLength !== undefined ? schema.maxLength + 1 : 10_000)]
  }
  if (kinds.has('number')) yield* HOSTILE_NUMBERS
  if (kinds.has('object')) {
    if (typeof value === 'object' && value !== null) yield ['extra field', { ...value, fuzz_extra: 1 }]
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      yield ['NUL key', { [NUL]: sample(schema.additionalProperties) }]
      yield ['2,000 keys', Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, 1]))]
    }
  }
  if (kinds.has('array')) {
    yield ['empty array', []]
    const item = sample(schema.items ?? {})
    yield ['5,000 items', Array.from({ length: Math.max((schema.maxItems ?? 0) + 1, 5000) }, () => item)]
  }
}

/** Every single-change variant of `value` under `schema`, labelled by where and what. */
export function* variants(schema: JsonSchema, value: unknown, path: string): Generator<Variant> {
  for (const [label, variant] of nodeVariants(schema, value)) yield [`${path}: ${label}`, variant]
  const choices = options(schema)
  if (choices.length > 1) {
    // Each branch of a union is a request of its own: its sample, then its own variants.
    for (const [index, choice] of choices.entries()) {
      const base = sample(choice)
      if (index > 0) yield [`${path}: union branch ${index}`, base]
      yield* variants(choice, base, `${path}<${index}>`)
    }
    return
  }
  if (choices[0]) {
    yield* variants(choices[0], value, path)
    return
  }
  if (schema.properties && typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>
    for (const [key, property] of Object.entries(schema.properties)) {
      const { [key]: _omitted, ...without } = record
      yield [`${path}.${key}: missing`, without]
      for (const [label, variant] of variants(property, record[key], `${path}.${key}`))
        yield [label, { ...record, [key]: variant }]
    }
  }
  if (schema.items && Array.isArray(value) && value.length > 0) {
    for (const [label, variant] of variants(schema.items, value[0], `${path}[0]`))
      yield [label, [variant, ...value.slice(1)]]
  }
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
