// Load for the wallet bench: launches one real session per player, then plays slot spins with
// autocannon (each request a fresh idempotency key, players taken in turn) and one spin at a time.
import autocannon from 'autocannon'
import { BENCH_GAME, type BenchPlayer } from './seed.ts'

export interface Seat extends BenchPlayer {
  sessionId: string
}

export interface LoadResult {
  roundsPerSecond: number
  requests: number
  ok: number
  non2xx: number
  errors: number
  p50Ms: number
  p99Ms: number
  seconds: number
}

const BET_CENTS = 20

function headers(base: string, cookie: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    origin: base,
    cookie,
  }
}

export async function launchSeats(base: string, players: BenchPlayer[]): Promise<Seat[]> {
  const seats: Seat[] = []
  for (const player of players) {
    const response = await fetch(`${base}/api/game_sessions`, {
      method: 'POST',
      headers: headers(base, player.cookie),
      body: JSON.stringify({ game: BENCH_GAME, mode: 'real' }),
    })
    if (response.status !== 201) throw new Error(`launch ${response.status}: ${await response.text()}`)
    const { id } = (await response.json()) as { id: string }
    seats.push({ ...player, sessionId: id })
  }
  return seats
}

let keys = 0
const spinBody = (prefix: string) =>
  JSON.stringify({ action: 'spin', bet_cents: BET_CENTS, idempotency_key: `${prefix}-${++keys}` })

/** One spin at a time on one connection: the latency of a round alone (median of `count`). */
export async function singleSpinMs(base: string, seat: Seat, count: number): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const start = performance.now()
    const response = await fetch(`${base}/api/game_sessions/${seat.sessionId}/rounds`, {
      method: 'POST',
      headers: headers(base, seat.cookie),
      body: spinBody('single'),
    })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`spin ${response.status}`)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return Number((times[Math.floor(times.length / 2)] as number).toFixed(2))
}

/** Spins at `connections` for `seconds`, seat after seat (one in-flight round per seat at most). */
export async function spinLoad(
  base: string,
  seats: Seat[],
  connections: number,
  seconds: number,
  prefix: string,
): Promise<LoadResult> {
  let next = 0
  const started = performance.now()
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request: Record<string, unknown>) => {
          const seat = seats[next++ % seats.length] as Seat
          return {
            ...request,
            path: `/api/game_sessions/${seat.sessionId}/rounds`,
            headers: headers(base, seat.cookie),
            body: spinBody(prefix),
          }
        },
      },
    ],
  })
  const elapsed = (performance.now() - started) / 1000
  const ok = result['2xx']
  return {
    roundsPerSecond: Number((ok / elapsed).toFixed(1)),
    requests: result.requests.total,
    ok,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    seconds: Number(elapsed.toFixed(2)),
  }
}
