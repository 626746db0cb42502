// The bench's Socket.IO clients, signed in as the web client does (apps/web/app/lib/realtime.ts):
// the channel token from GET /api/player/settings with the session cookie, then the handshake with
// that cookie and `auth.token`. WebSocket transport only (the browser starts with polling and
// upgrades; the room join happens at the handshake either way). Every wait is bounded.
import { randomUUID } from 'node:crypto'
import { buildPath } from '@croupier/contract/endpoint'
import { launchGame } from '@croupier/contract/play/launch-game'
import { playRound } from '@croupier/contract/play/play-round'
import { getPlayerSettings } from '@croupier/contract/player/get-player-settings'
import { REALTIME_PATH } from '@croupier/contract/realtime/channels'
import { io, type Socket } from 'socket.io-client'
import { SESSION_COOKIE } from '../../src/http/session.ts'
import type { BenchPlayer } from './fixtures.ts'
import { BENCH_SLOT } from './fixtures.ts'

const WAIT_MS = 10_000

export interface BenchClient {
  player: BenchPlayer
  /** The platform this client's socket is connected to. */
  url: string
  socket: Socket
  balances: { at: number; amount: number }[]
  waiters: ((event: { at: number; amount: number }) => void)[]
}

const cookieOf = (player: BenchPlayer) => `${SESSION_COOKIE}=${player.token}`

function headers(url: string, player: BenchPlayer): Record<string, string> {
  // The CSRF guard wants X-Requested-With and the request's own origin.
  return {
    cookie: cookieOf(player),
    'x-requested-with': 'XMLHttpRequest',
    origin: url,
    'content-type': 'application/json',
  }
}

async function channelToken(url: string, player: BenchPlayer): Promise<string> {
  const response = await fetch(url + getPlayerSettings.path, { headers: { cookie: cookieOf(player) } })
  if (!response.ok) throw new Error(`settings answered ${response.status}`)
  return ((await response.json()) as { realtime: { user: string } }).realtime.user
}

async function connect(url: string, player: BenchPlayer): Promise<BenchClient> {
  const token = await channelToken(url, player)
  const socket = io(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: WAIT_MS,
    extraHeaders: { cookie: cookieOf(player) },
    auth: { token },
  })
  const client: BenchClient = { player, url, socket, balances: [], waiters: [] }
  socket.on('balance', (payload: { amount_cents: number }) => {
    const event = { at: performance.now(), amount: payload.amount_cents }
    client.balances.push(event)
    for (const waiter of client.waiters.splice(0)) waiter(event)
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return client
}

/** Runs `task` over `items` with at most `concurrency` at a time; collects failures. */
export async function pool<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = []
  const errors: string[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++
        try {
          results.push(await task(items[index] as T, index))
        } catch (error) {
          errors.push(error instanceof Error ? error.message : String(error))
        }
      }
    }),
  )
  return { results, errors }
}

/** Connects every player to `urlFor(index)`, `concurrency` handshakes at a time. */
export async function connectAll(
  players: readonly BenchPlayer[],
  urlFor: (index: number) => string,
  concurrency: number,
) {
  const started = performance.now()
  const { results, errors } = await pool(players, concurrency, (player, index) =>
    connect(urlFor(index), player),
  )
  const seconds = (performance.now() - started) / 1000
  return { clients: results, errors, seconds }
}

export function closeAll(clients: readonly BenchClient[]): void {
  for (const client of clients) client.socket.disconnect()
}

/** Opens a real-money session of the bench slot for the client's player on `url`. */
export async function launchReal(url: string, client: BenchClient): Promise<string> {
  const response = await fetch(url + launchGame.path, {
    method: 'POST',
    headers: headers(url, client.player),
    body: JSON.stringify({ game: BENCH_SLOT, mode: 'real' }),
  })
  if (response.status !== 201) throw new Error(`launch answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { id: string }).id
}

export interface RoundTiming {
  /** Request sent → the `balance` event carrying the round's final balance, ms. */
  eventMs: number
  /** Request sent → HTTP answer, ms. */
  answerMs: number
  /** True when the event arrived before the HTTP answer. */
  eventFirst: boolean
  crossInstance: boolean
}

/** One spin on `url`; resolves when both the answer and the matching balance event are in. */
export async function timedSpin(url: string, client: BenchClient, sessionId: string): Promise<RoundTiming> {
  const sent = performance.now()
  const seen = client.balances.length
  const response = await fetch(url + buildPath(playRound.path, { id: sessionId }), {
    method: 'POST',
    headers: headers(url, client.player),
    body: JSON.stringify({ action: 'spin', idempotency_key: randomUUID(), bet_cents: 100 }),
  })
  const answered = performance.now()
  if (response.status !== 200) throw new Error(`round answered ${response.status}: ${await response.text()}`)
  const balance = ((await response.json()) as { balance_cents: number }).balance_cents
  const arrived = client.balances.slice(seen).find((event) => event.amount === balance)
  const event =
    arrived ??
    (await new Promise<{ at: number; amount: number }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('balance event not received within 10 s')), WAIT_MS)
      const wait = (candidate: { at: number; amount: number }) => {
        if (candidate.amount !== balance) return void client.waiters.push(wait)
        clearTimeout(timer)
        resolve(candidate)
      }
      client.waiters.push(wait)
    }))
  return {
    eventMs: event.at - sent,
    answerMs: answered - sent,
    eventFirst: event.at < answered,
    crossInstance: url !== client.url,
  }
}
