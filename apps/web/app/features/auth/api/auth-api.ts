// The auth calls of spec 1 §7 on the browser's http client. Types only from the contract (zod stays
// out of the bundle); paths are the contract's, written once here.
import type { CheckEmailBody } from '@croupier/contract/auth/check-email'
import type { ConfirmEmailResult } from '@croupier/contract/auth/confirm-email'
import type { RegisterBody } from '@croupier/contract/auth/register'
import type { SignInBody } from '@croupier/contract/auth/sign-in'
import type { UpdateDetailsBody } from '@croupier/contract/auth/update-details'
import type { Countries } from '@croupier/contract/info/get-countries'
import type { Currencies } from '@croupier/contract/info/get-currencies'
import type { PlayerFields } from '@croupier/contract/info/get-player-fields'
import type { ValidationMetrics } from '@croupier/contract/metrics/put-metrics-errors-validation'
import type { AddGroupsBody } from '@croupier/contract/player/add-groups'
import type { Player, PlayerStatus } from '@croupier/contract/player/get-player'
import type { UpdatePlayerBody } from '@croupier/contract/player/update-player'
import { request } from '../../../lib/http'

export const AUTH_PATHS = {
  signIn: '/api/users/sign_in',
  register: '/api/users',
  checkEmail: '/check-email',
  password: '/api/users/password',
  confirmation: '/api/users/confirmation',
  updateDetails: '/api/auth_providers/update_details',
  player: '/api/player',
  groups: '/api/player/groups',
  playerFields: '/api/info/player_fields',
  currencies: '/api/info/currencies',
  countries: '/api/info/countries',
  validationMetrics: '/metrics-errors-validation',
} as const

export function signIn(user: SignInBody['user']): Promise<Player> {
  return request<Player>('POST', AUTH_PATHS.signIn, { body: { user } satisfies SignInBody })
}

export function register(user: RegisterBody['user']): Promise<Player> {
  return request<Player>('POST', AUTH_PATHS.register, { body: { user } satisfies RegisterBody })
}

/** spec 1 §7: is the address free? A taken one answers 422 errors.email; failures rethrow (§8). */
export function checkEmail(email: string): Promise<{ available: true }> {
  return request('POST', AUTH_PATHS.checkEmail, { body: { email } satisfies CheckEmailBody })
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return request('POST', AUTH_PATHS.password, { body: { user: { email }, captcha: '' } })
}

export function resetPassword(user: {
  reset_password_token: string
  password: string
  password_confirmation: string
}): Promise<unknown> {
  return request('PUT', AUTH_PATHS.password, { body: { user } })
}

export function confirmEmail(token: string): Promise<ConfirmEmailResult> {
  return request<ConfirmEmailResult>('GET', AUTH_PATHS.confirmation, { query: { confirmation_token: token } })
}

export function resendConfirmation(email: string): Promise<unknown> {
  return request('POST', AUTH_PATHS.confirmation, { body: { user: { email }, captcha: '' } })
}

export function updateDetails(user: UpdateDetailsBody['user']): Promise<Player> {
  return request<Player>('POST', AUTH_PATHS.updateDetails, { body: { user } satisfies UpdateDetailsBody })
}

export function updatePlayer(body: UpdatePlayerBody): Promise<Player> {
  return request<Player>('PATCH', AUTH_PATHS.player, { body })
}

export function addGroups(ids: number[]): Promise<{ statuses: PlayerStatus[] }> {
  return request('POST', AUTH_PATHS.groups, { body: { groups: { add: ids } } satisfies AddGroupsBody })
}

export function getPlayerFields(): Promise<PlayerFields> {
  return request<PlayerFields>('GET', AUTH_PATHS.playerFields)
}

export function getCurrencies(): Promise<Currencies> {
  return request<Currencies>('GET', AUTH_PATHS.currencies)
}

export function getCountries(): Promise<Countries> {
  return request<Countries>('GET', AUTH_PATHS.countries)
}

/** Fire and forget: a lost report must not disturb the form. */
export function reportValidationErrors(report: ValidationMetrics): void {
  request('PUT', AUTH_PATHS.validationMetrics, { body: report }).catch(() => undefined)
}
