// Drizzle schema: every table of the platform. Migrations are generated from it by drizzle-kit
// (`npm run db:generate -w apps/platform`) and committed under src/db/migrations.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
