// The Rocket Mart's calls from the browser (contract loyalty/*, ADR 040) on the typed client: the
// player's comp points and the earning rates (post-login batch, spec 1 §4), the cards, the exchange,
// and the bonus setting the enable-bonuses confirm turns on (spec 2 §4 exchange flow).
import * as api from '@croupier/contract/api.generated'
import type { ExchangeCompPointsBody } from '@croupier/contract/loyalty/exchange-comp-points'
import { call, tryCall } from '../../../lib/platform-client'

export function getCompPoints() {
  return call(api.getCompPoints)
}

export function getCompPointRates() {
  return call(api.getCompPointRates)
}

export function getShopCards(currency: string | undefined) {
  return call(api.getShopCards, { query: currency ? { currency } : {} })
}

export function exchangeCompPoints(body: ExchangeCompPointsBody) {
  return tryCall(api.exchangeCompPoints, { body })
}

export function enableBonuses() {
  return tryCall(api.updateBonusSettings, { body: { settings: { can_issue: true } } })
}
