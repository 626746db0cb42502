// Drizzle schema: every table of the platform. Each module keeps its tables in
// modules/<domain>/<domain>.tables.ts; this file gathers them. Migrations are generated from it by
// drizzle-kit (`npm run db:generate -w apps/platform`) and committed under src/db/migrations.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export * from '../modules/adventures/adventures.tables.ts'
export * from '../modules/auth/auth.tables.ts'
export * from '../modules/bonuses/bonuses.tables.ts'
export * from '../modules/catalogue/catalogue.tables.ts'
export * from '../modules/cms/cms.tables.ts'
export * from '../modules/config/config.tables.ts'
export * from '../modules/documents/documents.tables.ts'
export * from '../modules/events/events.tables.ts'
export * from '../modules/info/info.tables.ts'
export * from '../modules/jackpots/jackpots.tables.ts'
export * from '../modules/limits/limits.tables.ts'
export * from '../modules/lootboxes/lootboxes.tables.ts'
export * from '../modules/lotteries/lotteries.tables.ts'
export * from '../modules/loyalty/loyalty.tables.ts'
export * from '../modules/mail/mail.tables.ts'
export * from '../modules/metrics/metrics.tables.ts'
export * from '../modules/payments/payments.tables.ts'
export * from '../modules/play/play.tables.ts'
export * from '../modules/player/player.tables.ts'
export * from '../modules/quests/quests.tables.ts'
export * from '../modules/session/session.tables.ts'
export * from '../modules/support/support.tables.ts'
export * from '../modules/tournaments/tournaments.tables.ts'
export * from '../modules/vip/vip.tables.ts'
export * from '../modules/wallet/wallet.tables.ts'
