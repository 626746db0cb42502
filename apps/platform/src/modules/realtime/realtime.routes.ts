// Registers realtime on the app: `app.realtime` for every module that publishes, and
// GET /api/player/settings (the channel config; the accounts issue adds its fields to it).
import { getPlayerSettings } from '@croupier/contract/player/get-player-settings'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../../http/errors.ts'
import { route } from '../../http/route.ts'
import { createRealtime, type Realtime } from './realtime.service.ts'
import { registerRealtimeSubscribers } from './realtime.subscribers.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Publish with `app.realtime.publishToPlayer(id, 'balance', …)`; attached by server.ts. */
    realtime: Realtime
  }
}

export function registerRealtime(app: FastifyInstance): void {
  const realtime = createRealtime({
    redisUrl: app.deps.config.redisUrl,
    secret: process.env.REALTIME_SECRET || undefined,
    logger: app.log,
  })
  app.decorate('realtime', realtime)
  // Before the HTTP server closes, so open sockets do not hold it up.
  app.addHook('preClose', () => realtime.close())
  registerRealtimeSubscribers(app)

  route(app, getPlayerSettings, async ({ request, reply }) => {
    const session = await realtime.resolveSession(request.headers.cookie)
    if (!session) throw new HttpError(401, 'UNAUTHORIZED', 'Sign in to read your settings.')
    // The channel token is personal: never stored by a shared cache.
    reply.header('cache-control', 'no-store')
    return { realtime: realtime.settingsFor(session.playerId) }
  })
}
