// The player's wallets in the browser: seeded from the shell (server-rendered), replaced by fresh
// lists (post-login load, wallet switch, reconnect) and patched by `balance` realtime events.
import type { Account } from '@croupier/contract/player/get-accounts'
import { create } from 'zustand'
import { registerPlayerDataReset } from '../../../lib/player-session'
import { applyBalanceEvent } from './balance'

interface AccountsState {
  accounts: Account[] | null
  setAccounts: (accounts: Account[]) => void
  applyBalance: (event: Parameters<typeof applyBalanceEvent>[1]) => void
}

export const useAccountsStore = create<AccountsState>()((set) => ({
  accounts: null,
  setAccounts: (accounts) => set({ accounts }),
  applyBalance: (event) => set((state) => ({ accounts: applyBalanceEvent(state.accounts ?? [], event) })),
}))

registerPlayerDataReset('accounts', () => useAccountsStore.setState({ accounts: null }))
