// Wallets, one per player and currency (spec 1 §3 Account). Balances are integer minor units that
// never go negative; the ledger below moves them, these columns are its running totals.
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { currencies } from '../info/info.tables.ts'
import { players } from '../player/player.tables.ts'

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    availableToCashoutCents: bigint('available_to_cashout_cents', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(false),
    /** Running totals since the wallet opened (limit windows, ADR 035): bets, wins, deposits, withdrawals. */
    wageredCents: bigint('wagered_cents', { mode: 'number' }).notNull().default(0),
    wonCents: bigint('won_cents', { mode: 'number' }).notNull().default(0),
    depositedCents: bigint('deposited_cents', { mode: 'number' }).notNull().default(0),
    withdrawnCents: bigint('withdrawn_cents', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('accounts_player_currency_unique').on(table.playerId, table.currency),
    // Exactly one active wallet per player is kept by the service; this forbids two.
    uniqueIndex('accounts_one_active_per_player').on(table.playerId).where(sql`${table.active}`),
    check('accounts_amount_non_negative', sql`${table.amountCents} >= 0`),
    check(
      'accounts_cashout_within_amount',
      sql`${table.availableToCashoutCents} >= 0 AND ${table.availableToCashoutCents} <= ${table.amountCents}`,
    ),
  ],
)

/** Why cash moved; deposits and withdrawals come with the cashbox, `conversion` with a wagered bonus. */
export const CASH_KINDS = [
  'bet',
  'win',
  'refund',
  'adjustment',
  'deposit',
  'withdrawal',
  'conversion',
  /** A jackpot level's drop (ADR 041): a win, so it counts against losses like a round's win. */
  'jackpot_win',
] as const
/**
 * Why bonus money moved (issue #12, ADR 039): activation credits it, a round's bonus part bets and
 * wins it, completion converts it (with a cash `conversion` of the same amount, capped) and the rest,
 * a cancellation or an expiry forfeits it.
 */
export const BONUS_KINDS = [
  'bonus_credit',
  'bonus_bet',
  'bonus_win',
  'bonus_conversion',
  'bonus_forfeit',
] as const
export const LEDGER_KINDS = [...CASH_KINDS, ...BONUS_KINDS] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]
export type BonusKind = (typeof BONUS_KINDS)[number]

/** Bonus kinds move `amount_cents` only; cash kinds move `available_to_cashout_cents` with it. */
export function isBonusKind(kind: LedgerKind): kind is BonusKind {
  return kind.startsWith('bonus_')
}

/**
 * The wallet ledger (ARCHITECTURE.md "The wallet is a ledger"): one row per balance change, signed,
 * with the balances after it. The idempotency key is unique per account, so a replayed request
 * finds its first row instead of moving money twice.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Signed: a bet is negative, a win positive. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the money was for, e.g. `round:42`. */
    reference: text('reference'),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    cashoutAfterCents: bigint('cashout_after_cents', { mode: 'number' }).notNull(),
    /** The account's running totals after this entry: a window's sum is two lookups (ADR 035). */
    wageredAfterCents: bigint('wagered_after_cents', { mode: 'number' }).notNull().default(0),
    wonAfterCents: bigint('won_after_cents', { mode: 'number' }).notNull().default(0),
    depositedAfterCents: bigint('deposited_after_cents', { mode: 'number' }).notNull().default(0),
    withdrawnAfterCents: bigint('withdrawn_after_cents', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_entries_account_key_unique').on(table.accountId, table.idempotencyKey),
    // The last entry before a window's start, newest first (created_at, then id for one step's ties).
    index('ledger_entries_account_created_id').on(table.accountId, table.createdAt, table.id),
  ],
)
