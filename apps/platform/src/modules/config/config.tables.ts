// Operator configuration: one JSON document per key (the /api/fe/config/* answers and other
// operator-editable settings). Seeded from src/seed; an operator's edits are never overwritten.
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const operatorConfig = pgTable('operator_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
