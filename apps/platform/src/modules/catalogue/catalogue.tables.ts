// The game catalogue (spec 2 §3 Game, Game provider, categories), favourites and played rounds.
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { players } from '../player/player.tables.ts'

export const gameProviders = pgTable('game_providers', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
})

export const gameCategories = pgTable('game_categories', {
  id: serial('id').primaryKey(),
  /** The slug, or `slug:geo` for a country's variant (lower-case country code). */
  identifier: text('identifier').notNull().unique(),
  slug: text('slug').notNull(),
  /** pokies, live or special: where the web lists it. */
  type: text('type').notNull(),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
})

export interface StoredBadge {
  type: string
  theme: string
}

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    /** `provider/slug`. */
    identifier: text('identifier').notNull().unique(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    seoTitle: text('seo_title').notNull(),
    categories: text('categories').array().notNull(),
    badges: jsonb('badges').$type<StoredBadge[]>().notNull(),
    hasDemoMode: boolean('has_demo_mode').notNull(),
    devices: text('devices').array().notNull(),
    /** Currency code → the game's id in it; FUN for demo. */
    currencies: jsonb('currencies').$type<Record<string, { id: number }>>().notNull(),
    kind: text('kind').notNull(),
    theme: text('theme').notNull(),
    minBetCents: bigint('min_bet_cents', { mode: 'number' }).notNull(),
    maxBetCents: bigint('max_bet_cents', { mode: 'number' }).notNull(),
    /** Basis points: 9620 is 96.20 %. */
    rtpBasisPoints: integer('rtp_basis_points').notNull(),
    /** Lobby order: lower first. */
    position: integer('position').notNull(),
    /** The jackpot (jackpots.identifier, one pool per currency) its real stakes feed; null for none. */
    jackpotIdentifier: text('jackpot_identifier'),
  },
  (table) => [
    // Title search runs in memory (catalogue.search-index.ts), on PGlite and PostgreSQL alike; the
    // pg_trgm index of migration 0002 was dropped by migration 0007.
    index('games_categories_gin').using('gin', table.categories),
    index('games_provider_position').on(table.providerId, table.position),
    index('games_position').on(table.position),
  ],
)

export const favouriteGames = pgTable(
  'favourite_games',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.gameId] }),
    index('favourite_games_player_created').on(table.playerId, table.createdAt),
  ],
)

/**
 * Every round played, real and demo (the play module fills it; played_games reads it). A guest's
 * demo round has no player. `state` is the engine's server-side state of an open round (the
 * blackjack hand with the dealer's hole card) and is never sent to the client; `outcome` is what
 * the client may see.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    /** The game session it was played in (play.tables.ts; no FK to keep the table modules acyclic). */
    sessionId: uuid('session_id'),
    /** real or demo. */
    mode: text('mode').notNull(),
    currency: text('currency').notNull(),
    /** in_progress (an open blackjack hand) or finished. */
    status: text('status').notNull().default('finished'),
    betCents: bigint('bet_cents', { mode: 'number' }).notNull(),
    winCents: bigint('win_cents', { mode: 'number' }).notNull(),
    outcome: jsonb('outcome').notNull(),
    state: jsonb('state'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('game_rounds_player_created').on(table.playerId, table.createdAt),
    index('game_rounds_session_status').on(table.sessionId, table.status),
  ],
)
