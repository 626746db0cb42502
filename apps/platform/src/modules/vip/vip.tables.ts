// VIP statuses, loyalty levels, their gifts and the weekly cashback (issue #13, ADR 040). Every
// gift and payout has a unique key, so a replayed event or a second instance never gives it twice.
import type { VipStatus } from '@croupier/rules/groups'
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { players } from '../player/player.tables.ts'

/** The status a player holds (a row once they first reached one; none means regular). */
export const vipStatuses = pgTable('vip_statuses', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  status: text('status').$type<VipStatus>().notNull(),
  /** End (exclusive) of the holding: the end of the quarter after the one that earned it; null for diamond. */
  heldUntil: timestamp('held_until', { withTimezone: true }),
  /** The quarter that last earned it, e.g. `2026-Q4`. */
  earnedQuarter: text('earned_quarter').notNull(),
  /** Diamond is lifelong (spec 2 §4). */
  lifelong: boolean('lifelong').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

/** A status's first-time gift, once per (player, status). */
export const vipStatusGifts = pgTable(
  'vip_status_gifts',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    status: text('status').$type<VipStatus>().notNull(),
    /** The lootbox given, when the lootbox module gave one. */
    lootboxId: bigint('lootbox_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('vip_status_gifts_player_status_unique').on(table.playerId, table.status)],
)

/** What reaching a level gives (operator data, seeded). Names per locale. */
export type LevelGiftSpec =
  | { type: 'points'; points: number; names: Record<string, string> }
  | { type: 'fs'; definition_key: string; names: Record<string, string> }
  | { type: 'bonus'; definition_key: string; names: Record<string, string> }
  | { type: 'cashback'; names: Record<string, string> }

/** The loyalty levels (operator data): level n starts at `min_points` persistent comp points. */
export const vipLevels = pgTable(
  'vip_levels',
  {
    number: integer('number').primaryKey(),
    minPoints: integer('min_points').notNull().unique(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    contents: jsonb('contents').$type<Record<string, string>>().notNull(),
    /** Asset URL, 160×160. */
    image: text('image').notNull(),
    cashbackPercent: integer('cashback_percent').notNull().default(0),
    gifts: jsonb('gifts').$type<LevelGiftSpec[]>().notNull().default([]),
  },
  (table) => [
    check('vip_levels_cashback_range', sql`${table.cashbackPercent} BETWEEN 0 AND 100`),
    check('vip_levels_min_points_non_negative', sql`${table.minPoints} >= 0`),
  ],
)

/** A level's gifts, once per (player, level): the key `level:<n>`. */
export const levelGifts = pgTable(
  'level_gifts',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('level_gifts_player_level_unique').on(table.playerId, table.level)],
)

/** The weekly cashback, once per (player, week). */
export const cashbackPayouts = pgTable(
  'cashback_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The Monday the week starts, e.g. `2026-11-23`. */
    week: text('week').notNull(),
    currency: text('currency').notNull(),
    lossCents: bigint('loss_cents', { mode: 'number' }).notNull(),
    percent: integer('percent').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    bonusId: bigint('bonus_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('cashback_payouts_player_week_unique').on(table.playerId, table.week)],
)

/** A job's run per period (`quarter-end` 2026-Q4, `weekly-cashback` 2026-11-23): once across instances. */
export const loyaltyJobRuns = pgTable(
  'loyalty_job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    changed: integer('changed').notNull().default(0),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.job, table.period] })],
)
