// Tournament scores under SIGKILL (issue #14, ADR 041; PostgreSQL only): players who joined a
// tournament of every scoring kind play slots and scratch cards while the real platform process is
// killed twice with requests and outbox passes in flight, then restarted; once the outbox has
// delivered everything, each round counted exactly once for each tournament (tournaments-workload.ts).
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, fund, openSessions, registerActor } from './actors.ts'
import { type CrashDatabase, createCrashDatabase, insertCrashGames } from './database.ts'
import { Traffic } from './http-client.ts'
import { undeliveredEvents } from './outbox-invariants.ts'
import { freePort, PlatformProcess, REPO_ROOT } from './platform-process.ts'
import { joinTournaments, tournamentProgress, tournamentViolations } from './tournaments-workload.ts'
import { playRounds, Random, type Records, sleep, type Workload } from './workload.ts'

const adminUrl = process.env.TEST_DATABASE_URL
const KILLS = 2
const seed = Number(process.env.CRASH_SEED) || Math.floor(Math.random() * 2 ** 31)
const runId = `t${Date.now().toString(36)}${seed.toString(36)}`

describe.skipIf(!adminUrl)('tournament scores under SIGKILL (PostgreSQL)', () => {
  let db: CrashDatabase | undefined
  let platform: PlatformProcess | undefined
  const traffic = new Traffic()
  const records: Records = {
    payments: [],
    rounds: [],
    duplicates: 0,
    duplicateMismatches: [],
    limitRefusals: {},
  }
  const logFile = path.join(REPO_ROOT, '.tmp', `crash-tournaments-${runId}.log`)
  const dataDir = path.join(REPO_ROOT, '.tmp', `crash-data-${runId}`)

  beforeAll(async () => {
    db = await createCrashDatabase(adminUrl ?? '')
    fs.mkdirSync(path.dirname(logFile), { recursive: true })
    platform = new PlatformProcess({
      port: await freePort(),
      databaseUrl: db.url,
      logFile,
      env: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SEED_CATALOGUE: 'false',
        DATA_DIR: dataDir,
        REALTIME_SECRET: 'crash-tier-realtime-secret',
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        OUTBOX_LEASE_MS: '2000',
        OUTBOX_POLL_MS: '200',
        PROMO_JOB_INTERVAL_MS: '0',
      },
    })
    await platform.start()
    await insertCrashGames(db.url)
  })

  afterAll(async () => {
    await platform?.stop()
    await db?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('counts every round once per tournament through two SIGKILLs', async () => {
    if (!platform || !db) throw new Error('no platform')
    const live = platform
    const random = new Random(seed)
    let stopping = false
    const w: Workload = { traffic, random, records, runId, isStopping: () => stopping }
    const players: Actor[] = []
    for (let i = 1; i <= 3; i++) {
      const actor = await registerActor(live, traffic, `racer${i}`, `crash.${runId}.racer${i}@example.com`)
      await fund(actor, 50_000, `fund-${runId}-racer${i}`)
      await openSessions(actor)
      players.push(actor)
    }
    await joinTournaments(runId, players)
    const workers = players.flatMap((p) => [playRounds(w, p, 'slot', 300), playRounds(w, p, 'instant', 300)])
    const failures: unknown[] = []
    const running = Promise.all(workers.map((worker) => worker.catch((error) => failures.push(error))))
    const kills: number[] = []
    try {
      for (let k = 0; k < KILLS; k++) {
        await sleep(random.int(2_000, 4_000))
        for (let waited = 0; traffic.inFlight.size < 2 && waited < 5_000; waited += 5) await sleep(5)
        kills.push(traffic.inFlight.size)
        await live.kill()
        await sleep(random.int(100, 600))
        await live.start()
      }
      await sleep(2_000)
    } finally {
      stopping = true
    }
    await running
    const undelivered = await undeliveredEvents(db, 30_000)
    await live.stop()

    expect(failures.map(String)).toEqual([])
    expect(live.unexpectedExits).toEqual([])
    expect(traffic.unexpected).toEqual([])
    expect(undelivered).toEqual([])
    expect(kills).toHaveLength(KILLS)
    const progress = await tournamentProgress(db)
    expect(progress.scored, 'rounds scored').toBeGreaterThan(0)
    expect(progress.boxes, 'wheel spins issued').toBeGreaterThan(0)
    expect(await tournamentViolations(db)).toEqual([])
  })
})
