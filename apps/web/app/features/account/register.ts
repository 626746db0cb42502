// What the account feature adds to the post-login batch (spec 1 §4): balance, settings, stats and
// subscriptions. Later issues register comp points, bonuses, gifts… the same way.
import type { QueryClient } from '@tanstack/react-query'
import { registerPostLoginLoad } from '../../lib/player-session'
import {
  ACCOUNT_QUERY_KEYS,
  getAccounts,
  getPlayerSettings,
  getPlayerStats,
  getSubscriptions,
} from './api/account-api'
import { useAccountsStore } from './model/accounts-store'

/** Fetches into the query cache when it exists, so a later reader finds the data. */
function load<T>(queryClient: QueryClient | undefined, queryKey: readonly string[], fetch: () => Promise<T>) {
  return queryClient ? queryClient.fetchQuery({ queryKey: [...queryKey], queryFn: fetch }) : fetch()
}

registerPostLoginLoad('balance', async ({ queryClient }) => {
  const accounts = await load(queryClient, ACCOUNT_QUERY_KEYS.balance, getAccounts)
  useAccountsStore.getState().setAccounts(accounts)
})
registerPostLoginLoad('settings', ({ queryClient }) =>
  load(queryClient, ACCOUNT_QUERY_KEYS.settings, getPlayerSettings),
)
registerPostLoginLoad('stats', ({ queryClient }) => load(queryClient, ACCOUNT_QUERY_KEYS.stats, getPlayerStats))
registerPostLoginLoad('subscriptions', ({ queryClient }) =>
  load(queryClient, ACCOUNT_QUERY_KEYS.subscriptions, getSubscriptions),
)
