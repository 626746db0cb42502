// Helpers for the realtime tests: a real listening platform on a loopback ephemeral port and
// socket.io-client sockets against it. Every wait is bounded.

import type { AddressInfo } from 'node:net'
import * as api from '@croupier/contract/api.generated'
import { REALTIME_PATH, type SubscribeAck } from '@croupier/contract/realtime/channels'
import type { FastifyInstance } from 'fastify'
import { io, type Socket } from 'socket.io-client'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import { openDatabase } from '../../src/db/client.ts'
import type { SessionResolver } from '../../src/modules/realtime/realtime.service.ts'
import { inject } from './call.ts'

export const WAIT_MS = 5_000

/** Test sessions: the cookie `test_session=<playerId>` signs the player in. */
export const TEST_SESSION_COOKIE = 'test_session'
export const cookieSessionResolver: SessionResolver = async (cookieHeader) => {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${TEST_SESSION_COOKIE}=([^;]+)`))
  return match?.[1] ? { playerId: decodeURIComponent(match[1]) } : null
}
export const sessionCookie = (playerId: string): string => `${TEST_SESSION_COOKIE}=${playerId}`

export interface RunningPlatform {
  app: FastifyInstance
  url: string
  close(): Promise<void>
}

export async function startPlatform(env: Record<string, string> = {}): Promise<RunningPlatform> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', SEED: 'false', ...env })
  const database = await openDatabase({ dataDir: 'memory://' })
  const app = await buildApp({ config, db: database.db })
  app.realtime.setSessionResolver(cookieSessionResolver)
  await app.realtime.attach(app.server)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

/** The channel token GET /api/player/settings hands to this player. */
export async function channelToken(app: FastifyInstance, playerId: string): Promise<string> {
  const response = await inject(app, api.getPlayerSettings, { cookie: sessionCookie(playerId) })
  if (response.statusCode !== 200) throw new Error(`settings answered ${response.statusCode}`)
  return (response.json() as { realtime: { user: string } }).realtime.user
}

function withTimeout<T>(promise: Promise<T>, what: string, ms = WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms waiting for ${what}`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

export interface TestSocket {
  socket: Socket
  /** Every event received so far, in order. */
  received: { name: string; payload: unknown }[]
  /** Resolves with the payload of the oldest not yet taken event of that name, waiting if none. */
  next(name: string): Promise<unknown>
  subscribe(channel: string): Promise<SubscribeAck>
  close(): void
}

export async function connectSocket(
  url: string,
  options: { cookie?: string; token?: string } = {},
): Promise<TestSocket> {
  const socket = io(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: options.cookie ? { cookie: options.cookie } : {},
    auth: options.token ? { token: options.token } : {},
  })
  const received: TestSocket['received'] = []
  const taken = new Set<TestSocket['received'][number]>()
  const waiters: { name: string; resolve: (payload: unknown) => void }[] = []
  socket.onAny((name: string, payload: unknown) => {
    const event = { name, payload }
    received.push(event)
    const waiter = waiters.find((w) => w.name === name)
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1)
      taken.add(event)
      waiter.resolve(payload)
    }
  })
  await withTimeout(
    new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('connect_error', reject)
    }),
    `connect to ${url}`,
  )
  return {
    socket,
    received,
    next(name) {
      const seen = received.find((event) => event.name === name && !taken.has(event))
      if (seen) {
        taken.add(seen)
        return Promise.resolve(seen.payload)
      }
      return withTimeout(new Promise((resolve) => waiters.push({ name, resolve })), `event ${name}`)
    },
    subscribe(channel) {
      return socket.timeout(WAIT_MS).emitWithAck('subscribe', channel) as Promise<SubscribeAck>
    },
    close() {
      socket.disconnect()
    },
  }
}

/** Polls until `check` passes or the wait runs out. */
export async function eventually(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${WAIT_MS} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
