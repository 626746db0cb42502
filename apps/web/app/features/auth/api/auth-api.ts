// The auth calls of spec 1 §7 on the typed client (ADR 027).
import * as api from '@croupier/contract/api.generated'
import type { RegisterBody } from '@croupier/contract/auth/register'
import type { SignInBody } from '@croupier/contract/auth/sign-in'
import type { UpdateDetailsBody } from '@croupier/contract/auth/update-details'
import type { ValidationMetrics } from '@croupier/contract/metrics/put-metrics-errors-validation'
import type { UpdatePlayerBody } from '@croupier/contract/player/update-player'
import { call } from '../../../lib/platform-client'

export function signIn(user: SignInBody['user']) {
  return call(api.signIn, { body: { user } })
}

export function register(user: RegisterBody['user']) {
  return call(api.register, { body: { user } })
}

/** spec 1 §7: is the address free? A taken one answers 422 errors.email; failures rethrow (§8). */
export function checkEmail(email: string) {
  return call(api.checkEmail, { body: { email } })
}

export function requestPasswordReset(email: string) {
  return call(api.requestPasswordReset, { body: { user: { email }, captcha: '' } })
}

export function resetPassword(user: {
  reset_password_token: string
  password: string
  password_confirmation: string
}) {
  return call(api.resetPassword, { body: { user } })
}

export function confirmEmail(token: string) {
  return call(api.confirmEmail, { query: { confirmation_token: token } })
}

export function resendConfirmation(email: string) {
  return call(api.resendConfirmation, { body: { user: { email }, captcha: '' } })
}

export function updateDetails(user: UpdateDetailsBody['user']) {
  return call(api.updateDetails, { body: { user } })
}

export function updatePlayer(body: UpdatePlayerBody) {
  return call(api.updatePlayer, { body })
}

export function addGroups(ids: number[]) {
  return call(api.addGroups, { body: { groups: { add: ids } } })
}

export function getPlayerFields() {
  return call(api.getPlayerFields)
}

export function getCurrencies() {
  return call(api.getCurrencies)
}

export function getCountries() {
  return call(api.getCountries)
}

/** Fire and forget: a lost report must not disturb the form. */
export function reportValidationErrors(report: ValidationMetrics): void {
  call(api.putMetricsErrorsValidation, { body: report }).catch(() => undefined)
}
