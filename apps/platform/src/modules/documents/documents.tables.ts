// Verification documents uploaded by players, stored in the database (small: at most 5 MB each).
import { customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { players } from '../player/player.tables.ts'

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** identity | address | payment */
    kind: text('kind').notNull(),
    /** pending until reviewed; approved | rejected afterwards. */
    status: text('status').notNull().default('pending'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [index('documents_player_idx').on(table.playerId)],
)
