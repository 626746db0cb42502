// Reference data behind /api/info/*: countries, player groups, currencies, crypto rates.
import { boolean, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** none | partial | full (spec 1 §1). */
  restriction: text('restriction').notNull().default('none'),
})

export const playerGroups = pgTable('player_groups', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  writable: boolean('writable').notNull().default(false),
})

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  fiat: boolean('fiat').notNull(),
  subunitsToUnit: integer('subunits_to_unit').notNull(),
  enabled: boolean('enabled').notNull(),
  position: integer('position').notNull(),
})

export const cryptoExchangeRates = pgTable(
  'crypto_exchange_rates',
  {
    crypto: text('crypto').notNull(),
    fiat: text('fiat').notNull(),
    /** Fiat major units per crypto major unit; numeric keeps it exact, read back as a string. */
    rate: numeric('rate', { precision: 30, scale: 12 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.crypto, table.fiat] })],
)
