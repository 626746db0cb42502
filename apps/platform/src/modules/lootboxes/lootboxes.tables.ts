// Lootboxes (issue #13, ADR 040): a prize table copied onto the box at issue and drawn once by
// commit–reveal. server_seed stays secret until activation; only its sha256 is shown before.
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { playerBonuses, playerFreeSpins } from '../bonuses/bonuses.tables.ts'
import { players } from '../player/player.tables.ts'

export type LootboxStage = 'issued' | 'activated' | 'expired'
/** `tournament`: a wheel tournament's spin (ADR 041); the client ignores its gift notice. */
export type LootboxSource = 'shop' | 'vip' | 'level' | 'operator' | 'tournament'

/** One prize of a box as issued (a wheel segment or a prize-table item), amounts per currency. */
export interface LootboxPrize {
  id: string
  /** Title by locale (a wheel segment's label is one text for all). */
  titles: Record<string, string>
  type: 'bonus' | 'freespins'
  /** Bonus money per currency (type bonus). */
  amount?: Record<string, number>
  freespinsCount?: number
  /** `producer:slug` or `producer/slug` the free spins play on. */
  game?: string
  color?: string
  wager: number
  /** Cap on free-spin winnings per currency. */
  maxWin?: Record<string, number>
  weight: number
}

export const lootboxes = pgTable(
  'lootboxes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
    stage: text('stage').$type<LootboxStage>().notNull().default('issued'),
    source: text('source').$type<LootboxSource>().notNull(),
    /** Idempotency of issuing: `shop:<exchange id>`, `vip:<status>`, `level:<n>`, `operator:<key>`. */
    sourceKey: text('source_key').notNull(),
    currency: text('currency').notNull(),
    /** The wheel a wheel box spins, else null. */
    wheelId: text('wheel_id'),
    items: jsonb('items').$type<LootboxPrize[]>().notNull(),
    /** 64 hex digits; never shown before activation. */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed'),
    nonce: integer('nonce').notNull().default(0),
    hmac: text('hmac'),
    prizeIndex: integer('prize_index'),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    bonusId: bigint('bonus_id', { mode: 'number' }).references(() => playerBonuses.id),
    freespinsId: bigint('freespins_id', { mode: 'number' }).references(() => playerFreeSpins.id),
  },
  (table) => [
    unique('lootboxes_source_unique').on(table.playerId, table.sourceKey),
    index('lootboxes_player_stage').on(table.playerId, table.stage),
    check(
      'lootboxes_activated_drawn',
      sql`${table.stage} <> 'activated' OR (${table.prizeIndex} IS NOT NULL AND ${table.hmac} IS NOT NULL)`,
    ),
  ],
)
