// The outbox of domain events (ADR 030): a service writes its events here in the transaction of
// its change; the dispatcher delivers each after commit and marks it delivered.
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** A dispatcher holds the event until then; past it, a crashed claim is claimed again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Earliest next delivery attempt (backoff after a failing subscriber). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('domain_events_undelivered_idx').on(t.id).where(sql`${t.deliveredAt} is null`)],
)

/** Side-effect subscribers record each event they handled, in the transaction of their effect. */
export const processedEvents = pgTable(
  'processed_events',
  {
    subscriber: text('subscriber').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriber, t.eventId] })],
)
