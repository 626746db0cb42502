// What a deposit limit needs beyond the ledger (ADR 020): a per-player lock that every deposit
// request and every deposit credit takes, and the deposits still waiting for their provider.
import { and, eq, inArray, sql } from 'drizzle-orm'
import { payments } from '../payments/payments.tables.ts'
import type { Executor } from '../wallet/ledger.service.ts'

/** The advisory-lock namespace of deposit limits (first key of pg_advisory_xact_lock(int, int)). */
const DEPOSIT_LIMIT_LOCK = 20_001

/** States of a deposit the provider has not answered yet: it may still be credited. */
const WAITING_DEPOSIT_STATES = ['pending', 'processing', 'reserved']

/**
 * Serialises the player's deposit checks and credits until the transaction ends, across
 * connections and instances. An advisory lock rather than the wallet row: a deposit in a currency
 * the player has no wallet for yet has no row to lock.
 */
export async function lockPlayerDeposits(db: Executor, playerId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${DEPOSIT_LIMIT_LOCK}::int, ${playerId}::int)`)
}

/** The sum of the player's deposits in `currency` that wait for the provider. */
export async function waitingDepositCents(db: Executor, playerId: number, currency: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`COALESCE(SUM(${payments.amountCents}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.action, 'deposit'),
        eq(payments.currency, currency),
        inArray(payments.state, WAITING_DEPOSIT_STATES),
      ),
    )
  return Number(row?.total ?? 0)
}
