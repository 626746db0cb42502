// What a platform call's failure is (ADR 027): one PlatformFailure whose `failure` says what the
// caller does about it, read from the answer's status and the platform's error shape.
import { errorLogName } from '@croupier/rules/http-retry'

export type FieldErrors = Record<string, string[]>

/** Every way a call can fail, by what the caller does about it (ADR 027). */
export type Failure =
  | { kind: 'validation'; status: 422; code: string | null; errors: FieldErrors; body: unknown }
  | { kind: 'unauthorized'; status: 401; code: string | null; body: unknown }
  | { kind: 'forbidden'; status: 403; code: string | null; body: unknown }
  | { kind: 'not-found'; status: 404; code: string | null; body: unknown }
  | { kind: 'conflict'; status: 409; code: string | null; body: unknown }
  | {
      kind: 'rate-limited'
      status: 429
      code: string | null
      retryAfterSeconds: number | null
      body: unknown
    }
  | { kind: 'http'; status: number; code: string | null; body: unknown }
  | { kind: 'network'; status: null; isTimeout: boolean }

export class PlatformFailure extends Error {
  override readonly name = 'PlatformFailure'
  constructor(
    readonly failure: Failure,
    readonly method: string,
    readonly path: string,
    cause?: unknown,
  ) {
    const what =
      failure.kind === 'network'
        ? failure.isTimeout
          ? 'timeout'
          : 'network error'
        : `HTTP ${failure.status}`
    super(`${errorLogName(path)}: ${what}`, cause === undefined ? undefined : { cause })
  }

  /** The HTTP status, null when the platform was not reached. */
  get status(): number | null {
    return this.failure.status
  }

  /** The parsed JSON (or text) the platform answered with; null when it was not reached. */
  get body(): unknown {
    return this.failure.kind === 'network' ? null : this.failure.body
  }
}

/** Answers that mean no page can exist at the address: missing, or an identifier the platform refuses. */
const NO_SUCH_PAGE_STATUSES: readonly (number | null)[] = [400, 404, 414, 422]

/** A loader shows the not-found page for these, not the outage page (issue 9 item 7). */
export function isNoSuchPage(error: unknown): boolean {
  return error instanceof PlatformFailure && NO_SUCH_PAGE_STATUSES.includes(error.status)
}

type ErrorBody = { error?: unknown; errors?: unknown } | null | undefined

function codeOf(body: unknown): string | null {
  const code = (body as ErrorBody)?.error
  return typeof code === 'string' ? code : null
}

/** The 422 shape `{ errors: { field: [key] } }` (ARCHITECTURE "Errors"). */
function fieldErrorsOf(body: unknown): FieldErrors {
  const errors = (body as ErrorBody)?.errors
  return typeof errors === 'object' && errors !== null ? (errors as FieldErrors) : {}
}

/** Retry-After as seconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  const seconds = value && /^\s*\d+\s*$/.test(value) ? Number(value) : (Date.parse(value ?? '') - now) / 1000
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : null
}

const KIND_BY_STATUS: Record<number, Failure['kind']> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  422: 'validation',
  429: 'rate-limited',
}

export function failureOf(response: Response, body: unknown): Failure {
  const { status } = response
  const failure = { kind: KIND_BY_STATUS[status] ?? 'http', status, code: codeOf(body), body }
  if (status === 422) return { ...failure, errors: fieldErrorsOf(body) } as Failure
  if (status === 429)
    return {
      ...failure,
      retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
    } as Failure
  return failure as Failure
}
