// The account overview (spec 1 §3 Account): each wallet's total, the withdrawable part and the bonus
// balance, which is the total minus the withdrawable part. Active wallet first.
import type { Account } from '@croupier/contract/player/get-accounts'

export interface WalletSummary {
  currency: string
  active: boolean
  totalCents: number
  cashableCents: number
  bonusCents: number
}

/** spec 1 §3: bonus balance is total minus cashout (never below zero on odd data). */
export function bonusCents(account: Pick<Account, 'amount_cents' | 'available_to_cashout_cents'>): number {
  return Math.max(0, account.amount_cents - account.available_to_cashout_cents)
}

export function walletSummaries(accounts: readonly Account[]): WalletSummary[] {
  return [...accounts]
    .sort((a, b) => Number(b.active) - Number(a.active))
    .map((account) => ({
      currency: account.currency,
      active: account.active,
      totalCents: account.amount_cents,
      cashableCents: account.available_to_cashout_cents,
      bonusCents: bonusCents(account),
    }))
}
