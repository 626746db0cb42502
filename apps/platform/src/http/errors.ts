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
  code?: string
  message?: string
  input?: unknown
  path?: PropertyKey[]
}

function messageKey(issue: ZodIssueLike): string {
  if (issue.message && MESSAGE_KEY.test(issue.message)) return issue.message
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? VALIDATION_KEYS.required : VALIDATION_KEYS.invalid
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

export function validationErrors(
  issues: { instancePath: string; params: Record<string, unknown> }[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const zodIssue = (issue.params.issue ?? {}) as ZodIssueLike
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'base'
    const key = messageKey(zodIssue)
    const list = errors[field] ?? []
    if (!list.includes(key)) list.push(key)
    errors[field] = list
  }
  return errors
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` })
  })

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send({ errors: validationErrors(error.validation) })
    }
    if (error instanceof FieldValidationError) {
      return reply.status(422).send({ errors: error.errors })
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.code, message: error.message })
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
