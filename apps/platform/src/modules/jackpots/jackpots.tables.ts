// Jackpot pools (spec 2 §3 Jackpot): one row per jackpot and currency — amounts are real per
// currency, never converted — with three levels each. Games join a jackpot by its identifier
// (games.jackpot_identifier) and see the pool of the viewer's currency.
import { sql } from 'drizzle-orm'
import { bigint, check, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core'

export const jackpots = pgTable(
  'jackpots',
  {
    id: serial('id').primaryKey(),
    /** Shared by the pools of one jackpot in every currency, e.g. `mega`. */
    identifier: text('identifier').notNull(),
    title: text('title').notNull(),
    currency: text('currency').notNull(),
  },
  (table) => [unique('jackpots_identifier_currency').on(table.identifier, table.currency)],
)

export const jackpotLevels = pgTable(
  'jackpot_levels',
  {
    id: serial('id').primaryKey(),
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    /** level_1..level_3. */
    identifier: text('identifier').notNull(),
    name: text('name').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** What the pool restarts from after a win. */
    seedCents: bigint('seed_cents', { mode: 'number' }).notNull(),
    /** Share of each real-money stake, in basis points (50 is 0.5 %). */
    contributionBasisPoints: integer('contribution_basis_points').notNull(),
  },
  (table) => [
    unique('jackpot_levels_jackpot_identifier').on(table.jackpotId, table.identifier),
    check('jackpot_levels_amount_nonnegative', sql`${table.amountCents} >= 0`),
    check('jackpot_levels_rate_nonnegative', sql`${table.contributionBasisPoints} >= 0`),
  ],
)
