// The wallet ledger (ARCHITECTURE.md "The wallet is a ledger", issue #4 item 6): every balance
// change is one row with an idempotency key, written in the same database transaction as the
// account's running totals.
//
// Concurrency: the account row is locked (SELECT … FOR UPDATE) before anything is read, so two
// postings to one account run one after the other on PostgreSQL; PGlite has one connection and
// runs transactions one at a time anyway. Under the lock the replay check and the balance check see
// every earlier posting, and the conditional UPDATE plus the table's CHECK are the last guard
// against a negative balance.
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { accounts, type LedgerKind, ledgerEntries } from './wallet.tables.ts'

/** A database handle or an open transaction: a posting nests inside a caller's transaction. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

/** A debit the balance cannot cover; carries the balance for the answer (issue #4 item 6). */
export class InsufficientFundsError extends Error {
  constructor(
    readonly balanceCents: number,
    readonly currency: string,
  ) {
    super('The balance does not cover this bet.')
  }
}

export interface Posting {
  playerId: number
  currency: string
  /** Signed minor units: negative debits, positive credits. */
  amountCents: number
  kind: LedgerKind
  /** Unique per account: a replay finds the first posting and moves nothing. */
  idempotencyKey: string
  reference?: string | null
  now?: Date
}

export interface Posted {
  entryId: number
  accountId: number
  currency: string
  amountCents: number
  balanceCents: number
  availableToCashoutCents: number
  active: boolean
  /** True when the key had been posted before: nothing moved this time. */
  replayed: boolean
}

function lockAccount(tx: Executor, playerId: number, currency: string) {
  return tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.playerId, playerId), eq(accounts.currency, currency)))
    .for('update')
}

/**
 * Withdrawable money after a posting. A bet spends the bonus part first (withdrawable only shrinks
 * when the balance drops below it); a withdrawal spends withdrawable money; credits add to both.
 */
function cashoutAfter(kind: LedgerKind, amount: number, cashout: number, balanceAfter: number): number {
  if (amount >= 0) return cashout + amount
  if (kind === 'withdrawal') return cashout + amount
  return Math.min(cashout, balanceAfter)
}

/** Posts one ledger transaction (its own, or a savepoint inside the caller's transaction). */
export async function postTransaction(db: Executor, posting: Posting): Promise<Posted> {
  if (!Number.isSafeInteger(posting.amountCents)) throw new Error('ledger amounts are integer minor units')
  const now = posting.now ?? new Date()
  return db.transaction(async (tx) => {
    let [account] = await lockAccount(tx, posting.playerId, posting.currency)
    if (!account) {
      if (posting.amountCents < 0) throw new InsufficientFundsError(0, posting.currency)
      // A credit in a currency the player has no wallet for opens one (never the active one).
      await tx
        .insert(accounts)
        .values({ playerId: posting.playerId, currency: posting.currency, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
      ;[account] = await lockAccount(tx, posting.playerId, posting.currency)
      if (!account) throw new Error(`no account for player ${posting.playerId} in ${posting.currency}`)
    }

    const [earlier] = await tx
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.accountId, account.id),
          eq(ledgerEntries.idempotencyKey, posting.idempotencyKey),
        ),
      )
      .limit(1)
    if (earlier) {
      return {
        entryId: earlier.id,
        accountId: account.id,
        currency: account.currency,
        amountCents: earlier.amountCents,
        balanceCents: earlier.balanceAfterCents,
        availableToCashoutCents: earlier.cashoutAfterCents,
        active: account.active,
        replayed: true,
      }
    }

    const balanceAfter = account.amountCents + posting.amountCents
    if (balanceAfter < 0) throw new InsufficientFundsError(account.amountCents, account.currency)
    // A withdrawal spends withdrawable money only: never more than available_to_cashout (issue #5 item 3).
    if (posting.kind === 'withdrawal' && account.availableToCashoutCents + posting.amountCents < 0)
      throw new InsufficientFundsError(account.availableToCashoutCents, account.currency)
    const cashout = cashoutAfter(
      posting.kind,
      posting.amountCents,
      account.availableToCashoutCents,
      balanceAfter,
    )
    const [updated] = await tx
      .update(accounts)
      .set({
        amountCents: sql`${accounts.amountCents} + ${posting.amountCents}`,
        availableToCashoutCents: cashout,
        updatedAt: now,
      })
      .where(
        and(
          eq(accounts.id, account.id),
          sql`${accounts.amountCents} + ${posting.amountCents} >= 0`,
          posting.kind === 'withdrawal'
            ? sql`${accounts.availableToCashoutCents} + ${posting.amountCents} >= 0`
            : undefined,
        ),
      )
      .returning()
    if (!updated) throw new InsufficientFundsError(account.amountCents, account.currency)

    const [entry] = await tx
      .insert(ledgerEntries)
      .values({
        accountId: account.id,
        amountCents: posting.amountCents,
        kind: posting.kind,
        idempotencyKey: posting.idempotencyKey,
        reference: posting.reference ?? null,
        balanceAfterCents: updated.amountCents,
        cashoutAfterCents: updated.availableToCashoutCents,
        createdAt: now,
      })
      .returning({ id: ledgerEntries.id })
    if (!entry) throw new Error('ledger insert returned nothing')
    return {
      entryId: entry.id,
      accountId: account.id,
      currency: account.currency,
      amountCents: posting.amountCents,
      balanceCents: updated.amountCents,
      availableToCashoutCents: updated.availableToCashoutCents,
      active: updated.active,
      replayed: false,
    }
  })
}

export async function findAccount(db: Executor, playerId: number, currency: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.playerId, playerId), eq(accounts.currency, currency)))
    .limit(1)
  return row
}

/** The postings of one account, oldest first (tests and audits). */
export function listEntries(db: Executor, accountId: number) {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(ledgerEntries.id)
}
