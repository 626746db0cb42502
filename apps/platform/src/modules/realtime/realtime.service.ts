// Realtime channels (spec 1 §7) over Socket.IO. Public rooms `public:<channel>` take any socket
// that subscribes; the private room `player:<id>` is joined at handshake when the session cookie
// and the channel token name the same player. With REDIS_URL the Redis adapter carries every
// publish to the sockets of every instance (ARCHITECTURE.md "Scale-out").
import type { Server as HttpServer } from 'node:http'
import type { RealtimeSettings } from '@croupier/contract/player/get-player-settings'
import {
  isPublicChannel,
  type PrivateEvent,
  type PublicChannel,
  REALTIME_PATH,
  SUBSCRIBE,
  type SubscribeAck,
  UNSUBSCRIBE,
} from '@croupier/contract/realtime/channels'
import {
  PRIVATE_EVENT_SCHEMAS,
  PUBLIC_EVENT_SCHEMAS,
  type RealtimeEventMap,
} from '@croupier/contract/realtime/events'
import { createAdapter } from '@socket.io/redis-adapter'
import type { FastifyBaseLogger } from 'fastify'
import { createClient } from 'redis'
import { Server, type Socket } from 'socket.io'
import { z } from 'zod'
import { createChannelToken, createProcessSecret, verifyChannelToken } from './channel-token.ts'

/** Resolves the handshake's (or request's) cookie header to the signed-in player, or null for a guest. */
export type SessionResolver = (cookieHeader: string | undefined) => Promise<{ playerId: string } | null>

/** Until the accounts issue plugs in its sessions, everybody is a guest. */
export const guestSessionResolver: SessionResolver = async () => null

/** Each public channel carries the event of the same name today; the map leaves room for more. */
export type PublicChannelEvents = { [C in PublicChannel]: C }

export interface RealtimeOptions {
  redisUrl?: string | undefined
  /** REALTIME_SECRET; every instance behind one load balancer must share it. */
  secret?: string | undefined
  sessionResolver?: SessionResolver
  logger: FastifyBaseLogger
}

export interface Realtime {
  /** Starts Socket.IO on the platform's HTTP server (before listen); connects Redis when configured. */
  attach(httpServer: HttpServer): Promise<void>
  /** Emits to every subscriber of a public channel, on every instance. Throws on a bad payload. */
  publishPublic<C extends PublicChannel>(
    channel: C,
    event: PublicChannelEvents[C],
    payload: RealtimeEventMap[PublicChannelEvents[C]],
  ): void
  /** Emits to every socket of one player, on every instance. Throws on a bad payload. */
  publishToPlayer<E extends PrivateEvent>(playerId: string, event: E, payload: RealtimeEventMap[E]): void
  /** The session behind a cookie header, through the injected resolver. */
  resolveSession(cookieHeader: string | undefined): Promise<{ playerId: string } | null>
  /** The accounts module plugs its sessions in here. */
  setSessionResolver(resolver: SessionResolver): void
  /** What GET /api/player/settings returns under `realtime` for this player. */
  settingsFor(playerId: string): RealtimeSettings
  /** Disconnects every local socket (clients reconnect elsewhere) and Redis; leaves the HTTP server to Fastify. */
  close(): Promise<void>
  /** The Socket.IO server once attached (diagnostics and tests). */
  readonly io: Server | undefined
}

interface SocketData {
  playerId?: string
}

export const publicRoom = (channel: PublicChannel): string => `public:${channel}`
export const playerRoom = (playerId: string): string => `player:${playerId}`

function validate(event: string, schema: z.ZodType, payload: unknown): unknown {
  const result = schema.safeParse(payload)
  if (!result.success) {
    throw new Error(`Invalid realtime payload for ${event}: ${z.prettifyError(result.error)}`)
  }
  return result.data
}

export function createRealtime(options: RealtimeOptions): Realtime {
  const { logger } = options
  const secret = options.secret || createProcessSecret()
  if (!options.secret && options.redisUrl) {
    logger.warn('REALTIME_SECRET is not set: channel tokens only work on the instance that issued them')
  }
  let resolver = options.sessionResolver ?? guestSessionResolver
  let io: Server | undefined
  let redisClients: ReturnType<typeof createClient>[] = []

  async function authorise(socket: Socket): Promise<string | undefined> {
    const session = await resolver(socket.handshake.headers.cookie)
    if (!session) return undefined
    const token: unknown = socket.handshake.auth?.token
    if (typeof token !== 'string' || !verifyChannelToken(secret, session.playerId, token)) {
      logger.debug({ playerId: session.playerId }, 'realtime: channel token does not match the session')
      return undefined
    }
    return session.playerId
  }

  function onConnection(socket: Socket): void {
    const { playerId } = socket.data as SocketData
    if (playerId) void socket.join(playerRoom(playerId))

    const membership = (join: boolean) => async (channel: unknown, ack?: unknown) => {
      const ok = isPublicChannel(channel)
      if (ok) await (join ? socket.join(publicRoom(channel)) : socket.leave(publicRoom(channel)))
      if (typeof ack === 'function') ack({ ok } satisfies SubscribeAck)
    }
    socket.on(SUBSCRIBE, membership(true))
    socket.on(UNSUBSCRIBE, membership(false))
  }

  return {
    get io() {
      return io
    },

    async attach(httpServer) {
      if (io) throw new Error('Realtime is already attached')
      let adapter: ReturnType<typeof createAdapter> | undefined
      if (options.redisUrl) {
        const pub = createClient({ url: options.redisUrl })
        const sub = pub.duplicate()
        for (const client of [pub, sub]) {
          client.on('error', (err: unknown) => logger.error({ err }, 'realtime: redis error'))
        }
        redisClients = [pub, sub]
        await Promise.all([pub.connect(), sub.connect()])
        adapter = createAdapter(pub, sub)
      }
      // No CORS: browsers reach the socket through the web origin (proxy or ingress).
      const server = new Server(httpServer, { path: REALTIME_PATH, serveClient: false, adapter })
      server.use((socket, next) => {
        authorise(socket).then(
          (playerId) => {
            ;(socket.data as SocketData).playerId = playerId
            next()
          },
          (err: unknown) => {
            // A failing session store degrades the socket to a guest rather than refusing it.
            logger.error({ err }, 'realtime: session resolution failed')
            next()
          },
        )
      })
      server.on('connection', onConnection)
      io = server
    },

    publishPublic(channel, event, payload) {
      if (!isPublicChannel(channel)) throw new Error(`Unknown public channel ${String(channel)}`)
      const data = validate(event, PUBLIC_EVENT_SCHEMAS[event], payload)
      io?.to(publicRoom(channel)).emit(event, data)
    },

    publishToPlayer(playerId, event, payload) {
      const schema = PRIVATE_EVENT_SCHEMAS[event] as z.ZodType | undefined
      if (!schema) throw new Error(`Unknown private event ${String(event)}`)
      if (!playerId) throw new Error('publishToPlayer needs a player id')
      const data = validate(event, schema, payload)
      io?.to(playerRoom(playerId)).emit(event, data)
    },

    resolveSession(cookieHeader) {
      return resolver(cookieHeader)
    },

    setSessionResolver(next) {
      resolver = next
    },

    settingsFor(playerId) {
      // `/` = the page's origin: the web server (or ingress) routes /socket.io to the platform.
      return { url: '/', path: REALTIME_PATH, user: createChannelToken(secret, playerId) }
    },

    async close() {
      const server = io
      io = undefined
      if (server) {
        // Not server.close(): that would also close the HTTP server Fastify still owns. Closing
        // the engine drops transports without a disconnect packet, so clients reconnect.
        await Promise.allSettled([...server._nsps.values()].map(async (nsp) => nsp.adapter.close()))
        server.engine.close()
      }
      const clients = redisClients
      redisClients = []
      await Promise.allSettled(clients.map((client) => client.quit()))
    },
  }
}
