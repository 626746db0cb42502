// The profile's calls (spec 1 §7 Player) on the typed client (ADR 027).
import * as api from '@croupier/contract/api.generated'
import type { ValidationMetrics } from '@croupier/contract/metrics/put-metrics-errors-validation'
import type { UpdatePlayerBody } from '@croupier/contract/player/update-player'
import type { Locale } from '@croupier/rules/locale'
import { call } from '../../../lib/platform-client'

export function updatePlayerData(body: UpdatePlayerBody) {
  return call(api.updatePlayer, { body })
}

export function saveLocale(locale: Locale) {
  return call(api.updateLocale, { body: { locale } })
}

export function getSubscriptions() {
  return call(api.getSubscriptions)
}

export function putSubscriptions(receivePromos: boolean) {
  return call(api.updateSubscriptions, { body: { receive_promos: receivePromos } })
}

export function chooseAccount(currency: string) {
  return call(api.selectAccount, { body: { currency } })
}

/** Fire and forget (spec 1 §5): a lost report must not disturb the form. */
export function reportValidationErrors(report: ValidationMetrics): void {
  call(api.putMetricsErrorsValidation, { body: report }).catch(() => undefined)
}
