// The wallets to show: the live store once it has them, else what the page was rendered with.
import type { Account } from '@croupier/contract/player/get-accounts'
import type { ShellPlayer } from '../../../lib/shell-context'
import { useAccountsStore } from '../model/accounts-store'

export function useAccounts(player: ShellPlayer): Account[] {
  const live = useAccountsStore((state) => state.accounts)
  return live ?? player.accounts
}
