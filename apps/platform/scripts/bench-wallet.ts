// Wallet rounds on PostgreSQL (issue #11 target 4): finished real slot rounds per second with 200
// players at concurrency 100, p99, the ledger invariants afterwards, and whether a round's cost grows
// with history (10,000 vs 1,000,000 ledger rows). Starts its own throwaway PostgreSQL (fsync,
// synchronous_commit and full_page_writes off: scripts/lib/postgres.mjs) and the compiled platform
// (esbuild into apps/platform/.tmp/wallet-bench, as scripts/build-servers.mjs builds it). Run alone with
// `npx tsx apps/platform/scripts/bench-wallet.ts`; BENCH_JSON=<file> writes the figures there.
// Issue #12: 200 more players each stake an activated bonus's money (their cash is 0), in slices
// alternating with the cash players on the 10k database; the ratio of their rates (target ≥ 0.85).
// WALLET_BENCH_SECONDS (default 10) sets each load's length; WALLET_BENCH_STATEMENTS=1 logs every
// statement of three spins to apps/platform/.tmp/wallet-bench/statements-{10k,bonus,1m}.log; WALLET_BENCH_CPU_PROF=1 writes
// the platform's CPU profile there.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
// @ts-expect-error plain JavaScript helpers shared by the repository's scripts
import { startPostgres } from '../../../scripts/lib/postgres.mjs'
// @ts-expect-error plain JavaScript helpers shared by the repository's scripts
import { freePort, waitForHttp } from '../../../scripts/lib/processes.mjs'
import { openDatabase } from '../src/db/client.ts'
import { activateBenchBonuses } from './wallet-bench/bonus.ts'
import { buildPlatform } from './wallet-bench/build.ts'
import { bareFloor } from './wallet-bench/floor.ts'
import { checkInvariants, fillHistory } from './wallet-bench/ledger-checks.ts'
import { type LoadResult, launchSeats, type Seat, singleSpinMs, spinLoad } from './wallet-bench/load.ts'
import { BENCH_GAME, seedBench, seedPlayers } from './wallet-bench/seed.ts'

const PLAYERS = 200
const CONNECTIONS = 100
const SECONDS = Number(process.env.WALLET_BENCH_SECONDS ?? 10)
// Under apps/platform so the compiled server resolves the platform's own node_modules first.
const workDir = path.resolve(import.meta.dirname, '../.tmp/wallet-bench')

async function startPlatform(url: string, port: number): Promise<ChildProcess> {
  const server = await buildPlatform(workDir)
  const profile = process.env.WALLET_BENCH_CPU_PROF === '1' ? ['--cpu-prof', `--cpu-prof-dir=${workDir}`] : []
  const log = fs.openSync(path.join(workDir, 'platform.log'), 'w')
  const child = spawn(process.execPath, [...profile, server], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PLATFORM_PORT: String(port),
      SEED: 'false',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', log, log],
  })
  await waitForHttp(`http://127.0.0.1:${port}/health`, 60_000)
  return child
}

async function stopPlatform(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  await client.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function setStatementLog(url: string, on: boolean): Promise<string> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(`ALTER SYSTEM SET log_min_duration_statement = ${on ? 0 : -1}`)
  await client.query('SELECT pg_reload_conf()')
  const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory')
  await client.end()
  return path.join(path.dirname(rows[0]?.data_directory ?? ''), 'log')
}

/** With WALLET_BENCH_STATEMENTS=1: every statement of three spins, with its time, into `file`. */
async function logStatements(url: string, base: string, seat: Seat, file: string): Promise<void> {
  if (process.env.WALLET_BENCH_STATEMENTS !== '1') return
  const logFile = await setStatementLog(url, true)
  const logStart = fs.statSync(logFile).size
  await singleSpinMs(base, seat, 3)
  await setStatementLog(url, false)
  fs.writeFileSync(path.join(workDir, file), fs.readFileSync(logFile, 'utf8').slice(logStart))
}

async function loadRun(base: string, seats: Seat[], label: string, url: string) {
  const load = await spinLoad(base, seats, CONNECTIONS, SECONDS, label)
  const invariants = await checkInvariants(url)
  console.log(
    `  ${label}: ${load.roundsPerSecond} rounds/s (${load.ok} in ${load.seconds} s), p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, non-2xx ${load.non2xx}, errors ${load.errors}; ledger ${invariants.ledgerRows} rows, invariants ${invariants.intact ? 'intact' : 'BROKEN'}`,
  )
  if (!invariants.intact) console.log('  invariants:', invariants)
  return { load, invariants }
}

fs.mkdirSync(workDir, { recursive: true })
const postgres = await startPostgres()
if (!postgres) throw new Error('PostgreSQL binaries not found (Debian package postgresql)')
let platform: ChildProcess | undefined
try {
  // Two databases with the same players: one with 10,000 ledger rows, a copy grown to 1,000,000.
  const urlA = await createDatabase(postgres.url, 'bench_a')
  const seedStart = performance.now()
  const handle = await openDatabase({ databaseUrl: urlA, dataDir: workDir })
  const players = await seedBench(handle.db, PLAYERS)
  // Issue 12: as many players again, each playing on an activated bonus's money (no history).
  const bonusPlayers = await seedPlayers(handle.db, PLAYERS, 'benchbonus')
  await activateBenchBonuses(
    handle.db,
    bonusPlayers.map((p) => p.playerId),
  )
  await handle.close()
  console.log(
    `Wallet bench: ${PLAYERS} players seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  )
  await fillHistory(urlA, 10_000, BENCH_GAME)
  const urlB = await createDatabase(postgres.url, 'bench_b', 'bench_a')
  await fillHistory(urlB, 1_000_000, BENCH_GAME)

  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  platform = await startPlatform(urlA, port)
  let seats = await launchSeats(base, players)
  const single = await singleSpinMs(base, seats[0] as Seat, 100)
  await logStatements(urlA, base, seats[0] as Seat, 'statements-10k.log')
  await logStatements(
    urlA,
    base,
    (await launchSeats(base, bonusPlayers.slice(0, 1)))[0] as Seat,
    'statements-bonus.log',
  )
  console.log(`  one spin alone: ${single} ms (median)`)
  await spinLoad(base, seats, CONNECTIONS, 2, 'warm')
  const at10k = await loadRun(base, seats, 'history 10k', urlA)
  // Issue 12: the bonus players against the same number of cash players, in alternating slices
  // on the same platform and database, so the machine's load weighs on both alike.
  const bonusSeats = await launchSeats(base, bonusPlayers)
  await spinLoad(base, bonusSeats, CONNECTIONS, 2, 'warm-bonus')
  const slices = { cash: [] as LoadResult[], bonus: [] as LoadResult[] }
  for (let i = 0; i < 2; i++) {
    slices.cash.push(await spinLoad(base, seats, CONNECTIONS, SECONDS / 2, `cash-${i}`))
    slices.bonus.push(await spinLoad(base, bonusSeats, CONNECTIONS, SECONDS / 2, `bonus-${i}`))
  }
  const rate = (loads: LoadResult[]) =>
    loads.reduce((sum, l) => sum + l.ok, 0) / loads.reduce((sum, l) => sum + l.seconds, 0)
  const withBonus = {
    roundsPerSecond: Number(rate(slices.bonus).toFixed(1)),
    cashRoundsPerSecond: Number(rate(slices.cash).toFixed(1)),
    p99Ms: Math.max(...slices.bonus.map((l) => l.p99Ms)),
    cashP99Ms: Math.max(...slices.cash.map((l) => l.p99Ms)),
    non2xx: slices.bonus.reduce((sum, l) => sum + l.non2xx + l.errors, 0),
    invariants: await checkInvariants(urlA),
  }
  const bonusRatio = Number((rate(slices.bonus) / rate(slices.cash)).toFixed(3))
  // A round's own cost, apart from the load: one spin at a time, cash and bonus seats alternating.
  const alone = { cash: [] as number[], bonus: [] as number[] }
  for (let i = 0; i < 5; i++) {
    alone.cash.push(await singleSpinMs(base, seats[1] as Seat, 20))
    alone.bonus.push(await singleSpinMs(base, bonusSeats[1] as Seat, 20))
  }
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0
  const aloneMs = { cash: median(alone.cash), bonus: median(alone.bonus) }
  console.log(
    `  one spin alone, alternating: cash ${aloneMs.cash} ms, bonus ${aloneMs.bonus} ms (medians of 5 × 20)`,
  )
  console.log(
    `  active bonus: ${withBonus.roundsPerSecond} rounds/s (p99 ${withBonus.p99Ms} ms, non-2xx ${withBonus.non2xx}) vs ${withBonus.cashRoundsPerSecond} without (p99 ${withBonus.cashP99Ms} ms), alternating 2 × ${SECONDS / 2} s each: ratio ${bonusRatio}; invariants ${withBonus.invariants.intact ? 'intact' : 'BROKEN'}`,
  )
  if (!withBonus.invariants.intact) console.log('  invariants:', withBonus.invariants)
  await stopPlatform(platform)
  const floor = await bareFloor(urlA, CONNECTIONS, 5)
  console.log(
    `  floor, a bare transaction with a round's row work (6 statements, pg, pool 20, concurrency ${CONNECTIONS}): ${floor.transactionsPerSecond}/s, p50 ${floor.p50Ms} ms, p99 ${floor.p99Ms} ms`,
  )
  platform = await startPlatform(urlB, port)
  seats = await launchSeats(base, players)
  await logStatements(urlB, base, seats[0] as Seat, 'statements-1m.log')
  await spinLoad(base, seats, CONNECTIONS, 2, 'warm-1m')
  const at1m = await loadRun(base, seats, 'history 1m', urlB)

  const ratio = Number((at1m.load.roundsPerSecond / at10k.load.roundsPerSecond).toFixed(3))
  const intact = at10k.invariants.intact && withBonus.invariants.intact && at1m.invariants.intact
  const figures = [
    figure(
      'wallet.roundsPerSecond',
      'finished real rounds/s, 200 players, concurrency 100, PostgreSQL',
      at10k.load.roundsPerSecond,
      'rounds/s',
      1000,
      'higher',
    ),
    figure('wallet.p99Ms', 'round p99 at concurrency 100, PostgreSQL', at10k.load.p99Ms, 'ms', 100, 'lower'),
    figure(
      'wallet.history10k.rps',
      'rounds/s with 10,000 ledger rows',
      at10k.load.roundsPerSecond,
      'rounds/s',
      null,
      'higher',
    ),
    figure(
      'wallet.history1m.rps',
      'rounds/s with 1,000,000 ledger rows',
      at1m.load.roundsPerSecond,
      'rounds/s',
      null,
      'higher',
    ),
    figure('wallet.historyRatio', 'rounds/s at 1M ledger rows ÷ at 10k', ratio, 'ratio', 0.9, 'higher'),
    figure(
      'wallet.bonus.rps',
      'wallet rounds/s with an active bonus (every stake bonus money)',
      withBonus.roundsPerSecond,
      'rounds/s',
      null,
      'higher',
    ),
    figure(
      'wallet.bonusRatio',
      'rounds/s with an active bonus ÷ without',
      bonusRatio,
      'ratio',
      0.85,
      'higher',
    ),
    figure(
      'wallet.bonus.singleSpinMs',
      'one spin alone on bonus money (median)',
      aloneMs.bonus,
      'ms',
      null,
      'lower',
    ),
    figure('wallet.singleSpinMs', 'one real slot spin alone (median of 100)', single, 'ms', null, 'lower'),
    figure(
      'wallet.invariants',
      'ledger invariants intact after the loads (1 = yes)',
      intact ? 1 : 0,
      '',
      1,
      'higher',
    ),
  ]
  console.log(`  history ratio 1m/10k: ${ratio}`)
  const details: Record<string, unknown> = {
    postgres: 'throwaway server, fsync/synchronous_commit/full_page_writes off',
    floor,
    load10k: at10k.load,
    invariants10k: at10k.invariants,
    bonus: { ...withBonus, slices, aloneMs, alone },
    load1m: at1m.load,
    invariants1m: at1m.invariants,
  }
  if (process.env.BENCH_JSON)
    fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify({ figures, details }, null, 2))
} finally {
  if (platform) await stopPlatform(platform)
  postgres.stop()
}

function figure(
  id: string,
  label: string,
  value: number,
  unit: string,
  target: number | null,
  better: 'higher' | 'lower',
) {
  return { id, label, value, unit, target, better }
}
