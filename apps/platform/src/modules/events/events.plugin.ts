// Wires the outbox into the app: `app.events` for subscribers (any module, any registration order),
// dispatch from onReady (plus the poll), and an answer that wrote events waits for one dispatch pass
// so realtime stays as instant as a direct publish.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { backgroundDatabase } from '../../db/client.ts'
import { createDispatcher, type Dispatcher } from './dispatcher.ts'
import { emittedInRequest } from './events.service.ts'
import { loadOutboxSettings, type OutboxSettings } from './outbox.settings.ts'

declare module 'fastify' {
  interface FastifyInstance {
    events: Dispatcher
  }
}

const emittedBy = new WeakMap<FastifyRequest, { emitted: boolean }>()

export function registerEvents(app: FastifyInstance, settings: OutboxSettings = loadOutboxSettings()): void {
  // Its own connections: a pass that answers wait for must not queue behind the requests' queries.
  const dispatcher = createDispatcher(backgroundDatabase(app.deps.db), settings, app.log)
  app.decorate('events', dispatcher)

  app.addHook('preHandler', (request, _reply, done) => {
    const store = { emitted: false }
    emittedBy.set(request, store)
    emittedInRequest.run(store, done)
  })
  app.addHook('onSend', async (request, _reply, payload) => {
    if (emittedBy.get(request)?.emitted) {
      // The change has committed and the answer stands even if this pass fails; the poll retries.
      await dispatcher.dispatch().catch((error) => request.log.warn({ err: error }, 'event dispatch failed'))
    }
    return payload
  })
  app.addHook('onReady', async () => dispatcher.start())
  app.addHook('onClose', async () => dispatcher.stop())
}
