// The wallet switch (spec 1 §7 POST /api/player/accounts { currency }): the chosen wallet becomes
// active, then the shell reloads so everything priced in the player's currency follows.
import { useCallback, useState } from 'react'
import { useRevalidator } from 'react-router'
import { emit } from '../../../lib/events'
import { useTranslation } from '../../../lib/translate'
import { selectAccount } from '../api/account-api'
import { useAccountsStore } from '../model/accounts-store'

export function useWalletSwitch(): { switchTo: (currency: string) => Promise<void>; pending: string | null } {
  const { t } = useTranslation()
  const { revalidate } = useRevalidator()
  const [pending, setPending] = useState<string | null>(null)
  const switchTo = useCallback(
    async (currency: string) => {
      setPending(currency)
      try {
        useAccountsStore.getState().setAccounts(await selectAccount(currency))
        await revalidate()
        emit('toast', { kind: 'success', text: t('account.walletSwitched', { currency }) })
      } catch {
        emit('toast', { kind: 'error', text: t('account.walletSwitchFailed') })
      } finally {
        setPending(null)
      }
    },
    [revalidate, t],
  )
  return { switchTo, pending }
}
