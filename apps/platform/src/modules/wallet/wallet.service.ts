// Wallets (spec 1 §3 Account): list and choose the active one. Balances change only through the
// ledger (catalogue issue); here a wallet is created at zero.
import type { Account } from '@croupier/contract/player/get-accounts'
import { V } from '@croupier/rules/validation-keys'
import type { Database } from '../../db/client.ts'
import { FieldValidationError } from '../../http/errors.ts'
import { type LedgerTotals, ledgerTotalsByAccount } from './ledger-totals.repository.ts'
import { activateAccount, isCurrencyEnabled, listPlayerAccounts } from './wallet.repository.ts'

export async function listAccounts(db: Database, playerId: number): Promise<Account[]> {
  const rows = await listPlayerAccounts(db, playerId)
  return rows.map((row) => ({
    currency: row.currency,
    amount_cents: row.amountCents,
    available_to_cashout_cents: row.availableToCashoutCents,
    active: row.active,
  }))
}

/** All-time ledger totals of each wallet of the player, in wallet order. */
export function walletTotals(db: Database, playerId: number): Promise<LedgerTotals[]> {
  return ledgerTotalsByAccount(db, playerId)
}

/** Normalises a submitted currency code; null when it is not an enabled currency. */
export async function enabledCurrency(db: Database, code: unknown): Promise<string | null> {
  if (typeof code !== 'string') return null
  const normalised = code.trim().toUpperCase()
  return (await isCurrencyEnabled(db, normalised)) ? normalised : null
}

export async function selectAccount(
  db: Database,
  playerId: number,
  code: string,
  now: Date,
): Promise<Account[]> {
  const currency = await enabledCurrency(db, code)
  if (!currency) throw new FieldValidationError({ currency: [V.INVALID] })
  await activateAccount(db, playerId, currency, now)
  return listAccounts(db, playerId)
}
