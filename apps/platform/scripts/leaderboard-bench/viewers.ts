// The leaderboard bench's players as browsers see the open tournament page (apps/web/app/lib/realtime.ts,
// features/tournaments/hooks/use-live-board.ts): signed in with the session cookie and the channel
// token from GET /api/player/settings, subscribed to the public tournaments_leaderboards, and
// receiving their own tournaments_statuses. Every wait is bounded.
import { randomUUID } from 'node:crypto'
import { buildPath } from '@croupier/contract/endpoint'
import { launchGame } from '@croupier/contract/play/launch-game'
import { playRound } from '@croupier/contract/play/play-round'
import { getPlayerSettings } from '@croupier/contract/player/get-player-settings'
import { REALTIME_PATH, SUBSCRIBE } from '@croupier/contract/realtime/channels'
import { confirmTournament } from '@croupier/contract/tournaments/confirm-tournament'
import { io, type Socket } from 'socket.io-client'
import { SESSION_COOKIE } from '../../src/http/session.ts'
import { BENCH_SLOT, type BenchPlayer } from '../realtime-bench/fixtures.ts'

const WAIT_MS = 10_000

export interface Viewer {
  player: BenchPlayer
  socket: Socket
  sessionId: string
  /** The player's own standing as pushed: arrival time and score. */
  statuses: { at: number; score: number }[]
  waiters: (() => void)[]
  /** Public leaderboard events received for the bench's tournament. */
  boards: number
}

export const headers = (url: string, player: BenchPlayer | null): Record<string, string> => ({
  ...(player ? { cookie: `${SESSION_COOKIE}=${player.token}` } : {}),
  'x-requested-with': 'XMLHttpRequest',
  origin: url,
  'content-type': 'application/json',
})

async function call(url: string, player: BenchPlayer, method: string, path: string, body?: unknown) {
  const response = await fetch(url + path, {
    method,
    headers: headers(url, player),
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
  return response.json() as Promise<Record<string, unknown>>
}

/** Joins the tournament, opens a real session of the bench slot and the signed-in socket. */
export async function seat(url: string, player: BenchPlayer, tournamentId: string): Promise<Viewer> {
  await call(url, player, 'POST', buildPath(confirmTournament.path, { id: tournamentId }), {})
  const session = await call(url, player, 'POST', launchGame.path, { game: BENCH_SLOT, mode: 'real' })
  const settings = await call(url, player, 'GET', getPlayerSettings.path)
  const socket = io(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: WAIT_MS,
    extraHeaders: { cookie: `${SESSION_COOKIE}=${player.token}` },
    auth: { token: (settings.realtime as { user: string }).user },
  })
  const viewer: Viewer = {
    player,
    socket,
    sessionId: String(session.id),
    statuses: [],
    waiters: [],
    boards: 0,
  }
  socket.on('tournaments_statuses', (payload: { tournament_id: string; score: number }) => {
    if (payload.tournament_id !== tournamentId) return
    viewer.statuses.push({ at: performance.now(), score: payload.score })
    for (const waiter of viewer.waiters.splice(0)) waiter()
  })
  socket.on('tournaments_leaderboards', (payload: { tournament_id: string }) => {
    if (payload.tournament_id === tournamentId) viewer.boards++
  })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket not connected within 10 s')), WAIT_MS)
    socket.once('connect', () => {
      clearTimeout(timer)
      resolve()
    })
    socket.once('connect_error', reject)
  })
  await socket.timeout(WAIT_MS).emitWithAck(SUBSCRIBE, 'tournaments_leaderboards')
  return viewer
}

export interface RoundTiming {
  /** HTTP answer of the round → the first tournaments_statuses with a score ≥ the round's, ms (0 if before). */
  screenMs: number
  /** Request sent → that event: the round and its screen update together, ms. */
  sentToScreenMs: number
  answerMs: number
}

/** One spin; resolves when the player's pushed score reaches `expected` (the bench's own count). */
export async function timedRound(
  url: string,
  viewer: Viewer,
  betCents: number,
  expected: number,
): Promise<RoundTiming> {
  const sent = performance.now()
  await call(url, viewer.player, 'POST', buildPath(playRound.path, { id: viewer.sessionId }), {
    action: 'spin',
    idempotency_key: randomUUID(),
    bet_cents: betCents,
  })
  const answered = performance.now()
  const reached = () => viewer.statuses.find((s) => s.at >= sent && s.score >= expected)
  const hit =
    reached() ??
    (await new Promise<{ at: number; score: number }>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no tournaments_statuses with score ≥ ${expected} within 10 s`)),
        WAIT_MS,
      )
      const check = () => {
        const found = reached()
        if (!found) return void viewer.waiters.push(check)
        clearTimeout(timer)
        resolve(found)
      }
      viewer.waiters.push(check)
    }))
  // A push can beat the HTTP answer (dispatch runs right after commit): that is 0 ms to the screen.
  return {
    screenMs: Math.max(0, hit.at - answered),
    sentToScreenMs: hit.at - sent,
    answerMs: answered - sent,
  }
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
