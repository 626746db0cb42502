// Lotteries (issue #14, ADR 041 "Lotteries"): the lottery with its committed server seed, one row per
// ticket under a unique key (a replayed deposit, round or exchange adds nothing), a row per counted
// round and the stakes carried towards the next play ticket, and one winner row per place.
import {
  bigint,
  bigserial,
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

/** A place's prize: cash through the ledger or bonus money through a manual bonus definition. */
export interface StoredLotteryPrize {
  place: number
  type: 'cash' | 'bonus'
  /** Money per currency (minor units). */
  amount: Record<string, number>
  /** The manual bonus definition a bonus prize issues through. */
  bonus_definition_key?: string
}

export const lotteries = pgTable('lotteries', {
  id: serial('id').primaryKey(),
  frontendIdentifier: text('frontend_identifier').notNull().unique(),
  titles: jsonb('titles').$type<Record<string, string>>().notNull(),
  descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull().default({}),
  terms: jsonb('terms').$type<Record<string, string>>().notNull().default({}),
  image: text('image'),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  /** Empty: everyone; else players in one of these groups only (guests never). */
  groupIds: jsonb('group_ids').$type<number[]>().notNull().default([]),
  /** One ticket per deposit of at least this much in its currency; null: deposits give none. */
  depositMin: jsonb('deposit_min').$type<Record<string, number>>(),
  /** One ticket per this many EUR cents of real stakes; null: play gives none. */
  stakeEurCents: integer('stake_eur_cents'),
  prizes: jsonb('prizes').$type<StoredLotteryPrize[]>().notNull().default([]),
  /** Committed at creation: sha256 of the server seed is public, the seed only after the draw. */
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed'),
  /** Set once by the draw that claimed it (the claim itself). */
  drawnAt: timestamp('drawn_at', { withTimezone: true }),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export type LotteryTicketSource = 'deposit' | 'play' | 'shop' | 'operator'

export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    source: text('source').$type<LotteryTicketSource>().notNull(),
    /** `<source key>:<n>`: the same deposit, round count or exchange never issues twice. */
    key: text('key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lottery_tickets_lottery_player_idx').on(t.lotteryId, t.playerId)],
)

/** Real stakes (EUR cents) a player put in during a lottery and the play tickets they earned. */
export const lotteryStakes = pgTable(
  'lottery_stakes',
  {
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    eurCents: bigint('eur_cents', { mode: 'number' }).notNull().default(0),
    ticketsIssued: integer('tickets_issued').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.lotteryId, t.playerId] })],
)

/** A round counted for a lottery: its stake adds to lottery_stakes once. */
export const lotteryRounds = pgTable(
  'lottery_rounds',
  {
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    roundId: bigint('round_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.lotteryId, t.roundId] })],
)

export const lotteryWinners = pgTable(
  'lottery_winners',
  {
    id: serial('id').primaryKey(),
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    place: integer('place').notNull(),
    ticketId: bigint('ticket_id', { mode: 'number' }).notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    nonce: integer('nonce').notNull(),
    hmac: text('hmac').notNull(),
    roll: text('roll').notNull(),
    prize: jsonb('prize').$type<StoredLotteryPrize>(),
    currency: text('currency'),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    /** `ledger:<entry>` / `bonus:<id>` / why nothing was paid. */
    payout: text('payout'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('lottery_winners_place_uq').on(t.lotteryId, t.place)],
)
