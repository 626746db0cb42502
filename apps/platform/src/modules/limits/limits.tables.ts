// Responsible-gambling limits (spec 1 §3 "User limit"; UKGC RTS 12/13) and the reality-check setting.
// A money limit holds one currency; a pending increase or removal waits here with the SHA-256 of its
// emailed token until it is confirmed and its cooling period has passed.

import type { LimitPeriod, LimitType } from '@croupier/rules/limits'
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { players } from '../player/player.tables.ts'

export const userLimits = pgTable(
  'user_limits',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').$type<LimitType>().notNull(),
    period: text('period').$type<LimitPeriod>().notNull(),
    /** Money limits only. */
    currency: text('currency'),
    /** Money limits: the amount in force (minor units). */
    amountCents: bigint('amount_cents', { mode: 'number' }),
    /** Session limits: minutes of play per period in force. */
    minutes: integer('minutes'),
    /** increase | removal, while a change waits for its cooling period and confirmation. */
    pendingKind: text('pending_kind').$type<'increase' | 'removal'>(),
    pendingAmountCents: bigint('pending_amount_cents', { mode: 'number' }),
    pendingMinutes: integer('pending_minutes'),
    /** Earliest time the pending change may apply (asked + 24 h). */
    pendingAppliesAt: timestamp('pending_applies_at', { withTimezone: true }),
    pendingConfirmedAt: timestamp('pending_confirmed_at', { withTimezone: true }),
    /** SHA-256 (hex) of the emailed token; cleared when used. */
    pendingTokenHash: text('pending_token_hash'),
    pendingTokenExpiresAt: timestamp('pending_token_expires_at', { withTimezone: true }),
    /** Cooling-off and self-exclusion: when the block ends; null for forever and other types. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_limits_player_idx').on(table.playerId),
    uniqueIndex('user_limits_money_unique')
      .on(table.playerId, table.type, table.period, table.currency)
      .where(sql`${table.currency} IS NOT NULL`),
    uniqueIndex('user_limits_session_unique')
      .on(table.playerId, table.period)
      .where(sql`${table.type} = 'session'`),
    uniqueIndex('user_limits_token_unique').on(table.pendingTokenHash),
    check('user_limits_amount_non_negative', sql`${table.amountCents} IS NULL OR ${table.amountCents} >= 0`),
  ],
)

/** The player's reality-check interval; no row means the default (60 minutes). */
export const realityCheckSettings = pgTable('reality_check_settings', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  intervalMinutes: integer('interval_minutes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
