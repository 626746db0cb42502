// Client telemetry (logs, timings, validation errors, UTM, PWA events), one row per report.
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const clientEvents = pgTable(
  'client_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** log | performance | network-performance | validation-errors | utm-set | utm-send | pwa */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('client_events_kind_created_idx').on(table.kind, table.createdAt)],
)
