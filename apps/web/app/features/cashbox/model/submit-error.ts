// What a refused deposit or withdrawal tells the player: field errors of a 422 (message keys, shown
// under the fields), the fraud check's refusal, a limit's message, or a generic failure.

import { fieldErrorsOrNull } from '../../../lib/field-errors'
import { PlatformFailure } from '../../../lib/platform-client'
import type { TFunction } from '../../../lib/translate'

export type SubmitProblem = { fields: Record<string, string> } | { message: string }

function bodyOf(error: unknown): Record<string, unknown> | null {
  return error instanceof PlatformFailure && typeof error.body === 'object' && error.body !== null
    ? (error.body as Record<string, unknown>)
    : null
}

export function submitProblem(error: unknown, t: TFunction): SubmitProblem {
  const body = bodyOf(error)
  const fields = error instanceof PlatformFailure && error.status === 422 ? fieldErrorsOrNull(body) : null
  if (fields) {
    const first: Record<string, string> = {}
    for (const [field, keys] of Object.entries(fields)) if (keys[0]) first[field] = keys[0]
    return { fields: first }
  }
  const code = typeof body?.error === 'string' ? body.error : null
  if (code === 'PAYMENT_REFUSED') return { message: t('cashbox.errors.refused') }
  // A limit (409 LIMIT_REACHED), cooling-off or self-exclusion (403): our words, else the platform's.
  if (code !== null && error instanceof PlatformFailure && [403, 409, 422].includes(error.status ?? 0)) {
    const key = `cashbox.errors.codes.${code}`
    const known = t(key, { defaultValue: '' })
    if (known) return { message: known }
    if (typeof body?.message === 'string' && body.message) return { message: body.message }
  }
  return { message: t('cashbox.errors.generic') }
}
