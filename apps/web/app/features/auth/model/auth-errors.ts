// Reading the platform's failures for the auth forms (spec 1 §8, ARCHITECTURE "Errors"):
// 422 `{ errors: { field: [key] } }` goes under the fields; other answers carry `{ error: CODE }`.
import { PlatformFailure } from '../../../lib/platform-client'

/** Codes the sign-in and registration answers use (contract auth/sign-in, errors.ts). */
export const AUTH_ERROR_CODES = [
  'TWO_FACTOR_REQUIRED',
  'INVALID_OTP',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'RATE_LIMITED',
  'EE_LICENSE_BLOCKED',
  'SESSION_EXPIRED',
  'CAPTCHA_FAILED',
] as const
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number]

import { type FieldErrors, fieldErrorsOf } from '../../../lib/field-errors'

export type { FieldErrors }
export { fieldErrorsOf }

export interface ReadError {
  /** The `error` code of a non-validation answer; NETWORK when the platform was not reached. */
  code: AuthErrorCode | 'NETWORK' | 'UNKNOWN'
  /** Message keys per field from a 422. */
  fields: FieldErrors
  /** Seconds until a locked account or a rate limit lets the player try again (Retry-After). */
  retryAfterSeconds?: number
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function readError(error: unknown): ReadError {
  if (!(error instanceof PlatformFailure)) return { code: 'UNKNOWN', fields: {} }
  if (error.failure.kind === 'network') return { code: 'NETWORK', fields: {} }
  const fields = error.status === 422 ? fieldErrorsOf(error.body) : {}
  const raw = isRecord(error.body) && typeof error.body.error === 'string' ? error.body.error : ''
  const code = (AUTH_ERROR_CODES as readonly string[]).includes(raw) ? (raw as AuthErrorCode) : 'UNKNOWN'
  const retry = isRecord(error.body) ? Number(error.body.retry_after ?? Number.NaN) : Number.NaN
  return Number.isFinite(retry) && retry > 0 ? { code, fields, retryAfterSeconds: retry } : { code, fields }
}

/** The i18n key of a form-level message for a code (auth.json `errors.*`). */
export function errorMessageKey(code: ReadError['code']): string {
  return `auth.errors.${code}`
}

// A message key of the platform is shown through t(); plain text (an older platform) as is.
export { isMessageKey } from '../../../ui/field'
