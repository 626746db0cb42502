// Maps every failure to the wire's error bodies: 422 for validation, JSON for the rest,
// never a stack trace.
import { VALIDATION_KEYS } from '@croupier/contract/errors'
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

/** A failure a service raises on purpose, with a wire code and status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra fields of the error body (e.g. LIMIT_REACHED's remaining amount); never `error`/`message`. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
  }
}

/** A field-level failure raised by a service after the contract passed. */
export class FieldValidationError extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super('Validation failed')
  }
}

const MESSAGE_KEY = /^[A-Z][A-Z0-9_]*(\.[A-Z0-9_]+)*$/

interface ZodIssueLike {
  code?: string | undefined
  message?: string | undefined
  /** The value at the issue's path was absent from the request. */
  missing: boolean
}

function messageKey(issue: ZodIssueLike): string {
  if (issue.message && MESSAGE_KEY.test(issue.message)) return issue.message
  if (issue.missing && issue.code !== 'unrecognized_keys') return VALIDATION_KEYS.required
  switch (issue.code) {
    case 'too_small':
      return VALIDATION_KEYS.tooShort
    case 'too_big':
      return VALIDATION_KEYS.tooLong
    case 'unrecognized_keys':
      return VALIDATION_KEYS.unknownField
    default:
      return VALIDATION_KEYS.invalid
  }
}

function valueAt(source: unknown, segments: string[]): unknown {
  let value = source
  for (const segment of segments) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<string, unknown>)[segment]
  }
  return value
}

/**
 * fastify-type-provider-zod reports each Zod issue as `{ keyword: code, instancePath, message,
 * params }`; this turns them into `{ field: [messageKey] }`. Zod 4 issues do not carry the input,
 * so `source` (the body, query or params that failed) tells a missing field from a wrong one.
 */
export function validationErrors(
  issues: { instancePath: string; keyword?: string; message?: string; params: Record<string, unknown> }[],
  source?: unknown,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const segments = issue.instancePath.split('/').filter(Boolean)
    const field = segments.join('.') || 'base'
    const key = messageKey({
      code: issue.keyword,
      message: issue.message,
      missing: valueAt(source, segments) === undefined,
    })
    const list = errors[field] ?? []
    if (!list.includes(key)) list.push(key)
    errors[field] = list
  }
  return errors
}

const VALIDATION_SOURCES = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
} as const

export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` })
  })

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = VALIDATION_SOURCES[error.validationContext as keyof typeof VALIDATION_SOURCES]
      return reply
        .status(422)
        .send({ errors: validationErrors(error.validation, part ? request[part] : undefined) })
    }
    if (error instanceof FieldValidationError) {
      return reply.status(422).send({ errors: error.errors })
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ ...error.details, error: error.code, message: error.message })
    }
    const status = error.statusCode ?? 500
    if (status === 429) {
      return reply.status(429).send({ error: 'RATE_LIMITED', message: 'Too many requests, slow down.' })
    }
    if (status === 413) {
      return reply.status(413).send({ error: 'PAYLOAD_TOO_LARGE', message: 'Request body too large.' })
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, bad content type and the like: the caller's fault, said plainly.
      return reply.status(status).send({ error: 'BAD_REQUEST', message: error.message })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ error: 'INTERNAL', message: 'Something went wrong.' })
  })
}
