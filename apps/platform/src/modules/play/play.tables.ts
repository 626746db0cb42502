// Game sessions (issue #4 item 6) and the answers to their state-changing calls, kept so a replayed
// idempotency key returns the first answer. Rounds live in game_rounds (catalogue.tables.ts).
import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { games } from '../catalogue/catalogue.tables.ts'
import { players } from '../player/player.tables.ts'

export const gameSessions = pgTable('game_sessions', {
  /** A random uuid: for a guest's demo session, holding it is the only access right. */
  id: uuid('id').primaryKey(),
  /** Null for a guest's demo session. */
  playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
  gameId: integer('game_id')
    .notNull()
    .references(() => games.id),
  /** real or demo. */
  mode: text('mode').notNull(),
  /** The wallet currency in real mode, FUN in demo. */
  currency: text('currency').notNull(),
  device: text('device').notNull(),
  /** Demo only: the FUN balance, which never touches accounts. Null in real mode. */
  funBalanceCents: bigint('fun_balance_cents', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** First answer per (session, idempotency key): a replay returns it and changes nothing. */
export const gameActions = pgTable(
  'game_actions',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => gameSessions.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.idempotencyKey] })],
)
