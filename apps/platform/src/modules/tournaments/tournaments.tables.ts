// Tournaments and every promo definition (issue #14, ADR 041): one `tournaments` row per tournament,
// quest, achievement or wheel tournament; a player's entry with the score; a row per scored round
// so a replayed round adds nothing; the prizes the end job decided, one per place.
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
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

export type TournamentKind = 'bet_sum' | 'max_multiplier' | 'rounds' | 'quest' | 'achievement' | 'wheel'

/** A prize of places place_from..place_to: cash per currency, a bonus definition's bonus or free spins. */
export interface StoredTournamentPrize {
  place_from: number
  place_to: number
  type: 'cash' | 'bonus' | 'freespins'
  /** Cash or bonus money per currency (minor units). */
  amount?: Record<string, number>
  /** The manual bonus definition a bonus or free-spins prize issues through. */
  bonus_definition_key?: string
  freespins_count?: number
  /** Label per locale ("50 free spins on Rocket Reels"); English fallback. */
  titles?: Record<string, string>
}

/** A quest level's prize (paid by modules/quests through the bonus engine). */
export interface StoredLevelPrize {
  level: number
  type: 'bonus' | 'freespins'
  bonus_definition_key: string
  amount?: Record<string, number>
  freespins_count?: number
}

/** Extra settings of the quest and wheel kinds. */
export interface TournamentConfig {
  level_prizes?: StoredLevelPrize[]
  /** Wheel: one lootbox per this many qualifying stake cents (tournament currency). */
  spin_every_cents?: number
  lootbox_group_key?: string
}

export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    frontendIdentifier: text('frontend_identifier').notNull().unique(),
    kind: text('kind').$type<TournamentKind>().notNull(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull().default({}),
    terms: jsonb('terms').$type<Record<string, string>>().notNull().default({}),
    image: text('image'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    /** Null: never ends (achievements). */
    endAt: timestamp('end_at', { withTimezone: true }),
    currency: text('currency').notNull(),
    /** Empty: everyone; else players in one of these groups only (guests never). */
    groupIds: jsonb('group_ids').$type<number[]>().notNull().default([]),
    /** Qualifying games by identifier `provider/slug`; empty with no categories: every game. */
    games: jsonb('games').$type<string[]>().notNull().default([]),
    /** Qualifying game categories (e.g. `live`), besides `games`. */
    gameCategories: jsonb('game_categories').$type<string[]>().notNull().default([]),
    minBetCents: bigint('min_bet_cents', { mode: 'number' }).notNull().default(0),
    prizes: jsonb('prizes').$type<StoredTournamentPrize[]>().notNull().default([]),
    config: jsonb('config').$type<TournamentConfig>().notNull().default({}),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once by the end job that claimed it (the claim itself). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    check('tournaments_min_bet_non_negative', sql`${table.minBetCents} >= 0`),
    index('tournaments_end_unsettled').on(table.endAt).where(sql`${table.settledAt} IS NULL`),
  ],
)

export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
    /** bet_sum: stake cents; max_multiplier: best win/bet ×100; rounds and wheel: rounds. */
    score: bigint('score', { mode: 'number' }).notNull().default(0),
    rounds: integer('rounds').notNull().default(0),
    /** Qualifying stakes in the tournament currency (the status call's `bets`). */
    betCents: bigint('bet_cents', { mode: 'number' }).notNull().default(0),
    /** When the score last went up: ties go to who reached it first. */
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    /** Wheel: lootboxes issued so far. */
    spinsIssued: integer('spins_issued').notNull().default(0),
  },
  (table) => [
    unique('tournament_entries_player').on(table.tournamentId, table.playerId),
    index('tournament_entries_rank').on(table.tournamentId, table.score),
  ],
)

/** One row per round a tournament counted: the second try of the same round inserts nothing. */
export const tournamentScoredRounds = pgTable(
  'tournament_scored_rounds',
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

export const tournamentPrizes = pgTable(
  'tournament_prizes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    place: integer('place').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    score: bigint('score', { mode: 'number' }).notNull(),
    prize: jsonb('prize').$type<StoredTournamentPrize>(),
    currency: text('currency'),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    /** What the payout made: a ledger entry key, a bonus or free-spins row id. */
    payout: text('payout'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('tournament_prizes_place').on(table.tournamentId, table.place)],
)
