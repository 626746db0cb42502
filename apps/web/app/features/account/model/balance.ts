// Balances of the player's wallets (spec 1 §3 Account): total, cashable (available_to_cashout) and
// bonus = total minus cashout, never below zero; display through formatMinorUnits (spec 1 §9).
import type { Account } from '@croupier/contract/player/get-accounts'
import { formatMinorUnits } from '@croupier/rules/currency'

export interface BalanceRow {
  currency: string
  active: boolean
  total: string
  cashable: string
  bonus: string
}

/** spec 1 §3: bonus balance is total minus cashout. */
export function bonusCents(account: Pick<Account, 'amount_cents' | 'available_to_cashout_cents'>): number {
  return Math.max(0, account.amount_cents - account.available_to_cashout_cents)
}

export function activeAccount(accounts: readonly Account[], currency?: string): Account | undefined {
  return (
    accounts.find((account) => account.active) ?? accounts.find((account) => account.currency === currency)
  )
}

/** The active wallet first, then the others by currency code. */
export function balanceRows(accounts: readonly Account[], locale: string): BalanceRow[] {
  return [...accounts]
    .sort((a, b) => Number(b.active) - Number(a.active) || a.currency.localeCompare(b.currency))
    .map((account) => ({
      currency: account.currency,
      active: account.active,
      total: formatMinorUnits(account.amount_cents, account.currency, locale),
      cashable: formatMinorUnits(account.available_to_cashout_cents, account.currency, locale),
      bonus: formatMinorUnits(bonusCents(account), account.currency, locale),
    }))
}

/** A `balance` realtime event (the wallet's new amounts) applied to the list. */
export function applyBalanceEvent(
  accounts: readonly Account[],
  event: Pick<Account, 'currency' | 'amount_cents' | 'available_to_cashout_cents' | 'active'>,
): Account[] {
  const known = accounts.some((account) => account.currency === event.currency)
  const updated = accounts.map((account) =>
    account.currency === event.currency
      ? { ...account, ...event }
      : event.active
        ? { ...account, active: false }
        : account,
  )
  return known ? updated : [...updated, { ...event }]
}
