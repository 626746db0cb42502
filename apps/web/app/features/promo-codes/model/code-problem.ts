// What a refused promo code or coupon tells the player (spec 1 §7 PL10, §8): the 422's message key
// under the field (VALIDATION.REQUIRED, VALIDATION.PROMO_CODE.*, VALIDATION.COUPON.*), a player
// who cannot be given bonuses (403 BONUS_NOT_ALLOWED) or any other failure as a form error.
import { V } from '@croupier/rules/validation-keys'
import { fieldErrorsOf } from '../../../lib/field-errors'
import { PlatformFailure } from '../../../lib/platform-client'

export type CodeProblem = { field: string } | { form: string }

export const NOT_ALLOWED_MESSAGE = 'profile.promocode.notAllowed'
export const GENERIC_MESSAGE = 'profile.promocode.failed'

/** The field's message key or the form's message key for a failed redeem or attach. */
export function codeProblem(error: unknown, field: 'code' | 'coupon_code'): CodeProblem {
  if (!(error instanceof PlatformFailure)) return { form: GENERIC_MESSAGE }
  if (error.status === 422) {
    const errors = fieldErrorsOf(error.body)
    const key = errors[field]?.[0] ?? Object.values(errors)[0]?.[0]
    return key ? { field: key } : { form: GENERIC_MESSAGE }
  }
  if (error.failure.kind !== 'network' && error.failure.code === 'BONUS_NOT_ALLOWED')
    return { form: NOT_ALLOWED_MESSAGE }
  return { form: GENERIC_MESSAGE }
}

/** The browser's own check before asking: an empty code is VALIDATION.REQUIRED, as the platform says. */
export function typedCodeProblem(value: string): string | null {
  return value.trim() === '' ? V.REQUIRED : null
}
