// The outbox dispatcher (ADR 030): claims undelivered events (SKIP LOCKED plus a lease, so two
// instances never hold one event at once), hands each to its subscribers, marks it delivered. A
// failing subscriber releases its event for a later attempt without holding up the others.
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { DeliveredEvent, DomainEventType } from './domain-events.ts'
import type { EventHandler, EventSubscriptions, OnceBatchHandler, OnceHandler } from './events.service.ts'
import {
  type ClaimedEvent,
  claimEvents,
  markDelivered,
  markFailed,
  pruneDelivered,
  recordProcessed,
  recordProcessedAll,
} from './outbox.repository.ts'
import type { OutboxSettings } from './outbox.settings.ts'

interface Subscriber {
  name: string
  deliver(event: DeliveredEvent): Promise<void>
  /** Once-subscribers: all of a batch's events in one transaction (throws: each is retried alone). */
  deliverAll?(events: DeliveredEvent[]): Promise<void>
}

export interface Dispatcher extends EventSubscriptions {
  /** One pass over every due event; passes of one instance run one after the other. */
  dispatch(): Promise<void>
  start(): void
  stop(): Promise<void>
  readonly settings: OutboxSettings
}

/** Events claimed at once: a busy pass carries many rounds' events in a few statements. */
const BATCH = 500
/** Delivered events are kept a week for inspection, then pruned. */
const KEEP_DELIVERED_MS = 7 * 24 * 3_600_000
const PRUNE_EVERY_PASSES = 600

export function createDispatcher(db: Database, settings: OutboxSettings, log: FastifyBaseLogger): Dispatcher {
  const subscribers = new Map<DomainEventType, Subscriber[]>()
  let pending: Promise<void> | null = null
  let tail: Promise<void> = Promise.resolve()
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let passes = 0

  function add(type: DomainEventType, subscriber: Subscriber): void {
    const list = subscribers.get(type) ?? []
    if (list.some((s) => s.name === subscriber.name))
      throw new Error(`${subscriber.name} subscribed twice to ${type}`)
    subscribers.set(type, [...list, subscriber])
  }

  /** Runs each once-subscriber over its events of the batch in one transaction; what it took. */
  async function deliverAll(batch: ClaimedEvent[]): Promise<Set<string>> {
    const taken = new Set<string>()
    for (const [type, list] of subscribers) {
      const events = batch.filter((event) => event.type === type) as DeliveredEvent[]
      if (events.length < 2) continue
      for (const subscriber of list) {
        if (!subscriber.deliverAll) continue
        try {
          await subscriber.deliverAll(events)
          for (const event of events) taken.add(`${subscriber.name}:${event.id}`)
        } catch (error) {
          log.warn({ err: error, subscriber: subscriber.name }, 'event batch failed, delivering one by one')
        }
      }
    }
    return taken
  }

  /** Delivers one event; true when every subscriber took it (the pass marks it delivered). */
  async function deliver(event: ClaimedEvent, taken: Set<string>): Promise<boolean> {
    const delivered = event as DeliveredEvent
    const failures: string[] = []
    for (const subscriber of subscribers.get(event.type) ?? []) {
      if (taken.has(`${subscriber.name}:${event.id}`)) continue
      try {
        await subscriber.deliver(delivered)
      } catch (error) {
        log.warn({ err: error, event: event.id, subscriber: subscriber.name }, 'event subscriber failed')
        failures.push(`${subscriber.name}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
    if (failures.length === 0) return true
    await markFailed(db, event.id, failures.join('; '), settings.retryMs)
    return false
  }

  async function pass(): Promise<void> {
    passes += 1
    while (!stopped) {
      const batch = await claimEvents(db, BATCH, settings.leaseMs)
      const taken = await deliverAll(batch)
      const delivered: number[] = []
      for (const event of batch) if (await deliver(event, taken)) delivered.push(event.id)
      // One statement per batch; a crash before it redelivers the batch (at least once, as before).
      await markDelivered(db, delivered)
      if (batch.length < BATCH) break
    }
    if (passes % PRUNE_EVERY_PASSES === 0) await pruneDelivered(db, KEEP_DELIVERED_MS)
  }

  const dispatcher: Dispatcher = {
    settings,
    subscribe<T extends DomainEventType>(type: T, name: string, handler: EventHandler<T>) {
      add(type, { name, deliver: async (event) => handler(event as DeliveredEvent<T>) })
    },
    subscribeOnce<T extends DomainEventType>(
      type: T,
      name: string,
      handler: OnceHandler<T>,
      batchHandler?: OnceBatchHandler<T>,
    ) {
      add(type, {
        name,
        deliver: (event) =>
          db.transaction(async (tx) => {
            if (await recordProcessed(tx, name, event.id)) await handler(event as DeliveredEvent<T>, tx)
          }),
        deliverAll: (events) =>
          db.transaction(async (tx) => {
            const fresh = await recordProcessedAll(
              tx,
              name,
              events.map((event) => event.id),
            )
            const todo = events.filter((event) => fresh.has(event.id)) as DeliveredEvent<T>[]
            if (batchHandler) await batchHandler(todo, tx)
            else for (const event of todo) await handler(event, tx)
          }),
      })
    },
    dispatch() {
      if (stopped) return Promise.resolve()
      // Callers during a running pass share the next one, which sees everything they committed.
      if (pending) return pending
      const next = tail.then(() => {
        pending = null
        return pass()
      })
      pending = next
      tail = next.catch((error) => log.error({ err: error }, 'event dispatch failed'))
      return next
    },
    start() {
      if (settings.pollMs <= 0 || timer) return
      void dispatcher.dispatch().catch(() => {})
      timer = setInterval(() => void dispatcher.dispatch().catch(() => {}), settings.pollMs)
      timer.unref()
    },
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      await tail
    },
  }
  return dispatcher
}
