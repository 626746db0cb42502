// The browser's realtime client (spec 1 §7 "Real-time channels"). socket.io-client is imported
// on demand, so it is a lazy chunk outside the initial bundle. Socket.IO drops events while the
// client is away, so every reconnect asks the caller to re-fetch what matters (ARCHITECTURE.md
// "Scale-out"): balance, bonuses, notifications.
import type { RealtimeSettings } from '@croupier/contract/player/get-player-settings'
import {
  isRealtimeEventName,
  PUBLIC_CHANNELS,
  REALTIME_PATH,
  type RealtimeEventName,
  SUBSCRIBE,
} from '@croupier/contract/realtime/channels'
import type { RealtimeEventMap } from '@croupier/contract/realtime/events'
import { on } from './events'

/** Exponential backoff with jitter between reconnection attempts. */
export const RECONNECT_OPTIONS = {
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 30_000,
  randomizationFactor: 0.5,
} as const

export interface RealtimeConnectOptions {
  path: string
  withCredentials: true
  auth: { token?: string }
  reconnection: true
  reconnectionDelay: number
  reconnectionDelayMax: number
  randomizationFactor: number
}

/** The part of a socket.io-client Socket this client uses (tests inject a fake). */
export interface RealtimeSocket {
  on(event: 'connect', listener: () => void): unknown
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown
  emit(event: string, ...args: unknown[]): unknown
  disconnect(): unknown
}

export type IoFactory = (url: string, options: RealtimeConnectOptions) => RealtimeSocket

export interface StartRealtimeOptions {
  /** The signed-in player's `realtime` settings, or null for a guest (public channels only). */
  getSettings: () => Promise<RealtimeSettings | null>
  onEvent: (name: RealtimeEventName, payload: unknown) => void
  /** Called after every reconnection (not the first connect): re-fetch balance, notifications… */
  onReconnect: () => void
}

async function loadSocketIo(): Promise<IoFactory> {
  const { io } = await import('socket.io-client')
  return (url, options) => io(url, options)
}

/**
 * Connects to the platform's Socket.IO (same origin), subscribes to the public channels and,
 * with a channel token, receives the player's private events. Returns `stop`.
 */
export function startRealtime(options: StartRealtimeOptions, ioFactory?: IoFactory): () => void {
  let stopped = false
  let socket: RealtimeSocket | undefined

  void Promise.all([ioFactory ?? loadSocketIo(), options.getSettings().catch(() => null)]).then(
    ([io, settings]) => {
      if (stopped) return
      // `/` and a missing url both mean the page's own origin.
      socket = io(settings?.url || '/', {
        path: settings?.path || REALTIME_PATH,
        withCredentials: true,
        auth: settings ? { token: settings.user } : {},
        reconnection: true,
        ...RECONNECT_OPTIONS,
      })
      let connections = 0
      socket.on('connect', () => {
        connections += 1
        // Rooms do not survive a reconnect: subscribe on every connect.
        for (const channel of PUBLIC_CHANNELS) socket?.emit(SUBSCRIBE, channel)
        if (connections > 1) options.onReconnect()
      })
      socket.onAny((name, payload) => {
        if (isRealtimeEventName(name)) options.onEvent(name, payload)
      })
    },
    (error: unknown) => console.error('REALTIME_START_ERROR', error),
  )

  return () => {
    stopped = true
    socket?.disconnect()
    socket = undefined
  }
}

/**
 * Listens to one realtime event on the client event bus. The platform validated the payload
 * against the contract before emitting it, so it is typed, not re-parsed.
 */
export function onRealtimeEvent<K extends RealtimeEventName>(
  name: K,
  handler: (payload: RealtimeEventMap[K]) => void,
): () => void {
  return on('realtime', (event) => {
    if (event.name === name) handler(event.payload as RealtimeEventMap[K])
  })
}
