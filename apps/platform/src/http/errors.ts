// Maps every failure to the wire's error bodies: 422 for validation, JSON for the rest,
// never a stack trace.
import type { Socket } from 'node:net'
import { type ErrorCode, VALIDATION_KEYS } from '@croupier/contract/errors'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
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
  /** What a size issue measured: a number's value, or a string's or array's length. */
  origin?: unknown
  /** The value at the issue's path was absent from the request. */
  missing: boolean
}

const NUMERIC_ORIGINS = new Set(['number', 'int', 'bigint'])

function messageKey(issue: ZodIssueLike): string {
  if (issue.message && MESSAGE_KEY.test(issue.message)) return issue.message
  if (issue.missing && issue.code !== 'unrecognized_keys') return VALIDATION_KEYS.required
  const numeric = NUMERIC_ORIGINS.has(String(issue.origin))
  switch (issue.code) {
    case 'too_small':
      return numeric ? VALIDATION_KEYS.tooSmall : VALIDATION_KEYS.tooShort
    case 'too_big':
      return numeric ? VALIDATION_KEYS.tooBig : VALIDATION_KEYS.tooLong
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
      origin: issue.params.origin,
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

/** Client errors Fastify, its parser and plugins raise before a route runs, by status. */
const CLIENT_ERRORS: Record<number, { code: ErrorCode; message?: string }> = {
  400: { code: 'BAD_REQUEST' },
  404: { code: 'NOT_FOUND' },
  406: { code: 'BAD_REQUEST' },
  408: { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large.' },
  414: { code: 'URI_TOO_LONG', message: 'A path segment is too long.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send JSON (application/json).' },
  429: { code: 'RATE_LIMITED', message: 'Too many requests, slow down.' },
  431: { code: 'HEADERS_TOO_LARGE', message: 'Request headers too large.' },
}

/** Fastify's messages can echo a whole path or body: enough to read, never a megabyte back. */
const MESSAGE_MAX = 200

/** The body of a client error (4xx) the platform did not raise itself. */
export function clientErrorBody(status: number, message: string): { error: ErrorCode; message: string } {
  const known = CLIENT_ERRORS[status] ?? CLIENT_ERRORS[400]!
  const text = known.message ?? message
  return { error: known.code, message: text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX)}…` : text }
}

/**
 * Fastify's `frameworkErrors`: a bad URL (400), a path parameter past maxParamLength (414) and the
 * like, answered before routing in the platform's shape instead of Fastify's own.
 */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500
  if (status >= 500) {
    reply.log.error({ err: error }, 'framework error')
    reply.status(500).send({ error: 'INTERNAL', message: 'Something went wrong.' })
    return
  }
  reply.status(status).send(clientErrorBody(status, error.message))
}

/**
 * Node's `clientError` (headers too large, a malformed request line, a timeout): answered on the
 * raw socket, since no request object exists yet, in the platform's shape.
 */
export function writeClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  const body = JSON.stringify(clientErrorBody(status, 'Malformed request.'))
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(clientErrorBody(404, `No route ${request.method} ${request.url}`))
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
    if (status >= 400 && status < 500) {
      // Malformed JSON, a bad content type, a body too large: the caller's fault, said plainly.
      return reply.status(status).send(clientErrorBody(status, error.message))
    }
    // A real fault (the database gone, a bug) stays a 500: validation, not a blanket 4xx, keeps
    // bad input out of here.
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ error: 'INTERNAL', message: 'Something went wrong.' })
  })
}
