// Single-use tokens of the account flows: password reset, email confirmation and the pending
// two-factor login. Only the SHA-256 of a token is stored.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { players } from '../player/player.tables.ts'

export const authTokens = pgTable(
  'auth_tokens',
  {
    /** SHA-256 (hex) of the token sent by mail or cookie. */
    id: text('id').primaryKey(),
    /** reset_password | confirmation | pending_login */
    purpose: text('purpose').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('auth_tokens_player_purpose_idx').on(table.playerId, table.purpose)],
)
