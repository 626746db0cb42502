// Server-side sessions (ARCHITECTURE.md "Auth"): the cookie carries a random token, the table only
// its SHA-256, so a leaked table row cannot be replayed as a cookie.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { players } from '../player/player.tables.ts'

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the cookie token. */
    id: text('id').primaryKey(),
    /** Handle shown in the sessions list and used by DELETE; reveals nothing about the token. */
    publicId: uuid('public_id').notNull().defaultRandom().unique(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    dfpc: text('dfpc'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_player_idx').on(table.playerId)],
)
