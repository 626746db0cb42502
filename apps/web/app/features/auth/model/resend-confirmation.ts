// Resend the confirmation email (spec 1 §7 POST /api/users/confirmation, §8): success and failure
// both end as a toast; a 422 shows the email error's text (the last message, the spec's first reading).

import { emit } from '../../../lib/events'
import type { TFunction } from '../../../lib/translate'
import { resendConfirmation } from '../api/auth-api'
import { errorMessageKey, isMessageKey, readError } from './auth-errors'

export async function resendConfirmationWithToast(email: string, t: TFunction): Promise<boolean> {
  try {
    await resendConfirmation(email)
    emit('toast', { kind: 'success', text: t('auth.emailVerify.resent', { email }) })
    return true
  } catch (error) {
    const read = readError(error)
    const message = read.fields.email?.at(-1)
    const text = message ? (isMessageKey(message) ? t(message) : message) : t(errorMessageKey(read.code))
    emit('toast', { kind: 'error', text })
    return false
  }
}
