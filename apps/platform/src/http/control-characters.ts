// No text a person types holds NUL, other control characters or half a UTF-16 pair, and PostgreSQL
// refuses NUL in text and unpaired surrogates in jsonb: such input is a 422 at the door (issue 9
// item 6), before any route's schema or service sees it. Tab, line feed and carriage return pass.
import { VALIDATION_KEYS } from '@croupier/contract/errors'
import type { FastifyRequest } from 'fastify'
import { FieldValidationError } from './errors.ts'

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
/** No request of the contract nests deeper; walking further would only feed a stack overflow. */
const MAX_DEPTH = 32

export function isCleanText(text: string): boolean {
  return !CONTROL_CHARACTER.test(text) && !LONE_SURROGATE.test(text)
}

const child = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key))

/** Dotted paths of the strings (values or keys) in `value` that are not clean text, or nest too deep. */
export function uncleanFields(value: unknown, path = '', found: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (!isCleanText(value)) found.push(path)
  } else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
    if (depth >= MAX_DEPTH) {
      found.push(path)
      return found
    }
    for (const [key, item] of Object.entries(value)) {
      if (!isCleanText(key)) found.push(path)
      else uncleanFields(item, child(path, key), found, depth + 1)
    }
  }
  return found
}

/** preValidation hook: params, query and a parsed JSON body hold clean text only. */
export async function rejectControlCharacters(request: FastifyRequest): Promise<void> {
  const fields = [
    ...uncleanFields(request.params),
    ...uncleanFields(request.query),
    ...uncleanFields(request.body),
  ]
  if (fields.length === 0) return
  throw new FieldValidationError(
    Object.fromEntries(fields.map((field) => [field || 'base', [VALIDATION_KEYS.invalid]])),
  )
}
