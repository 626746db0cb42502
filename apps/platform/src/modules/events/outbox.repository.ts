// The outbox's SQL. Times come from the database clock, so a test that moves the platform's clock
// cannot hide an event from the dispatcher.
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { DomainEvent, DomainEventType } from './domain-events.ts'
import { domainEvents, processedEvents } from './events.tables.ts'

/** A database handle or an open transaction. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

export interface ClaimedEvent {
  id: number
  type: DomainEventType
  payload: unknown
  createdAt: Date
}

/** One statement for all of a step's events; ids follow the list's order. */
export async function insertEvents(tx: Executor, events: readonly DomainEvent[]): Promise<void> {
  if (events.length === 0) return
  await tx.insert(domainEvents).values(events.map((event) => ({ type: event.type, payload: event.payload })))
}

/**
 * Claims up to `limit` due, undelivered events for `leaseMs`: SKIP LOCKED lets instances claim
 * side by side without waiting, the lease keeps a claimed event from a second dispatcher until it
 * is delivered or the lease runs out (a crashed claimer).
 */
export async function claimEvents(db: Executor, limit: number, leaseMs: number): Promise<ClaimedEvent[]> {
  const result = await db.execute<{
    id: string | number
    type: string
    payload: unknown
    created_at: string | Date
  }>(sql`
    update domain_events
       set claimed_until = clock_timestamp() + make_interval(secs => ${leaseMs / 1000}),
           attempts = attempts + 1
     where id in (
       select id from domain_events
        where delivered_at is null
          and available_at <= clock_timestamp()
          and (claimed_until is null or claimed_until < clock_timestamp())
        order by id
        limit ${limit}
        for update skip locked)
    returning id, type, payload, created_at`)
  return result.rows
    .map((row) => ({
      id: Number(row.id),
      type: row.type as DomainEventType,
      payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
      createdAt: new Date(row.created_at),
    }))
    .sort((a, b) => a.id - b.id)
}

/** Marks every event of `ids` delivered in one statement (a pass marks its batch at once). */
export async function markDelivered(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await db
    .update(domainEvents)
    .set({ deliveredAt: sql`clock_timestamp()`, claimedUntil: null, lastError: null })
    .where(inArray(domainEvents.id, [...ids]))
}

/** A subscriber failed: the event is released and tried again after `retryMs`. */
export async function markFailed(db: Executor, id: number, error: string, retryMs: number): Promise<void> {
  await db
    .update(domainEvents)
    .set({
      claimedUntil: null,
      lastError: error.slice(0, 2000),
      availableAt: sql`clock_timestamp() + make_interval(secs => ${retryMs / 1000})`,
    })
    .where(eq(domainEvents.id, id))
}

/** Records that `subscriber` handled event `id`; false when it had already. */
export async function recordProcessed(tx: Executor, subscriber: string, id: number): Promise<boolean> {
  const rows = await tx
    .insert(processedEvents)
    .values({ subscriber, eventId: id })
    .onConflictDoNothing()
    .returning({ id: processedEvents.eventId })
  return rows.length > 0
}

/** Records that `subscriber` handled each of `ids`; the ids it had not handled before. */
export async function recordProcessedAll(
  tx: Executor,
  subscriber: string,
  ids: readonly number[],
): Promise<Set<number>> {
  const rows = await tx
    .insert(processedEvents)
    .values(ids.map((eventId) => ({ subscriber, eventId })))
    .onConflictDoNothing()
    .returning({ id: processedEvents.eventId })
  return new Set(rows.map((row) => Number(row.id)))
}

/** Delivered events older than `ageMs` leave the table (their processed rows stay as keys). */
export async function pruneDelivered(db: Executor, ageMs: number): Promise<void> {
  await db
    .delete(domainEvents)
    .where(
      and(
        lt(domainEvents.deliveredAt, sql`clock_timestamp() - make_interval(secs => ${ageMs / 1000})`),
        isNull(domainEvents.claimedUntil),
      ),
    )
}

export async function findEvents(db: Executor) {
  return db.select().from(domainEvents).orderBy(domainEvents.id)
}
