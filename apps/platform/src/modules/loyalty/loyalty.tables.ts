// Comp points and the Rocket Mart (issue #13, ADR 040). An account per player holds spendable
// (`chargeable`) and lifetime (`persistent`) points; every change is an entry with a unique key
// (`round:<id>`, `exchange:<id>`, `level:<n>`, `operator:<key>`), so it happens once. Shop cards are
// operator data; an exchange is one row per idempotency key with the reward it issued.
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { players } from '../player/player.tables.ts'

export const compPointAccounts = pgTable(
  'comp_point_accounts',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    chargeable: bigint('chargeable', { mode: 'number' }).notNull().default(0),
    persistent: bigint('persistent', { mode: 'number' }).notNull().default(0),
    /**
     * Earning below one point kept per currency, in weighted minor units (stake × multiplier
     * percent), so many small stakes add up exactly (ADR 040).
     */
    earnRemainders: jsonb('earn_remainders').$type<Record<string, number>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('comp_point_accounts_chargeable_non_negative', sql`${table.chargeable} >= 0`),
    check('comp_point_accounts_persistent_non_negative', sql`${table.persistent} >= 0`),
  ],
)

export type CompPointReason = 'round' | 'exchange' | 'level' | 'operator'

export const compPointEntries = pgTable(
  'comp_point_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    reason: text('reason').$type<CompPointReason>().notNull(),
    /** Signed change of chargeable points. */
    points: bigint('points', { mode: 'number' }).notNull(),
    /** Change of persistent points (never negative). */
    persistentPoints: bigint('persistent_points', { mode: 'number' }).notNull().default(0),
    chargeableAfter: bigint('chargeable_after', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('comp_point_entries_player_key').on(table.playerId, table.key),
    index('comp_point_entries_player').on(table.playerId, table.id),
  ],
)

export type ShopCardType = 'money' | 'freespins' | 'lootboxes' | 'lotteries'

/** A card's price and reward in one currency (contract ShopCardRate). */
export interface StoredShopRate {
  currency: string
  points: number
  amount_cents?: number
  freespins_count?: number
}

export const shopCards = pgTable(
  'shop_cards',
  {
    id: serial('id').primaryKey(),
    /** Stable natural key for the seed. */
    key: text('key').notNull().unique(),
    type: text('type').$type<ShopCardType>().notNull(),
    /** FREE_SPINS, MONEY_REWARD, SPECIAL_REWARDS or `sale…`. */
    groupKey: text('group_key').notNull(),
    label: text('label').$type<'POPULAR' | 'NEW' | 'VIP'>(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
    image: text('image'),
    rates: jsonb('rates').$type<StoredShopRate[]>().notNull(),
    wager: integer('wager').notNull().default(0),
    games: jsonb('games').$type<string[]>().notNull().default([]),
    /** The manual bonus definition a bonus-money or free-spin card issues through. */
    bonusDefinitionKey: text('bonus_definition_key'),
    lootboxGroupKey: text('lootbox_group_key'),
    lotteryIds: jsonb('lottery_ids').$type<string[]>(),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    /** Units left; null = unlimited. */
    stock: integer('stock'),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (table) => [check('shop_cards_stock_non_negative', sql`${table.stock} IS NULL OR ${table.stock} >= 0`)],
)

/** What an exchange issued (contract ShopReward). */
export interface StoredShopReward {
  type: ShopCardType
  amount_cents?: number
  freespins_count?: number
  bonus_id?: string
  freespins_id?: string
  lootbox_ids?: string[]
  /** Lottery cards: tickets issued and the lottery (ADR 041). */
  tickets_count?: number
  lottery_id?: string
}

export const shopExchanges = pgTable(
  'shop_exchanges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => shopCards.id),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    reward: jsonb('reward').$type<StoredShopReward>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('shop_exchanges_player_key').on(table.playerId, table.idempotencyKey)],
)
