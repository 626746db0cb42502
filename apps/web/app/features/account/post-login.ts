// The account feature's part of the post-login batch (spec 1 §4): balance, settings, stats and
// subscriptions, into the query cache when it exists so a later reader finds the data. Loaded on
// the first sign-in only (register.ts), so a guest's page carries none of it.
import type { QueryClient } from '@tanstack/react-query'
import type { PostLoginContext } from '../../lib/player-session'
import {
  ACCOUNT_QUERY_KEYS,
  getAccounts,
  getPlayerSettings,
  getPlayerStats,
  getSubscriptions,
} from './api/account-api'
import { useAccountsStore } from './model/accounts-store'

function load<T>(queryClient: QueryClient | undefined, queryKey: readonly string[], read: () => Promise<T>) {
  return queryClient ? queryClient.fetchQuery({ queryKey: [...queryKey], queryFn: read }) : read()
}

export async function loadBalance({ queryClient }: PostLoginContext) {
  const accounts = await load(queryClient, ACCOUNT_QUERY_KEYS.balance, getAccounts)
  useAccountsStore.getState().setAccounts(accounts)
}

export function loadSettings({ queryClient }: PostLoginContext) {
  return load(queryClient, ACCOUNT_QUERY_KEYS.settings, getPlayerSettings)
}

export function loadStats({ queryClient }: PostLoginContext) {
  return load(queryClient, ACCOUNT_QUERY_KEYS.stats, getPlayerStats)
}

export function loadSubscriptions({ queryClient }: PostLoginContext) {
  return load(queryClient, ACCOUNT_QUERY_KEYS.subscriptions, getSubscriptions)
}
