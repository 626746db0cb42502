// All-time totals of each wallet read from its ledger (GET /api/player/stats). Only real money is
// in the ledger: demo rounds move a session's FUN balance and never reach it; seeded credits are
// adjustments and count as neither deposits nor wins.
import { eq, sql } from 'drizzle-orm'
import type { Executor } from './ledger.repository.ts'
import { accounts, ledgerEntries } from './wallet.tables.ts'

export interface LedgerTotals {
  currency: string
  /** Rounds with a stake (a blackjack double is a second bet of the same round). */
  betsCount: number
  betsSumCents: number
  /** Rounds that paid something. */
  winsCount: number
  winsSumCents: number
  depositsCount: number
  depositsSumCents: number
  /** Withdrawals still reserved or paid out (a recalled or failed one is refunded against its payment). */
  cashoutsCount: number
  cashoutsSumCents: number
}

/** One row per wallet of the player, wallets without postings included (zeros). */
export async function ledgerTotalsByAccount(db: Executor, playerId: number): Promise<LedgerTotals[]> {
  const { kind, amountCents: amount, reference } = ledgerEntries
  const isPaymentRefund = sql`${kind} = 'refund' AND ${reference} LIKE 'payment:%'`
  const rows = await db
    .select({
      currency: accounts.currency,
      betsCount: sql<string>`COUNT(DISTINCT ${reference}) FILTER (WHERE ${kind} = 'bet')`,
      betsSum: sql<string>`COALESCE(-SUM(${amount}) FILTER (WHERE ${kind} = 'bet'), 0)`,
      winsCount: sql<string>`COUNT(DISTINCT ${reference}) FILTER (WHERE ${kind} = 'win')`,
      winsSum: sql<string>`COALESCE(SUM(${amount}) FILTER (WHERE ${kind} = 'win'), 0)`,
      depositsCount: sql<string>`COUNT(*) FILTER (WHERE ${kind} = 'deposit')`,
      depositsSum: sql<string>`COALESCE(SUM(${amount}) FILTER (WHERE ${kind} = 'deposit'), 0)`,
      withdrawalsCount: sql<string>`COUNT(DISTINCT ${reference}) FILTER (WHERE ${kind} = 'withdrawal')`,
      refundsCount: sql<string>`COUNT(DISTINCT ${reference}) FILTER (WHERE ${isPaymentRefund})`,
      cashoutsSum: sql<string>`COALESCE(-SUM(${amount}) FILTER (WHERE ${kind} = 'withdrawal' OR (${isPaymentRefund})), 0)`,
    })
    .from(accounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, accounts.id))
    .where(eq(accounts.playerId, playerId))
    .groupBy(accounts.id, accounts.currency)
    .orderBy(accounts.id)
  return rows.map((row) => ({
    currency: row.currency,
    betsCount: Number(row.betsCount),
    betsSumCents: Number(row.betsSum),
    winsCount: Number(row.winsCount),
    winsSumCents: Number(row.winsSum),
    depositsCount: Number(row.depositsCount),
    depositsSumCents: Number(row.depositsSum),
    cashoutsCount: Math.max(0, Number(row.withdrawalsCount) - Number(row.refundsCount)),
    cashoutsSumCents: Math.max(0, Number(row.cashoutsSum)),
  }))
}
