// Bonus money under SIGKILL (issue #12, ADR 039): bonus players get bonuses issued (rows written
// straight into the database, as an offer would issue them) and activate, cancel and race them over
// HTTP while their round workers stake cash then bonus money, complete small wagering requirements
// (conversions, some capped) and use free-spin batches on the slot. Two activations sent at once
// in one wallet must not both succeed.
import { activateBonus } from '@croupier/contract/bonuses/activate-bonus'
import { activateFreeSpins } from '@croupier/contract/bonuses/activate-freespins'
import { cancelBonus } from '@croupier/contract/bonuses/cancel-bonus'
import type { Actor } from './actors.ts'
import { CRASH_GAMES, type CrashDatabase } from './database.ts'
import type { Answer } from './http-client.ts'
import { deposit, sleep, step, type Workload } from './workload.ts'

export interface BonusRecords {
  issued: number
  batches: number
  /** Answers by `label status error`, for the summary and the proof that each path ran. */
  answers: Record<string, number>
  /** Two activations at once in one wallet that both answered 200. */
  doubleActivations: string[]
}

export const newBonusRecords = (): BonusRecords => ({
  issued: 0,
  batches: 0,
  answers: {},
  doubleActivations: [],
})

const CONTRIBUTION = { slot: 100, instant: 100, roulette: 20, blackjack: 10, live: 10 }

/** An issued gift wagered ½× or 1× its amount, so play completes it often; some capped at conversion. */
async function issueBonus(w: Workload, db: CrashDatabase, b: BonusRecords, actor: Actor): Promise<string> {
  const amount = w.random.int(3, 15) * 100
  const required = (amount * w.random.int(1, 2)) / 2
  const cap = w.random.next() < 0.4 ? Math.floor(amount / 2) : null
  const terms = {
    percent: 0,
    min_deposit_cents: null,
    max_bonus_cents: amount,
    wager_multiplier: 1,
    wager_base: 'bonus',
    max_bet_cents: null,
    max_conversion_cents: cap,
    contribution: CONTRIBUTION,
    excluded_games: [],
    activation_days: null,
    wagering_days: null,
    free_spins: 0,
  }
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO player_bonuses (player_id, type, group_key, currency, amount_cents, wager_required_cents,
       max_conversion_cents, terms, source_key)
     VALUES ($1, 'gift', 'crash', 'EUR', $2, $3, $4, $5, $6) RETURNING id::text`,
    [actor.playerId, amount, required, cap, JSON.stringify(terms), `crash:${w.runId}:${++b.issued}`],
  )
  if (!row) throw new Error('bonus not issued')
  return row.id
}

/** A batch of free spins on the tier's slot, waiting for activation. */
async function issueFreeSpins(
  w: Workload,
  db: CrashDatabase,
  b: BonusRecords,
  actor: Actor,
): Promise<string> {
  const count = w.random.int(3, 8)
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO player_freespins (player_id, group_key, currency, count, remaining, stake_cents, game_ids,
       wager_multiplier, max_win_cents, source_key)
     SELECT $1, 'crash', 'EUR', $2, $2, 20, jsonb_build_array(g.id), 2, 2000, $3
     FROM games g WHERE g.identifier = $4 RETURNING id::text`,
    [actor.playerId, count, `crash-fs:${w.runId}:${++b.batches}`, CRASH_GAMES.slot],
  )
  if (!row) throw new Error('free spins not issued')
  return row.id
}

function errorOf(answer: Answer): string {
  const body = answer.body as { error?: string } | null
  return answer.status < 300 ? '' : ` ${body?.error ?? JSON.stringify(body)}`
}

/** Counts the answer; one outside `allowed` (`status` or `status ERROR`) fails the tier. */
function check(w: Workload, b: BonusRecords, label: string, answer: Answer, allowed: readonly string[]) {
  const said = `${answer.status}${errorOf(answer)}`
  b.answers[`${label} ${said}`] = (b.answers[`${label} ${said}`] ?? 0) + 1
  if (answer.status < 500 && !allowed.includes(said))
    w.traffic.unexpected.push(`${label}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.status === 200
}

// A replay after a kill may find its first attempt's activation done: then it is not activatable.
const ACTIVATION = ['200', '409 BONUS_ACTIVE_EXISTS', '409 BONUS_NOT_ACTIVATABLE']
const CANCEL = ['200', '409 BONUS_NOT_ACTIVATABLE', '404 NOT_FOUND']

async function activate(w: Workload, b: BonusRecords, actor: Actor, id: string) {
  const answer = await actor.client.call('bonus:activate', activateBonus, { params: { id } })
  return check(w, b, 'bonus:activate', answer, ACTIVATION)
}

async function activateBatch(w: Workload, b: BonusRecords, actor: Actor, id: string) {
  const answer = await actor.client.call('freespins:activate', activateFreeSpins, { params: { id } })
  return check(w, b, 'freespins:activate', answer, ACTIVATION)
}

async function activeBonusId(db: CrashDatabase, actor: Actor): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `SELECT id::text FROM player_bonuses WHERE player_id = $1 AND stage = 'activated'`,
    [actor.playerId],
  )
  return row?.id
}

/**
 * Spins a little above the player's cash until one stake took bonus money: its round workers may win
 * or be topped up faster than they lose, so without this a quick machine can convert every bonus
 * through cash stakes alone and the bonus-stake path would go unexercised.
 */
async function stakeBonusMoney(w: Workload, db: CrashDatabase, actor: Actor) {
  for (let attempt = 0; attempt < 20 && !w.isStopping(); attempt++) {
    const [row] = await db.query<{ cash: string; staked: string }>(
      `SELECT a.available_to_cashout_cents::text AS cash,
         (SELECT COUNT(*) FROM ledger_entries e WHERE e.account_id = a.id AND e.kind = 'bonus_bet')::text AS staked
       FROM accounts a WHERE a.player_id = $1 AND a.currency = 'EUR'`,
      [actor.playerId],
    )
    if (!row || Number(row.staked) > 0) return
    const bet = Number(row.cash) + 100
    if (bet > 10_000) return
    await step(w, actor, 'slot', { action: 'spin', bet_cents: bet })
  }
}

/** One bonus player's bonus life until the workload stops; its round workers run beside it. */
export async function bonusLife(w: Workload, db: CrashDatabase, b: BonusRecords, actor: Actor) {
  // A bonus and a batch from the start, so every path runs however loaded the machine is.
  await activate(w, b, actor, await issueBonus(w, db, b, actor))
  await stakeBonusMoney(w, db, actor)
  await activateBatch(w, b, actor, await issueFreeSpins(w, db, b, actor))
  while (!w.isStopping()) {
    const active = await activeBonusId(db, actor)
    const roll = w.random.next()
    if (active && roll < 0.15) {
      // Cancelled while the round workers stake its money: whatever it holds is forfeited once.
      const answer = await actor.client.call('bonus:cancel', cancelBonus, { params: { id: active } })
      check(w, b, 'bonus:cancel', answer, CANCEL)
    } else if (roll < 0.55) {
      await activate(w, b, actor, await issueBonus(w, db, b, actor))
    } else if (roll < 0.8) {
      // Two bonuses, two activations at once: one wallet holds one activated bonus at most.
      const ids = [await issueBonus(w, db, b, actor), await issueBonus(w, db, b, actor)]
      const ok = await Promise.all(ids.map((id) => activate(w, b, actor, id)))
      if (ok.every(Boolean)) b.doubleActivations.push(`${actor.label}: bonuses ${ids} both activated`)
    } else if (roll < 0.9) {
      await activateBatch(w, b, actor, await issueFreeSpins(w, db, b, actor))
    } else {
      // A deposit with the QUICK1 code (instant or completed by the provider later) issues its bonus once.
      await deposit(
        w,
        actor,
        w.random.pick(['succeeded', 'pending'] as const),
        w.random.int(10, 20) * 100,
        0.3,
        'QUICK1',
      )
    }
    await sleep(w.random.int(200, 600))
  }
}

/** How far the bonus paths got: converted bonuses, played batches, bonus stakes, cancellations, deposit bonuses. */
export async function bonusProgress(db: CrashDatabase) {
  const [row] = await db.query<Record<string, string>>(`SELECT
    (SELECT COUNT(*) FROM player_bonuses WHERE stage = 'wagered') AS wagered,
    (SELECT COUNT(*) FROM player_bonuses WHERE stage = 'wagered' AND converted_cents = max_conversion_cents) AS capped,
    (SELECT COUNT(*) FROM player_bonuses WHERE stage = 'canceled') AS canceled,
    (SELECT COUNT(*) FROM player_freespins WHERE stage = 'played') AS played,
    (SELECT COUNT(*) FROM ledger_entries WHERE kind = 'bonus_bet') AS bonus_stakes,
    (SELECT COUNT(*) FROM player_bonuses WHERE source_key LIKE 'deposit:%') AS deposit_bonuses`)
  return {
    wagered: Number(row?.wagered ?? 0),
    capped: Number(row?.capped ?? 0),
    canceled: Number(row?.canceled ?? 0),
    played: Number(row?.played ?? 0),
    bonusStakes: Number(row?.bonus_stakes ?? 0),
    depositBonuses: Number(row?.deposit_bonuses ?? 0),
  }
}

/** Each succeeded deposit with a bonus code issued exactly one bonus (deposit:<id>); no other deposit did. */
export async function depositBonusViolations(db: CrashDatabase): Promise<string[]> {
  const rows = await db.query(`
    WITH issued AS (SELECT source_key, COUNT(*) AS n FROM player_bonuses
                    WHERE source_key LIKE 'deposit:%' GROUP BY source_key)
    SELECT p.id, p.state, p.bonus_code, p.amount_cents, i.n
    FROM payments p LEFT JOIN issued i ON i.source_key = 'deposit:' || p.id
    WHERE p.action = 'deposit' AND NOT COALESCE(
      CASE WHEN p.state = 'succeeded' AND p.bonus_code IS NOT NULL THEN i.n = 1
           WHEN p.state <> 'succeeded' THEN i.n IS NULL ELSE true END, false)`)
  const orphans = await db.query(`
    SELECT b.id, b.source_key FROM player_bonuses b WHERE b.source_key LIKE 'deposit:%'
      AND NOT EXISTS (SELECT 1 FROM payments p WHERE 'deposit:' || p.id = b.source_key AND p.state = 'succeeded')`)
  return [...rows, ...orphans].map((row) => `deposit bonus issued wrongly ${JSON.stringify(row)}`)
}
