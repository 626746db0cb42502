// Realtime at scale (issue 11 target 5): 10,000 signed-in Socket.IO clients on one platform
// instance, then split over two instances joined by Redis. For a sample of players it times a
// real-money spin from request to that player's `balance` event, and reports the platform's memory
// per socket. Starts its own PostgreSQL, Redis and platform processes (sources through tsx) and
// stops them all. Run alone: `npx tsx apps/platform/scripts/bench-realtime.ts`; `npm run bench`
// reads the figures from BENCH_JSON. Env: BENCH_SOCKETS (10000), BENCH_ROUNDS (500),
// BENCH_ROUND_CONCURRENCY (20), BENCH_PHASES (one or two: only that variant), BENCH_CPU_PROF,
// BENCH_HEAP_SNAPSHOT, BENCH_PLATFORM_SRC (see realtime-bench/).
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startPostgres } from '../../../scripts/lib/postgres.mjs'
import { openDatabase } from '../src/db/client.ts'
import { seedDatabase } from '../src/seed/index.ts'
import { startRedisServer } from '../test/helpers/redis-server.ts'
import { type BenchClient, closeAll, connectAll } from './realtime-bench/clients.ts'
import { type BenchPlayer, fund, insertBenchPlayers, insertBenchSlot } from './realtime-bench/fixtures.ts'
import { type BenchPlatform, platformEntry, startBenchPlatform } from './realtime-bench/platform.ts'
import { describeProbe, phase, port, round1, rounds, stats } from './realtime-bench/report.ts'
import { guardServers } from './realtime-bench/sentinel.ts'

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000)
const ROUNDS = Math.min(Number(process.env.BENCH_ROUNDS ?? 500), SOCKETS)
const HANDSHAKE_CONCURRENCY = 100
const ROUND_CONCURRENCY = Number(process.env.BENCH_ROUND_CONCURRENCY ?? 20)
/** Spins one at a time first: the floor a round and its event take with nothing queued. */
const FLOOR_ROUNDS = 20
const MAX_RUN_MS = 5 * 60_000

const openFiles = Number(execSync('sh -c "ulimit -n"').toString().trim())
if (openFiles < SOCKETS + 1_000) {
  console.error(
    `ulimit -n is ${openFiles}: ${SOCKETS} client sockets need more (run \`ulimit -n 65536\` first)`,
  )
  process.exit(1)
}

const platforms: BenchPlatform[] = []
let clients: BenchClient[] = []
let postgres: Awaited<ReturnType<typeof startPostgres>> = null
let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined
let dismissSentinel = () => {}
let cleaning: Promise<void> | undefined
/** Stops whatever has started so far; safe to call twice. */
const cleanup = () => {
  cleaning ??= (async () => {
    closeAll(clients)
    for (const platform of platforms.splice(0)) await platform.stop()
    await redis?.stop()
    postgres?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
    dismissSentinel()
  })()
  return cleaning
}
// npm run bench stops a sub-bench past its time with SIGINT: stop the servers too, even mid-start.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void cleanup().finally(() => process.exit(1)))
}
// Bounded: past the limit everything is stopped and the bench fails.
const watchdog = setTimeout(() => {
  console.error(`bench-realtime: over ${MAX_RUN_MS / 1000} s, stopping`)
  void cleanup().finally(() => process.exit(1))
}, MAX_RUN_MS)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-bench-realtime-'))
postgres = await startPostgres()
if (!postgres) throw new Error('PostgreSQL binaries not found (Debian package postgresql)')
redis = await startRedisServer()
dismissSentinel = await guardServers(postgres.url, redis.url, dataDir)
const details: Record<string, unknown> = {
  sockets: SOCKETS,
  rounds: ROUNDS,
  ulimitN: openFiles,
  platform: platformEntry(),
  cpus: os.cpus().length,
}
const figures: Record<string, unknown>[] = []
/** Written after each phase, so a stopped run still leaves what it measured. */
const save = () => {
  if (process.env.BENCH_JSON)
    fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify({ figures, details }, null, 2))
}
try {
  let started = performance.now()
  const handle = await openDatabase({ databaseUrl: postgres.url, dataDir })
  await seedDatabase(handle.db, { catalogue: false })
  await insertBenchSlot(handle.db)
  const players: BenchPlayer[] = await insertBenchPlayers(handle.db, SOCKETS)
  const step = Math.max(1, Math.floor(SOCKETS / (ROUNDS + FLOOR_ROUNDS)))
  const sample = players.filter((_, i) => i % step === 0).slice(0, ROUNDS + FLOOR_ROUNDS)
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

  // One instance (BENCH_PHASES=two skips it).
  if (process.env.BENCH_PHASES !== 'two') {
    const one = await startBenchPlatform(await port(3340), env)
    platforms.push(one)
    await fetch(`${one.url}/health`)
    const idle = await one.probe()
    let cpu = phase(one)
    const connected = await connectAll(players, () => one.url, HANDSHAKE_CONCURRENCY)
    const connectCpu = cpu(players.length)
    clients = connected.clients
    const full = await one.probe()
    console.log(
      `One instance: ${clients.length} sockets connected in ${round1(connected.seconds)} s ` +
        `(${connected.errors.length} failed${connected.errors[0] ? `: ${connected.errors[0]}` : ''}); server sees ${full.sockets}, ${full.signedIn} in their player room`,
    )
    const memory = describeProbe('One instance', idle, full, full.signedIn)
    const oneSample = clients.filter((c) => sampled.has(c.player.id))
    await rounds(oneSample.slice(0, 5), () => one.url, 1) // warm-up: first queries, JIT
    const oneFloor = stats((await rounds(oneSample.slice(0, FLOOR_ROUNDS), () => one.url, 1)).timings)
    console.log(`One instance, one spin at a time: ${JSON.stringify(oneFloor)}`)
    cpu = phase(one)
    const single = await rounds(oneSample.slice(FLOOR_ROUNDS), () => one.url, ROUND_CONCURRENCY)
    const roundCpu = cpu(single.timings.length)
    console.log(
      `One instance CPU ms per handshake ${JSON.stringify(connectCpu)}, per launch + spin ${JSON.stringify(roundCpu)}`,
    )
    const singleStats = stats(single.timings)
    console.log(`One instance: ${JSON.stringify(singleStats)} at ${single.roundsPerSecond} rounds/s`)
    details.oneInstance = {
      connectCpu,
      roundCpu,
      floor: oneFloor,
      connectSeconds: round1(connected.seconds),
      connectErrors: connected.errors.length,
      server: full,
      memory,
      ...singleStats,
      roundErrors: single.errors,
      roundsPerSecond: single.roundsPerSecond,
    }
    figures.push(
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
    )
    save()
    closeAll(clients)
    clients = []
    await one.stop()
    platforms.length = 0
  }

  // BENCH_PHASES=one skips the two-instance variant.
  if (process.env.BENCH_PHASES !== 'one') {
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
    const twoSample = clients.filter((c) => sampled.has(c.player.id))
    const other = (client: BenchClient) => urls.find((url) => url !== client.url) as string
    await rounds(twoSample.slice(0, 5), other, 1)
    const twoFloor = stats((await rounds(twoSample.slice(0, FLOOR_ROUNDS), other, 1)).timings)
    console.log(`Two instances, one spin at a time on the other instance: ${JSON.stringify(twoFloor)}`)
    const two = await rounds(
      twoSample.slice(FLOOR_ROUNDS),
      (client, index) => (index % 2 === 0 ? client.url : other(client)),
      ROUND_CONCURRENCY,
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
      floorOnTheOtherInstance: twoFloor,
      ...twoStats,
      crossInstance: cross,
      roundErrors: two.errors,
      roundsPerSecond: two.roundsPerSecond,
    }
    figures.push(
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
    )
    save()
  }
} finally {
  await cleanup()
  clearTimeout(watchdog)
}
