// Issue 9 item 9, the ledger crash tier (PostgreSQL only): players play every engine for real
// money, deposit with every test card, withdraw and recall, and repeat requests under one
// idempotency key, while the real platform process is killed with SIGKILL three times with
// requests in flight and restarted; failed requests are replayed, then every ledger invariant is
// checked in SQL. CRASH_SEED repeats a run's random choices.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bonusViolations } from '../test/bonus-invariants.ts'
import { type Actor, fund, openSessions, registerActor, setLimit } from './actors.ts'
import { bonusLife, bonusProgress, depositBonusViolations, newBonusRecords } from './bonus-workload.ts'
import {
  compPointProgress,
  compPointViolations,
  creditShopper,
  newShopRecords,
  shop,
} from './comp-points-workload.ts'
import { type CrashDatabase, createCrashDatabase, insertCrashGames } from './database.ts'
import { Traffic } from './http-client.ts'
import * as invariants from './invariants.ts'
import { eventViolations, undeliveredEvents } from './outbox-invariants.ts'
import { freePort, PlatformProcess, REPO_ROOT } from './platform-process.ts'
import {
  movePayments,
  playRounds,
  pushDepositLimit,
  Random,
  type Records,
  sleep,
  type Workload,
} from './workload.ts'

const adminUrl = process.env.TEST_DATABASE_URL
if (!adminUrl) console.warn('crash tier skipped: it needs PostgreSQL, set TEST_DATABASE_URL (npm test does)')

const KILLS = 3
/** Our choice for the tier: recalls race the move to processing within seconds. */
const WITHDRAWAL_DELAY_MS = 1_500
/**
 * Daily limits (EUR cents) of the limited players, each funded with 40.00 after setting them and
 * staking up to 2.00: the wager limit is met after a few rounds, the loss limit is so small that
 * its player plays at its edge all along (a win makes room, the next stakes take it).
 */
const LIMITED_PLAYERS = {
  wagerer: { deposit: 10_000, wager: 2_500 },
  loser: { deposit: 8_000, loss: 200 },
} as const
type LimitType = 'deposit' | 'loss' | 'wager'
const seed = Number(process.env.CRASH_SEED) || Math.floor(Math.random() * 2 ** 31)
const runId = `${Date.now().toString(36)}${seed.toString(36)}`

describe.skipIf(!adminUrl)('ledger under SIGKILL (PostgreSQL)', () => {
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
  const bonusRecords = newBonusRecords()
  const shopRecords = newShopRecords()
  const kills: { inFlight: number; failed: number; restartMs: number }[] = []
  let undelivered: string[] = ['not checked']
  const logFile = path.join(REPO_ROOT, '.tmp', `crash-platform-${runId}.log`)

  async function printSummary() {
    if (!db) return
    const [totals] = await db
      .query<Record<string, string>>(`SELECT
        (SELECT COUNT(*) FROM game_rounds WHERE mode = 'real') AS rounds,
        (SELECT COUNT(*) FROM payments WHERE action = 'deposit') AS deposits,
        (SELECT COUNT(*) FROM payments WHERE action = 'deposit' AND state = 'succeeded') AS credited,
        (SELECT COUNT(*) FROM payments WHERE action = 'cashout') AS withdrawals,
        (SELECT COUNT(*) FROM payments WHERE state = 'recalled') AS recalls,
        (SELECT COUNT(*) FROM ledger_entries) AS postings`)
      .catch(() => [undefined])
    console.log(
      [
        `crash tier (seed ${seed}, log ${path.relative(REPO_ROOT, logFile)}):`,
        `  requests ${traffic.sent}, failed on the network ${traffic.networkFailures}, replayed ${traffic.replayed}, answered after a replay ${traffic.recovered}`,
        `  kills ${kills.map((k) => `${k.failed}/${k.inFlight} in flight cut, restart ${k.restartMs} ms`).join('; ')}`,
        `  same key sent twice at once ${records.duplicates}, limit refusals ${JSON.stringify(records.limitRefusals)}`,
        `  bonuses: ${JSON.stringify(await bonusProgress(db).catch(() => null))}, answers ${JSON.stringify(bonusRecords.answers)}`,
        `  comp points: ${JSON.stringify(await compPointProgress(db).catch(() => null))}, shop ${JSON.stringify(shopRecords.answers)}`,
        `  database: ${JSON.stringify(totals)}`,
      ].join('\n'),
    )
  }

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
        DATA_DIR: path.join(REPO_ROOT, '.tmp', `crash-data-${runId}`),
        PAYMENTS_CALLBACK_SECRET: 'crash-tier-callback-secret',
        REALTIME_SECRET: 'crash-tier-realtime-secret',
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        WITHDRAWAL_PROCESS_DELAY_MS: String(WITHDRAWAL_DELAY_MS),
        PAYMENTS_JOB_INTERVAL_MS: '200',
        // A claim cut off by a kill is claimed again after 2 s instead of 30.
        OUTBOX_LEASE_MS: '2000',
        OUTBOX_POLL_MS: '200',
      },
    })
    // The platform's own start path migrates and seeds; the games go in before anyone plays.
    await platform.start()
    await insertCrashGames(db.url)
  })

  afterAll(async () => {
    await printSummary()
    await platform?.stop()
    await db?.drop()
    fs.rmSync(path.join(REPO_ROOT, '.tmp', `crash-data-${runId}`), { recursive: true, force: true })
  })

  it('plays, pays and replays through three SIGKILLs with requests in flight', async () => {
    if (!platform || !db) throw new Error('no platform')
    const live = platform
    const random = new Random(seed)
    let stopping = false
    const w: Workload = { traffic, random, records, runId, isStopping: () => stopping }

    const players: Actor[] = []
    for (let i = 1; i <= 3; i++) {
      const actor = await registerActor(live, traffic, `player${i}`, `crash.${runId}.${i}@example.com`)
      await fund(actor, 30_000, `fund-${runId}-${i}`)
      await openSessions(actor)
      players.push(actor)
    }
    // One limit that blocks play hides another, so the wager and the loss limit get a player each.
    const limited: Actor[] = []
    for (const [name, limits] of Object.entries(LIMITED_PLAYERS)) {
      const actor = await registerActor(live, traffic, name, `crash.${runId}.${name}@example.com`)
      for (const [type, cents] of Object.entries(limits)) await setLimit(actor, type as LimitType, cents)
      await fund(actor, 4_000, `fund-${runId}-${name}`)
      await openSessions(actor)
      limited.push(actor)
    }

    // Issue 12: bonus players stake cash, then bonus money; bonuses are activated, raced, cancelled,
    // converted (some capped), and free-spin batches played, all through the kills.
    const bonusPlayers: Actor[] = []
    for (let i = 1; i <= 2; i++) {
      const actor = await registerActor(live, traffic, `bonus${i}`, `crash.${runId}.bonus${i}@example.com`)
      await fund(actor, 1_000, `fund-${runId}-bonus${i}`)
      await openSessions(actor)
      bonusPlayers.push(actor)
    }

    // Issue 13: every round earns comp points through the outbox; a shopper spends them meanwhile.
    const shopper = await registerActor(live, traffic, 'shopper', `crash.${runId}.shopper@example.com`)
    await fund(shopper, 2_000, `fund-${runId}-shopper`)
    await openSessions(shopper)
    await creditShopper(shopper, 20_000)

    const kinds = ['slot', 'roulette', 'blackjack', 'instant'] as const
    const workers = [
      ...bonusPlayers.flatMap((p) => [
        // No deposits: once the little cash is staked, stakes are bonus money.
        ...kinds.map((kind) => playRounds(w, p, kind, 200)),
        bonusLife(w, db as CrashDatabase, bonusRecords, p),
      ]),
      ...players.flatMap((p) => [...kinds.map((kind) => playRounds(w, p, kind, 300)), movePayments(w, p)]),
      ...kinds.map((kind) => playRounds(w, shopper, kind, 200)),
      shop(w, db, shopRecords, shopper),
      ...limited.flatMap((p) => [
        ...kinds.map((kind) => playRounds(w, p, kind, 200)),
        pushDepositLimit(w, p),
      ]),
    ]
    const failures: unknown[] = []
    const running = Promise.all(workers.map((worker) => worker.catch((error) => failures.push(error))))

    try {
      for (let k = 0; k < KILLS; k++) {
        await sleep(random.int(2_500, 6_000))
        // A random moment, but one with work in flight: the kill must cut requests off.
        for (let waited = 0; traffic.inFlight.size < 3 && waited < 5_000; waited += 5) await sleep(5)
        const cut = [...traffic.inFlight.keys()]
        await live.kill()
        await sleep(random.int(100, 800))
        const restartMs = await live.start()
        kills.push({
          inFlight: cut.length,
          failed: cut.filter((id) => traffic.failedIds.has(id)).length,
          restartMs,
        })
      }
      // Play on until each limit has refused something, so the limit checks below are not vacuous.
      await sleep(4_000)
      const met = () => ['deposit', 'loss', 'wager'].every((type) => records.limitRefusals[type])
      for (let waited = 0; !met() && waited < 60_000; waited += 250) await sleep(250)
      // And until bonus money was staked, a bonus converted, one ended early and a batch was played.
      const bonusMet = async () => {
        const progress = await bonusProgress(db as CrashDatabase)
        return (
          progress.wagered > 0 && progress.played > 0 && progress.bonusStakes > 0 && progress.canceled > 0
        )
      }
      for (let waited = 0; !(await bonusMet()) && waited < 30_000; waited += 500) await sleep(500)
    } finally {
      // On a failure the workers end once afterAll has stopped the platform.
      stopping = true
    }
    await running

    // After the last restart every payment reaches its final state: nothing is lost to a kill.
    let open: { id: string; action: string; state: string }[] = []
    for (let waited = 0; waited < 30_000; waited += 250) {
      open = await db.query(`SELECT id, action, state FROM payments WHERE state IN ('pending', 'processing')`)
      if (open.length === 0) break
      await sleep(250)
    }
    undelivered = await undeliveredEvents(db, 30_000)
    await live.stop()

    expect(failures.map(String)).toEqual([])
    expect(live.unexpectedExits).toEqual([])
    expect(traffic.unexpected).toEqual([])
    expect(records.duplicateMismatches).toEqual([])
    expect(open).toEqual([])
    expect(kills).toHaveLength(KILLS)
    for (const kill of kills) expect(kill.failed, 'requests cut off by a kill').toBeGreaterThan(0)
    expect(traffic.recovered).toBeGreaterThan(0)
    // The limited player really met each limit, so the limit checks below are not vacuous.
    expect(Object.keys(records.limitRefusals).sort()).toEqual(['deposit', 'loss', 'wager'])
    // Every bonus path ran: activations, cancellations, conversions, bonus stakes, batches played.
    expect(bonusRecords.doubleActivations).toEqual([])
    expect(bonusRecords.answers['bonus:activate 200'] ?? 0, 'activations').toBeGreaterThan(0)
    const progress = await bonusProgress(db)
    expect(progress.canceled, 'bonuses cancelled or run dry').toBeGreaterThan(0)
    expect(progress.wagered, 'bonuses converted').toBeGreaterThan(0)
    expect(progress.played, 'free-spin batches played').toBeGreaterThan(0)
    expect(progress.bonusStakes, 'stakes of bonus money').toBeGreaterThan(0)
  })

  it('bonus money: pockets equal their ledger kinds and the activated bonuses, each bonus converts at most once', async () => {
    const database = db as CrashDatabase
    expect(await bonusViolations((text) => database.query(text))).toEqual([])
  })

  it('comp points: each finished cash round earned once and its share, each exchange debited and paid once', async () => {
    expect(shopRecords.mismatches).toEqual([])
    expect(shopRecords.answers['exchange 200'] ?? 0, 'exchanges').toBeGreaterThan(0)
    expect((await compPointProgress(db as CrashDatabase)).roundEntries, 'rounds that earned').toBeGreaterThan(
      0,
    )
    expect(await compPointViolations(db as CrashDatabase)).toEqual([])
  })

  it('each succeeded deposit with a bonus code issued its bonus exactly once', async () => {
    expect(await depositBonusViolations(db as CrashDatabase)).toEqual([])
  })

  it('each balance equals its ledger sum, posting by posting, and none is negative', async () => {
    expect(await invariants.balanceViolations(db as CrashDatabase)).toEqual([])
  })

  it('no deposit is credited twice, or without success, or in the wrong wallet', async () => {
    expect(await invariants.depositViolations(db as CrashDatabase)).toEqual([])
  })

  it('each withdrawal is reserved once and each recall refunded once', async () => {
    expect(await invariants.withdrawalViolations(db as CrashDatabase)).toEqual([])
  })

  it("each round's bet and win equal its ledger postings", async () => {
    expect(await invariants.roundViolations(db as CrashDatabase)).toEqual([])
  })

  it('every answered idempotency key holds exactly the payment or round that was answered', async () => {
    expect(await invariants.idempotencyViolations(db as CrashDatabase, records)).toEqual([])
  })

  it('every limit held: deposits (pending ones included), loss and wager', async () => {
    expect(await invariants.limitViolations(db as CrashDatabase)).toEqual([])
  })

  it('every domain event exists exactly when its change committed, and all are delivered after the kills', async () => {
    expect(undelivered).toEqual([])
    expect(await eventViolations(db as CrashDatabase)).toEqual([])
  })
})
