// Quest and achievement progress (issue #14, ADR 041): a player's qualifying real stakes in EUR cents
// per quest, a row per counted round so a redelivered round adds nothing, and one award row per
// completed level so its prize is paid once.
import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { players } from '../player/player.tables.ts'
import { tournaments } from '../tournaments/tournaments.tables.ts'

export const questProgress = pgTable(
  'quest_progress',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** Qualifying real stakes converted to EUR cents (rounded down per round). */
    betEurCents: bigint('bet_eur_cents', { mode: 'number' }).notNull().default(0),
    rounds: integer('rounds').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tournamentId, table.playerId] })],
)

/** One row per round a quest counted: the second delivery of the same round inserts nothing. */
export const questRounds = pgTable(
  'quest_rounds',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    roundId: bigint('round_id', { mode: 'number' }).notNull(),
    playerId: integer('player_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tournamentId, table.roundId] })],
)

/** A completed level, once per player: its prize was paid (or nothing was due) in the same transaction. */
export const questLevelAwards = pgTable(
  'quest_level_awards',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    /** What the payout made: `bonus:<id>`, `freespins:<id>`, or why nothing (`none`, `no-prize`). */
    payout: text('payout').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tournamentId, table.playerId, table.level] })],
)
