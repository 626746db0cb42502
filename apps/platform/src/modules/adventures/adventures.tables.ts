// The adventure calendar's progress (issue #13, ADR 040): one row per player, adventure and day
// completed, written with the day's prize in the transaction of the deposit's event, so a day
// completes and its prize is issued once however many deposits race for it.
import { bigint, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { players } from '../player/player.tables.ts'

export const adventureProgress = pgTable(
  'adventure_progress',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The `vip-adventures` config's adventure id. */
    adventureId: text('adventure_id').notNull(),
    day: integer('day').notNull(),
    /** The deposit that completed the day. */
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    /** The prize issued through the bonus engine (null when the player may not receive bonuses). */
    bonusId: bigint('bonus_id', { mode: 'number' }),
    freespinsId: bigint('freespins_id', { mode: 'number' }),
  },
  (table) => [
    unique('adventure_progress_player_day').on(table.playerId, table.adventureId, table.day),
    index('adventure_progress_player').on(table.playerId),
  ],
)
