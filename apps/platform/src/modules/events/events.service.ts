// Domain events (ADR 030). A service calls `emitEvent(tx, event)` inside the transaction of its
// change; once that commits, the dispatcher delivers the event to every subscriber of its type.
import { AsyncLocalStorage } from 'node:async_hooks'
import type { Database } from '../../db/client.ts'
import type { DeliveredEvent, DomainEvent, DomainEventMap, DomainEventType } from './domain-events.ts'
import { type Executor, insertEvents } from './outbox.repository.ts'

export type { DeliveredEvent, DomainEvent, DomainEventMap, DomainEventType } from './domain-events.ts'
export type { Executor } from './outbox.repository.ts'

/** Whether the current request wrote an event, so its answer waits for one dispatch pass. */
export const emittedInRequest = new AsyncLocalStorage<{ emitted: boolean }>()

/** Writes `event` to the outbox in the caller's transaction: it exists only if that commits. */
export function emitEvent(tx: Executor, event: DomainEvent): Promise<void> {
  return emitEvents(tx, [event])
}

/** Several events of one change in one statement, in order (a round step's stake, balance, round). */
export async function emitEvents(tx: Executor, events: readonly DomainEvent[]): Promise<void> {
  if (events.length === 0) return
  await insertEvents(tx, events)
  const store = emittedInRequest.getStore()
  if (store) store.emitted = true
}

/** Writes one event in a transaction of its own (an outcome recorded while its change rolls back). */
export async function emitEventNow(db: Database, event: DomainEvent): Promise<void> {
  await db.transaction((tx) => emitEvent(tx, event))
}

export type EventHandler<T extends DomainEventType> = (event: DeliveredEvent<T>) => Promise<void> | void

/** Handlers with side effects run in a transaction that records the event id under their name. */
export type OnceHandler<T extends DomainEventType> = (event: DeliveredEvent<T>, tx: Executor) => Promise<void>

/** The same effect for several events at once, in one transaction (a dispatch pass's batch). */
export type OnceBatchHandler<T extends DomainEventType> = (
  events: DeliveredEvent<T>[],
  tx: Executor,
) => Promise<void>

export interface EventSubscriptions {
  /** Delivered at least once; a handler that throws gets the event again later. */
  subscribe<T extends DomainEventType>(type: T, name: string, handler: EventHandler<T>): void
  /** Effects in the database, exactly once per event: skipped when `name` already handled it. */
  subscribeOnce<T extends DomainEventType>(
    type: T,
    name: string,
    handler: OnceHandler<T>,
    batchHandler?: OnceBatchHandler<T>,
  ): void
}

export type PayloadOf<T extends DomainEventType> = DomainEventMap[T]
