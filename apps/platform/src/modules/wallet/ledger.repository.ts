// The wallet ledger (ARCHITECTURE.md "The wallet is a ledger", issue #4 item 6): every balance
// change is one row with an idempotency key, written in the same database transaction as the
// account's running totals.
//
// Concurrency: the account row is locked (SELECT … FOR UPDATE) before anything is read, so two
// postings to one account run one after the other on PostgreSQL; PGlite has one connection and
// runs transactions one at a time anyway. Under the lock the balance read is exact, the key's
// unique index turns a replay into no insert (then the first entry answers), and the table's CHECK
// is the last guard against a negative balance.
import { and, eq, getTableColumns, type SQL, sql, type Table } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { accounts, isBonusKind, type LedgerKind, ledgerEntries } from './wallet.tables.ts'

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
 * Withdrawable money after a posting (ADR 039): a cash kind moves cash, a bonus kind moves bonus
 * money only. `amount_cents` is their sum, so the bonus money of a wallet is amount − cashout.
 */
function cashoutAfter(kind: LedgerKind, amount: number, cashout: number): number {
  return isBonusKind(kind) ? cashout : cashout + amount
}

/** What a posting adds to each running total (the classes limits count, ADR 035): bonus bets count. */
export function totalsDelta(kind: LedgerKind, amount: number, reference: string | null) {
  const paymentRefund = kind === 'refund' && (reference ?? '').startsWith('payment:')
  return {
    wagered: kind === 'bet' || kind === 'bonus_bet' ? -amount : 0,
    won:
      kind === 'win' ||
      kind === 'bonus_win' ||
      kind === 'jackpot_win' ||
      (kind === 'refund' && !paymentRefund)
        ? amount
        : 0,
    deposited: kind === 'deposit' ? amount : 0,
    withdrawn: kind === 'withdrawal' || paymentRefund ? -amount : 0,
  }
}

export type AccountRow = typeof accounts.$inferSelect

function replayOf(account: AccountRow, earlier: typeof ledgerEntries.$inferSelect): Posted {
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

async function findEarlier(tx: Executor, accountId: number, key: string) {
  const [earlier] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.idempotencyKey, key)))
    .limit(1)
  return earlier
}

/** Posts one ledger transaction (its own, or a savepoint inside the caller's transaction). */
export function postTransaction(db: Executor, posting: Posting): Promise<Posted> {
  return db.transaction((tx) => postInTransaction(tx, posting))
}

/**
 * Posts in the caller's open transaction without a savepoint: a refusal aborts the caller's whole
 * transaction (a round step, which is all or nothing anyway). Under the account lock the entry and
 * the account's new balance and totals are one statement; a known key inserts nothing and replays.
 */
export async function postInTransaction(tx: Executor, posting: Posting): Promise<Posted> {
  const account = await lockOrOpen(tx, posting)
  return (await postLocked(tx, account, posting)).posted
}

/** The wallet of `playerId` in `currency`, locked until the transaction ends; undefined without one. */
export async function lockWallet(tx: Executor, playerId: number, currency: string) {
  const [account] = await lockAccount(tx, playerId, currency)
  return account
}

/** A row given as `row_to_json` (one driver-independent shape) read into `table`'s typed row. */
export function rowFromJson<T extends Table>(table: T, json: unknown): T['$inferSelect'] {
  const raw = (typeof json === 'string' ? JSON.parse(json) : json) as Record<string, unknown>
  const row: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name]
    row[key] = value === null || value === undefined ? (value ?? null) : column.mapFromDriverValue(value)
  }
  return row as T['$inferSelect']
}

/**
 * The wallet locked with what a round step needs beside it, in one statement (ADR 039, what a bonus
 * round costs): `related` selects from the locked account `a` (a CTE, computed and locked first, so
 * the order stays wallet → others) and its columns come back as they are. Undefined without a wallet.
 */
export async function lockWalletWith<R extends Record<string, unknown>>(
  tx: Executor,
  playerId: number,
  currency: string,
  related: (a: SQL) => SQL,
): Promise<{ account: AccountRow; related: R } | undefined> {
  const result = await tx.execute<R & { account: unknown }>(sql`
    WITH a AS MATERIALIZED (
      SELECT * FROM ${accounts} WHERE player_id = ${playerId} AND currency = ${currency} FOR UPDATE)
    SELECT row_to_json(a.*) AS account, ${related(sql.raw('a'))} FROM a`)
  const row = result.rows[0]
  if (!row) return undefined
  const { account, ...rest } = row
  return { account: rowFromJson(accounts, account), related: rest as unknown as R }
}

async function lockOrOpen(tx: Executor, posting: Posting): Promise<AccountRow> {
  const now = posting.now ?? new Date()
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
  return account
}

/**
 * Posts to `account`, which the caller has locked (`lockWallet`) and read in this transaction; gives
 * the posting and the account as it is after it, for a next posting of the same step.
 */
export async function postLocked(
  tx: Executor,
  account: AccountRow,
  posting: Posting,
): Promise<{ posted: Posted; account: AccountRow }> {
  if (!Number.isSafeInteger(posting.amountCents)) throw new Error('ledger amounts are integer minor units')
  const now = posting.now ?? new Date()
  const balanceAfter = account.amountCents + posting.amountCents
  const cashout = cashoutAfter(posting.kind, posting.amountCents, account.availableToCashoutCents)
  // Cash and bonus money each stay non-negative: a cash debit (a bet's cash part, a withdrawal)
  // spends cash only, a bonus debit bonus money only (issue #5 item 3, ADR 039).
  const short = balanceAfter < 0 || cashout < 0 || cashout > balanceAfter
  if (short) {
    // A replay answers as the first time even when the balance has since dropped.
    const earlier = await findEarlier(tx, account.id, posting.idempotencyKey)
    if (earlier) return { posted: replayOf(account, earlier), account }
    const pocket = isBonusKind(posting.kind)
      ? account.amountCents - account.availableToCashoutCents
      : account.availableToCashoutCents
    throw new InsufficientFundsError(pocket, account.currency)
  }
  const reference = posting.reference ?? null
  const delta = totalsDelta(posting.kind, posting.amountCents, reference)
  const totals = {
    wagered: account.wageredCents + delta.wagered,
    won: account.wonCents + delta.won,
    deposited: account.depositedCents + delta.deposited,
    withdrawn: account.withdrawnCents + delta.withdrawn,
  }
  const at = now.toISOString()
  const result = await tx.execute<{ id: string | number }>(sql`
    WITH entry AS (
      INSERT INTO ${ledgerEntries} (account_id, amount_cents, kind, idempotency_key, reference,
        balance_after_cents, cashout_after_cents, wagered_after_cents, won_after_cents,
        deposited_after_cents, withdrawn_after_cents, created_at)
      VALUES (${account.id}, ${posting.amountCents}, ${posting.kind}, ${posting.idempotencyKey}, ${reference},
        ${balanceAfter}, ${cashout}, ${totals.wagered}, ${totals.won}, ${totals.deposited}, ${totals.withdrawn},
        ${at}::timestamptz)
      ON CONFLICT (account_id, idempotency_key) DO NOTHING
      RETURNING id),
    moved AS (
      UPDATE ${accounts}
         SET amount_cents = ${balanceAfter}, available_to_cashout_cents = ${cashout},
             wagered_cents = ${totals.wagered}, won_cents = ${totals.won},
             deposited_cents = ${totals.deposited}, withdrawn_cents = ${totals.withdrawn},
             updated_at = ${at}::timestamptz
       WHERE id = ${account.id} AND EXISTS (SELECT 1 FROM entry))
    SELECT id FROM entry`)
  const inserted = result.rows[0]
  if (!inserted) {
    const earlier = await findEarlier(tx, account.id, posting.idempotencyKey)
    if (!earlier) throw new Error('ledger insert conflicted without an earlier entry')
    return { posted: replayOf(account, earlier), account }
  }
  const posted: Posted = {
    entryId: Number(inserted.id),
    accountId: account.id,
    currency: account.currency,
    amountCents: posting.amountCents,
    balanceCents: balanceAfter,
    availableToCashoutCents: cashout,
    active: account.active,
    replayed: false,
  }
  const after: AccountRow = {
    ...account,
    amountCents: balanceAfter,
    availableToCashoutCents: cashout,
    wageredCents: totals.wagered,
    wonCents: totals.won,
    depositedCents: totals.deposited,
    withdrawnCents: totals.withdrawn,
    updatedAt: now,
  }
  return { posted, account: after }
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
