// Realtime at scale (issue 11 target 5): 10,000 signed-in Socket.IO clients on one platform
// instance, then split over two instances joined by Redis. For a sample of players it times a
// real-money spin from request to that player's `balance` event, and reports the platform's memory
// per socket. Starts its own PostgreSQL, Redis and platform processes (sources through tsx) and
// stops them all. Run alone: `npx tsx apps/platform/scripts/bench-realtime.ts`; `npm run bench`
// reads the figures from BENCH_JSON. Env: BENCH_SOCKETS (10000), BENCH_ROUNDS (500),
// BENCH_ROUND_CONCURRENCY (20).
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startPostgres } from '../../../scripts/lib/postgres.mjs'
import { freePort } from '../../../scripts/lib/processes.mjs'
import { openDatabase } from '../src/db/client.ts'
import { seedDatabase } from '../src/seed/index.ts'
import { startRedisServer } from '../test/helpers/redis-server.ts'
import {
  type BenchClient,
  closeAll,
  connectAll,
  launchReal,
  pool,
  type RoundTiming,
  timedSpin,
} from './realtime-bench/clients.ts'
import { type BenchPlayer, fund, insertBenchPlayers, insertBenchSlot } from './realtime-bench/fixtures.ts'
import { type BenchPlatform, type Probe, startBenchPlatform } from './realtime-bench/platform.ts'

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000)
const ROUNDS = Math.min(Number(process.env.BENCH_ROUNDS ?? 500), SOCKETS)
const HANDSHAKE_CONCURRENCY = 100
const ROUND_CONCURRENCY = Number(process.env.BENCH_ROUND_CONCURRENCY ?? 20)
const MAX_RUN_MS = 5 * 60_000

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number)
    : Number.NaN
const round1 = (n: number) => Math.round(n * 10) / 10
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`

function stats(timings: RoundTiming[]) {
  const events = timings.map((t) => t.eventMs).sort((a, b) => a - b)
  const answers = timings.map((t) => t.answerMs).sort((a, b) => a - b)
  // What realtime adds on top of the round: the event's arrival minus the HTTP answer's.
  const lags = timings.map((t) => t.eventMs - t.answerMs).sort((a, b) => a - b)
  return {
    rounds: timings.length,
    eventP50Ms: round1(percentile(events, 50)),
    eventP95Ms: round1(percentile(events, 95)),
    eventP99Ms: round1(percentile(events, 99)),
    answerP50Ms: round1(percentile(answers, 50)),
    answerP99Ms: round1(percentile(answers, 99)),
    eventBeforeAnswer: timings.filter((t) => t.eventFirst).length,
    lagAfterAnswerP50Ms: round1(percentile(lags, 50)),
    lagAfterAnswerP99Ms: round1(percentile(lags, 99)),
  }
}

/** Launches a real session per sampled client, then times one spin each, `ROUND_CONCURRENCY` at a time. */
async function rounds(sample: BenchClient[], urlFor: (client: BenchClient, index: number) => string) {
  const sessions = await pool(sample, ROUND_CONCURRENCY, async (client, index) => ({
    client,
    url: urlFor(client, index),
    id: await launchReal(urlFor(client, index), client),
  }))
  if (sessions.errors.length) console.warn(`launch errors: ${sessions.errors.slice(0, 3).join('; ')}`)
  const started = performance.now()
  const timed = await pool(sessions.results, ROUND_CONCURRENCY, ({ client, url, id }) =>
    timedSpin(url, client, id),
  )
  if (timed.errors.length) console.warn(`round errors: ${timed.errors.slice(0, 3).join('; ')}`)
  const seconds = (performance.now() - started) / 1000
  return {
    timings: timed.results,
    errors: timed.errors.length,
    roundsPerSecond: round1(timed.results.length / seconds),
  }
}

function describeProbe(label: string, before: Probe, after: Probe, signedIn: number) {
  const bytesPerSocket = Math.round((after.rss - before.rss) / Math.max(1, signedIn))
  const heapPerSocket = Math.round((after.heapUsed - before.heapUsed) / Math.max(1, signedIn))
  console.log(
    `${label}: RSS ${mb(before.rss)} → ${mb(after.rss)}, heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)}: ` +
      `${bytesPerSocket} B RSS and ${heapPerSocket} B heap per socket`,
  )
  return { before, after, bytesPerSocket, heapPerSocket }
}

async function port(preferred: number): Promise<number> {
  const free = await freePort()
  try {
    const net = await import('node:net')
    await new Promise<void>((resolve, reject) => {
      const server = net.createServer().once('error', reject)
      server.listen(preferred, '127.0.0.1', () => server.close(() => resolve()))
    })
    return preferred
  } catch {
    return free
  }
}

const openFiles = Number(execSync('sh -c "ulimit -n"').toString().trim())
if (openFiles < SOCKETS + 1_000) {
  console.error(
    `ulimit -n is ${openFiles}: ${SOCKETS} client sockets need more (run \`ulimit -n 65536\` first)`,
  )
  process.exit(1)
}
const watchdog = setTimeout(() => {
  console.error(`bench-realtime: over ${MAX_RUN_MS / 1000} s, giving up`)
  process.exit(1)
}, MAX_RUN_MS)
watchdog.unref()

const postgres = await startPostgres()
if (!postgres) throw new Error('PostgreSQL binaries not found (Debian package postgresql)')
const redis = await startRedisServer()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-bench-realtime-'))
const platforms: BenchPlatform[] = []
let clients: BenchClient[] = []
const details: Record<string, unknown> = {
  sockets: SOCKETS,
  rounds: ROUNDS,
  ulimitN: openFiles,
  cpus: os.cpus().length,
}
try {
  let started = performance.now()
  const handle = await openDatabase({ databaseUrl: postgres.url, dataDir })
  await seedDatabase(handle.db, { catalogue: false })
  await insertBenchSlot(handle.db)
  const players: BenchPlayer[] = await insertBenchPlayers(handle.db, SOCKETS)
  const sample = players.filter((_, i) => i % Math.floor(SOCKETS / ROUNDS) === 0).slice(0, ROUNDS)
  await fund(handle.db, sample, 1_000_000)
  await handle.close()
  details.setupSeconds = round1((performance.now() - started) / 1000)
  console.log(`${SOCKETS} players with sessions, ${sample.length} funded, in ${details.setupSeconds} s`)
  const sampled = new Set(sample.map((p) => p.id))
  const env = {
    DATABASE_URL: postgres.url,
    DATA_DIR: dataDir,
    REALTIME_SECRET: 'bench-realtime-shared-secret',
  }

  // One instance.
  const one = await startBenchPlatform(await port(3340), env)
  platforms.push(one)
  await fetch(`${one.url}/health`)
  const idle = await one.probe()
  const connected = await connectAll(players, () => one.url, HANDSHAKE_CONCURRENCY)
  clients = connected.clients
  const full = await one.probe()
  console.log(
    `One instance: ${clients.length} sockets connected in ${round1(connected.seconds)} s ` +
      `(${connected.errors.length} failed${connected.errors[0] ? `: ${connected.errors[0]}` : ''}); server sees ${full.sockets}, ${full.signedIn} in their player room`,
  )
  const memory = describeProbe('One instance', idle, full, full.signedIn)
  const single = await rounds(
    clients.filter((c) => sampled.has(c.player.id)),
    () => one.url,
  )
  const singleStats = stats(single.timings)
  console.log(`One instance: ${JSON.stringify(singleStats)} at ${single.roundsPerSecond} rounds/s`)
  details.oneInstance = {
    connectSeconds: round1(connected.seconds),
    connectErrors: connected.errors.length,
    server: full,
    memory,
    ...singleStats,
    roundErrors: single.errors,
    roundsPerSecond: single.roundsPerSecond,
  }
  closeAll(clients)
  clients = []
  await one.stop()
  platforms.length = 0

  // Two instances over Redis: half the clients on each, rounds alternately on the same and the other.
  started = performance.now()
  const twoEnv = { ...env, REDIS_URL: redis.url }
  const a = await startBenchPlatform(await port(3341), twoEnv)
  platforms.push(a)
  const b = await startBenchPlatform(await port(3342), twoEnv)
  platforms.push(b)
  const urls = [a.url, b.url]
  const pair = await connectAll(players, (index) => urls[index % 2] as string, HANDSHAKE_CONCURRENCY)
  clients = pair.clients
  const [pa, pb] = await Promise.all([a.probe(), b.probe()])
  const twoSignedIn = pa.signedIn + pb.signedIn
  console.log(
    `Two instances: ${clients.length} sockets in ${round1(pair.seconds)} s (${pair.errors.length} failed); ` +
      `server rooms ${pa.signedIn} + ${pb.signedIn} = ${twoSignedIn}`,
  )
  const two = await rounds(
    clients.filter((c) => sampled.has(c.player.id)),
    (client, index) => (index % 2 === 0 ? client.url : (urls.find((url) => url !== client.url) as string)),
  )
  const twoStats = stats(two.timings)
  const cross = stats(two.timings.filter((t) => t.crossInstance))
  console.log(
    `Two instances: ${JSON.stringify(twoStats)}; rounds on the other instance: p99 ${cross.eventP99Ms} ms`,
  )
  details.twoInstances = {
    connectSeconds: round1(pair.seconds),
    connectErrors: pair.errors.length,
    servers: [pa, pb],
    ...twoStats,
    crossInstance: cross,
    roundErrors: two.errors,
    roundsPerSecond: two.roundsPerSecond,
  }

  const figures = [
    {
      id: 'realtime.signedInSockets',
      label: 'signed-in Socket.IO clients in their player room, one platform instance',
      value: full.signedIn,
      unit: 'sockets',
      target: 10_000,
      better: 'higher',
    },
    {
      id: 'realtime.balanceP99Ms',
      label: `real-money spin → its balance event, p99, ${single.timings.length} spins at concurrency ${ROUND_CONCURRENCY}, ${full.signedIn} sockets`,
      value: singleStats.eventP99Ms,
      unit: 'ms',
      target: 200,
      better: 'lower',
    },
    {
      id: 'realtime.bytesPerSocket',
      label: 'platform RSS growth per signed-in socket',
      value: memory.bytesPerSocket,
      unit: 'bytes',
      target: null,
      better: 'lower',
    },
    {
      id: 'realtime.twoInstances.signedInSockets',
      label: 'signed-in sockets over two instances through Redis',
      value: twoSignedIn,
      unit: 'sockets',
      target: 10_000,
      better: 'higher',
    },
    {
      id: 'realtime.twoInstances.balanceP99Ms',
      label: 'spin → balance event p99, two instances (half the rounds on the other instance)',
      value: twoStats.eventP99Ms,
      unit: 'ms',
      target: 200,
      better: 'lower',
    },
  ]
  if (process.env.BENCH_JSON)
    fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify({ figures, details }, null, 2))
} finally {
  closeAll(clients)
  for (const platform of platforms) await platform.stop()
  await redis.stop()
  postgres.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
  clearTimeout(watchdog)
}
