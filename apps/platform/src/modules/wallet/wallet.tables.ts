// Wallets, one per player and currency (spec 1 §3 Account). Balances are integer minor units that
// never go negative; the ledger (catalogue issue) moves them, these columns are its running totals.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
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
