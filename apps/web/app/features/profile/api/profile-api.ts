// The profile's calls on the browser's http client (spec 1 §7 Player). Types only from the contract,
// so zod stays out of the bundle; each path is checked against its contract's type.
import type { ValidationMetrics } from '@croupier/contract/metrics/put-metrics-errors-validation'
import type { Account } from '@croupier/contract/player/get-accounts'
import type { Player } from '@croupier/contract/player/get-player'
import type { Subscriptions } from '@croupier/contract/player/get-subscriptions'
import type { selectAccount } from '@croupier/contract/player/select-account'
import type { updateLocale } from '@croupier/contract/player/update-locale'
import type { UpdatePlayerBody, updatePlayer } from '@croupier/contract/player/update-player'
import type { updateSubscriptions } from '@croupier/contract/player/update-subscriptions'
import type { Locale } from '@croupier/rules/locale'
import { request } from '../../../lib/http'

export const PROFILE_PATHS = {
  player: '/api/player' satisfies (typeof updatePlayer)['path'],
  locale: '/api/player/update_locale' satisfies (typeof updateLocale)['path'],
  subscriptions: '/api/subscriptions' satisfies (typeof updateSubscriptions)['path'],
  accounts: '/api/player/accounts' satisfies (typeof selectAccount)['path'],
  validationMetrics: '/metrics-errors-validation',
} as const

export function updatePlayerData(body: UpdatePlayerBody): Promise<Player> {
  return request<Player>('PATCH', PROFILE_PATHS.player, { body })
}

export function saveLocale(locale: Locale): Promise<{ locale: Locale }> {
  return request('PATCH', PROFILE_PATHS.locale, { body: { locale } })
}

export function getSubscriptions(): Promise<Subscriptions> {
  return request<Subscriptions>('GET', PROFILE_PATHS.subscriptions)
}

export function putSubscriptions(receivePromos: boolean): Promise<Subscriptions> {
  return request<Subscriptions>('PUT', PROFILE_PATHS.subscriptions, {
    body: { receive_promos: receivePromos } satisfies Subscriptions,
  })
}

export function chooseAccount(currency: string): Promise<Account[]> {
  return request<Account[]>('POST', PROFILE_PATHS.accounts, { body: { currency } })
}

/** Fire and forget (spec 1 §5): a lost report must not disturb the form. */
export function reportValidationErrors(report: ValidationMetrics): void {
  request('PUT', PROFILE_PATHS.validationMetrics, { body: report }).catch(() => undefined)
}
