// Jackpot pools (spec 2 §3 Jackpot): one row per jackpot and currency — amounts are real per
// currency, never converted — with three levels each. Games join a jackpot by its identifier
// (games.jackpot_identifier) and see the pool of the viewer's currency. Every level must drop:
// its cycle's drop point is committed by hash before the cycle's first stake (ADR 041).
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { games } from '../catalogue/catalogue.tables.ts'
import { players } from '../player/player.tables.ts'

export const jackpots = pgTable(
  'jackpots',
  {
    id: serial('id').primaryKey(),
    /** Shared by the pools of one jackpot in every currency, e.g. `mega`. */
    identifier: text('identifier').notNull(),
    title: text('title').notNull(),
    currency: text('currency').notNull(),
    /** Shows its ceilings ("must drop before …") and has a page of its own. */
    mystic: boolean('mystic').notNull().default(false),
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
    /** The amount never passes it and the drop point is at most it; null until the seed arms the level. */
    ceilingCents: bigint('ceiling_cents', { mode: 'number' }),
    cycle: integer('cycle').notNull().default(1),
    /** Secret until won: the amount that makes the crossing stake win. */
    dropPointCents: bigint('drop_point_cents', { mode: 'number' }),
    /** The drop point was drawn in (from, to]; public. */
    dropFromCents: bigint('drop_from_cents', { mode: 'number' }),
    dropToCents: bigint('drop_to_cents', { mode: 'number' }),
    /** Secret until won; its sha256 is public. */
    serverSeed: text('server_seed'),
    serverSeedHash: text('server_seed_hash'),
  },
  (table) => [
    unique('jackpot_levels_jackpot_identifier').on(table.jackpotId, table.identifier),
    check('jackpot_levels_amount_nonnegative', sql`${table.amountCents} >= 0`),
    check('jackpot_levels_rate_nonnegative', sql`${table.contributionBasisPoints} >= 0`),
    check(
      'jackpot_levels_drop_within_ceiling',
      sql`${table.dropPointCents} IS NULL OR ${table.dropPointCents} <= ${table.ceilingCents}`,
    ),
  ],
)

/** Spec 2 §3 "Jackpot win": one row per level and cycle, so a cycle pays once. */
export const jackpotWins = pgTable(
  'jackpot_wins',
  {
    id: serial('id').primaryKey(),
    levelId: integer('level_id')
      .notNull()
      .references(() => jackpotLevels.id, { onDelete: 'cascade' }),
    /** Null for the seed's demo wins. */
    cycle: integer('cycle'),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    /** Masked when written (six characters and `***`). */
    userName: text('user_name').notNull(),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'set null' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The amount at the EUR reference rates: the order of "biggest". */
    amountEurCents: bigint('amount_eur_cents', { mode: 'number' }).notNull(),
    levelName: text('level_name').notNull(),
    serverSeed: text('server_seed'),
    serverSeedHash: text('server_seed_hash'),
    dropPointCents: bigint('drop_point_cents', { mode: 'number' }),
    dropFromCents: bigint('drop_from_cents', { mode: 'number' }),
    dropToCents: bigint('drop_to_cents', { mode: 'number' }),
    /** Written by the seed so a fresh install's page and ticker are not empty; never paid. */
    seeded: boolean('seeded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('jackpot_wins_level_cycle').on(table.levelId, table.cycle),
    index('jackpot_wins_created').on(table.createdAt),
    index('jackpot_wins_amount_eur').on(table.amountEurCents),
  ],
)
