// The active wallet inside the cashbox: what the page was rendered with, kept live by the realtime
// `balance` event (the header listens to the same event) and re-read after a recall.
import type { Account } from '@croupier/contract/player/get-accounts'
import type { RealtimeEventMap } from '@croupier/contract/realtime/events'
import { useCallback, useEffect, useState } from 'react'
import { emit, on } from '../../../lib/events'
import { logError } from '../../../lib/log'
import { useShellContext } from '../../../lib/shell-context'
import { getAccounts } from '../api/cashbox-api'

function applyBalance(accounts: readonly Account[], event: RealtimeEventMap['balance']): Account[] {
  const known = accounts.some((account) => account.currency === event.currency)
  const next = accounts.map((account) =>
    account.currency === event.currency
      ? { ...account, ...event }
      : event.active
        ? { ...account, active: false }
        : account,
  )
  return known ? next : [...next, event]
}

export interface Wallet {
  account: Account | null
  accounts: Account[]
  /** Reads the wallets again and asks the header to do the same (spec 1 §4: balance reloads). */
  reload: () => Promise<void>
}

export function useWallet(): Wallet {
  const { player } = useShellContext()
  const [accounts, setAccounts] = useState<Account[]>(player?.accounts ?? [])
  useEffect(() => {
    if (player) setAccounts(player.accounts)
  }, [player])
  useEffect(
    () =>
      on('realtime', ({ name, payload }) => {
        if (name === 'balance')
          setAccounts((list) => applyBalance(list, payload as RealtimeEventMap['balance']))
      }),
    [],
  )
  const reload = useCallback(async () => {
    try {
      setAccounts(await getAccounts())
    } catch (error) {
      logError('CASHBOX_BALANCE_RELOAD_ERROR', error)
    }
    // The header re-fetches its wallets on this signal (features/account player-actions).
    emit('realtime-reconnect', {})
  }, [])
  const account =
    accounts.find((item) => item.active) ??
    accounts.find((item) => item.currency === player?.currency) ??
    null
  return { account, accounts, reload }
}
