// The mail outbox: every message the platform sends, kept for the dev mailbox and sent by SMTP
// when SMTP_URL is set (sent_at marks delivery).
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** confirmation | password_reset | limit | … */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt), index('mail_outbox_to_idx').on(table.to)],
)
