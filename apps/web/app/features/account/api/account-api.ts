// The player's wallet and profile reads of spec 1 §7 on the typed client (ADR 027). Query keys are
// shared with other features through these names.
import * as api from '@croupier/contract/api.generated'
import { call } from '../../../lib/platform-client'

/** TanStack Query keys; ['balance'] is also what lib/realtime-provider re-fetches after a reconnect. */
export const ACCOUNT_QUERY_KEYS = {
  balance: ['balance'],
  settings: ['player', 'settings'],
  stats: ['player', 'stats'],
  subscriptions: ['subscriptions'],
} as const

export function getAccounts() {
  return call(api.getAccounts)
}

/** Chooses the active wallet (creating a zero one when needed); answers every account. */
export function selectAccount(currency: string) {
  return call(api.selectAccount, { body: { currency } })
}

export function getPlayerSettings() {
  return call(api.getPlayerSettings)
}

export function getPlayerStats() {
  return call(api.getPlayerStats)
}

export function getSubscriptions() {
  return call(api.getSubscriptions)
}
