// The player's wallet and profile reads of spec 1 §7 on the browser's http client (types only from
// the contract). Query keys are shared with other features through these names.
import type { Account } from '@croupier/contract/player/get-accounts'
import type { PlayerSettings } from '@croupier/contract/player/get-player-settings'
import type { PlayerStats } from '@croupier/contract/player/get-player-stats'
import type { Subscriptions } from '@croupier/contract/player/get-subscriptions'
import { request } from '../../../lib/http'

/** TanStack Query keys; ['balance'] is also what lib/realtime-provider re-fetches after a reconnect. */
export const ACCOUNT_QUERY_KEYS = {
  balance: ['balance'],
  settings: ['player', 'settings'],
  stats: ['player', 'stats'],
  subscriptions: ['subscriptions'],
} as const

export function getAccounts(): Promise<Account[]> {
  return request<Account[]>('GET', '/api/player/accounts')
}

/** Chooses the active wallet (creating a zero one when needed); answers every account. */
export function selectAccount(currency: string): Promise<Account[]> {
  return request<Account[]>('POST', '/api/player/accounts', { body: { currency } })
}

export function getPlayerSettings(): Promise<PlayerSettings> {
  return request<PlayerSettings>('GET', '/api/player/settings')
}

export function getPlayerStats(): Promise<PlayerStats> {
  return request<PlayerStats>('GET', '/api/player/stats')
}

export function getSubscriptions(): Promise<Subscriptions> {
  return request<Subscriptions>('GET', '/api/subscriptions')
}
