// The bonus engine's tables (issue #12, ADR 039). Definitions are the operator's offers; a player
// bonus is bonus money on one wallet with its wagering; a free-spin batch is N rounds at a fixed
// stake whose winnings become a bonus. Bonus money itself lives in the wallet ledger (kinds
// `bonus_*`, wallet.tables.ts): `accounts.amount_cents - available_to_cashout_cents` is the sum of the
// activated bonuses' `balance_cents` of that wallet, which the crash tier checks.
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
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { players } from '../player/player.tables.ts'

/** Spec 2 §3 types; stages spec 2 §4 plus `wagered` (converted to cash). */
export type BonusType = 'gift' | 'deposit' | 'registration' | 'freespins'
export type BonusStage = 'issued' | 'activated' | 'wagered' | 'canceled' | 'expired'
export type FreeSpinStage = 'issued' | 'activated' | 'played' | 'canceled' | 'expired'
/** What issues a definition: a qualifying deposit, signing up, a promo code, a coupon, the operator. */
export type BonusTrigger = 'deposit' | 'registration' | 'promo_code' | 'coupon' | 'manual'

/** Per-currency figures of a definition, in that currency's minor units. */
export type DefinitionAmounts = Record<
  string,
  {
    min_deposit_cents?: number
    /** Cap of a match bonus, or the amount of a fixed bonus (percent 0). */
    max_bonus_cents: number
    max_bet_cents?: number
    max_conversion_cents?: number
    /** Free spins: stake per spin and cap on the batch's winnings. */
    freespin_stake_cents?: number
    freespin_max_win_cents?: number
  }
>

export interface FreeSpinTerms {
  count: number
  /** Game slugs the batch plays on. */
  games: string[]
  wager_multiplier: number
}

export const bonusDefinitions = pgTable('bonus_definitions', {
  id: serial('id').primaryKey(),
  /** Stable natural key for the seed (`welcome_1`, `rocket_pro`…). */
  key: text('key').notNull().unique(),
  type: text('type').$type<BonusType>().notNull(),
  /** Spec 2 §3 group_key: `welcome_pack`, `rocket_lite`, `reload`, `registration`, `promo`… */
  groupKey: text('group_key').notNull(),
  trigger: text('trigger').$type<BonusTrigger>().notNull(),
  /** Deposit bonus code, promo code or coupon code (upper case), unique across definitions. */
  code: text('code').unique(),
  titles: jsonb('titles').$type<Record<string, string>>().notNull(),
  descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
  /** Match percent of the deposit; 0 for a fixed amount (amounts.max_bonus_cents). */
  percent: integer('percent').notNull().default(0),
  amounts: jsonb('amounts').$type<DefinitionAmounts>().notNull(),
  wagerMultiplier: integer('wager_multiplier').notNull().default(0),
  wagerBase: text('wager_base').$type<'bonus' | 'bonus_deposit'>().notNull().default('bonus'),
  /** Percent of a stake that counts, by game kind (`slot`, `roulette`, `blackjack`, `instant`, `live`). */
  contribution: jsonb('contribution').$type<Record<string, number>>().notNull(),
  excludedGames: jsonb('excluded_games').$type<string[]>().notNull().default([]),
  freeSpins: jsonb('free_spins').$type<FreeSpinTerms | null>(),
  activationDays: integer('activation_days'),
  wageringDays: integer('wagering_days'),
  /** Welcome-pack step: the n-th deposit of the player it qualifies for. */
  depositNumber: integer('deposit_number'),
  /** Who may be issued it: empty arrays = everyone; else a group id or a partner stag matches. */
  groupIds: jsonb('group_ids').$type<number[]>().notNull().default([]),
  stags: jsonb('stags').$type<string[]>().notNull().default([]),
  /** A promotional offer (promo code, coupon, reload) needs receive_promos on. */
  promotional: boolean('promotional').notNull().default(false),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  enabled: boolean('enabled').notNull().default(true),
  position: integer('position').notNull().default(0),
})

export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    definitionId: integer('definition_id').references(() => bonusDefinitions.id),
    type: text('type').$type<BonusType>().notNull(),
    groupKey: text('group_key').notNull(),
    stage: text('stage').$type<BonusStage>().notNull().default('issued'),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Bonus money now (0 until activated). */
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    wagerRequiredCents: bigint('wager_required_cents', { mode: 'number' }).notNull(),
    wageredCents: bigint('wagered_cents', { mode: 'number' }).notNull().default(0),
    maxBetCents: bigint('max_bet_cents', { mode: 'number' }),
    maxConversionCents: bigint('max_conversion_cents', { mode: 'number' }),
    convertedCents: bigint('converted_cents', { mode: 'number' }),
    /** Terms as issued (a definition edit never changes a running bonus). */
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    /** Idempotency of issuing: `deposit:<payment id>`, `promo:<code>`, `registration`, `fs:<batch id>`… */
    sourceKey: text('source_key').notNull(),
    activatableUntil: timestamp('activatable_until', { withTimezone: true }),
    wagerUntil: timestamp('wager_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('player_bonuses_source_unique').on(table.playerId, table.sourceKey),
    // One activated bonus per wallet at a time; the others wait as issued.
    uniqueIndex('player_bonuses_one_active')
      .on(table.playerId, table.currency)
      .where(sql`${table.stage} = 'activated'`),
    index('player_bonuses_player_stage').on(table.playerId, table.stage),
    check('player_bonuses_balance_non_negative', sql`${table.balanceCents} >= 0`),
    check('player_bonuses_wagered_non_negative', sql`${table.wageredCents} >= 0`),
  ],
)

export const playerFreeSpins = pgTable(
  'player_freespins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    definitionId: integer('definition_id').references(() => bonusDefinitions.id),
    groupKey: text('group_key').notNull(),
    stage: text('stage').$type<FreeSpinStage>().notNull().default('issued'),
    currency: text('currency').notNull(),
    count: integer('count').notNull(),
    remaining: integer('remaining').notNull(),
    stakeCents: bigint('stake_cents', { mode: 'number' }).notNull(),
    /** Catalogue game ids the batch plays on. */
    gameIds: jsonb('game_ids').$type<number[]>().notNull(),
    wagerMultiplier: integer('wager_multiplier').notNull(),
    maxWinCents: bigint('max_win_cents', { mode: 'number' }).notNull(),
    /** Winnings so far, already capped at max_win_cents. */
    wonCents: bigint('won_cents', { mode: 'number' }).notNull().default(0),
    /** The bonus the winnings became once the batch was played. */
    bonusId: bigint('bonus_id', { mode: 'number' }).references(() => playerBonuses.id),
    sourceKey: text('source_key').notNull(),
    activatableUntil: timestamp('activatable_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('player_freespins_source_unique').on(table.playerId, table.sourceKey),
    index('player_freespins_player_stage').on(table.playerId, table.stage),
    check(
      'player_freespins_remaining',
      sql`${table.remaining} >= 0 AND ${table.remaining} <= ${table.count}`,
    ),
    check(
      'player_freespins_won_capped',
      sql`${table.wonCents} >= 0 AND ${table.wonCents} <= ${table.maxWinCents}`,
    ),
  ],
)

/** Promo codes redeemed and coupons attached (one per player and code). */
export const playerCodes = pgTable(
  'player_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    definitionId: integer('definition_id')
      .notNull()
      .references(() => bonusDefinitions.id),
    code: text('code').notNull(),
    kind: text('kind').$type<'promo_code' | 'coupon'>().notNull(),
    /** A coupon waits `attached` for its deposit, then is `used`; a promo code is `redeemed`. */
    state: text('state').$type<'redeemed' | 'attached' | 'used'>().notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('player_codes_player_code_unique').on(table.playerId, table.code)],
)
