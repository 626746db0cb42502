// A contract schema read as JSON Schema (ADR 022): a plausible sample of it, and every variant of
// that sample with one thing changed, labelled by where and what.
import { z } from 'zod'
import { HOSTILE_NUMBERS, HOSTILE_STRINGS, NUL, type Variant, WRONG_TYPES } from './hostile-values.ts'

export interface JsonSchema {
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
