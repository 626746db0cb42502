// Comp points under SIGKILL (issue #13, ADR 040): every player's real rounds earn points through
// the outbox while the platform is killed, and a shopper exchanges points for cash and bonus money
// (same key sometimes sent twice at once, every cut request replayed). Afterwards each finished
// real round with a cash stake has exactly one `round:<id>` entry worth its share, each exchange
// exactly one debit and one reward, and every account equals its entries.
import { creditCompPoints } from '@croupier/contract/loyalty/credit-comp-points'
import { exchangeCompPoints } from '@croupier/contract/loyalty/exchange-comp-points'
import type { Actor } from './actors.ts'
import { must } from './actors.ts'
import type { CrashDatabase } from './database.ts'
import type { Answer } from './http-client.ts'
import { sleep, type Workload } from './workload.ts'

export interface ShopRecords {
  answers: Record<string, number>
  /** Two answers to one key that name different exchanges. */
  mismatches: string[]
}

export const newShopRecords = (): ShopRecords => ({ answers: {}, mismatches: [] })

/** The shopper's spendable points, credited once before the kills (the dev credit is not keyed). */
export async function creditShopper(actor: Actor, points: number): Promise<void> {
  must(
    await actor.client.call('comp-points:credit', creditCompPoints, {
      body: { player_id: actor.playerId, points, persistent: false },
    }),
    200,
    'credit comp points',
  )
}

const ALLOWED = ['200', '409 COMP_POINTS_SHORT']

function said(answer: Answer): string {
  const body = answer.body as { error?: string } | null
  return answer.status < 300
    ? String(answer.status)
    : `${answer.status} ${body?.error ?? JSON.stringify(body)}`
}

/** Exchanges cash and bonus cards until the workload stops. */
export async function shop(w: Workload, db: CrashDatabase, records: ShopRecords, actor: Actor) {
  const cards = await db.query<{ id: number; group_key: string; points: number }>(
    `SELECT c.id, c.group_key, (r->>'points')::int AS points
     FROM shop_cards c, jsonb_array_elements(c.rates) r
     WHERE c.key IN ('money_cash_5', 'money_bonus_10') AND r->>'currency' = 'EUR'`,
  )
  let n = 0
  while (!w.isStopping()) {
    const card = w.random.pick(cards)
    const quantity = w.random.int(1, 2)
    const body = {
      card_id: String(card.id),
      quantity,
      points: card.points * quantity,
      group: card.group_key,
      currency: 'EUR',
      idempotency_key: `shop-${w.runId}-${++n}`,
    }
    const twice = w.random.next() < 0.2
    const answers = await Promise.all(
      (twice ? [1, 2] : [1]).map(() =>
        actor.client.call('comp-points:exchange', exchangeCompPoints, { body }),
      ),
    )
    for (const answer of answers) {
      const label = `exchange ${said(answer)}`
      records.answers[label] = (records.answers[label] ?? 0) + 1
      if (answer.status < 500 && !ALLOWED.includes(said(answer)))
        w.traffic.unexpected.push(`comp-points:exchange: ${answer.status} ${JSON.stringify(answer.body)}`)
    }
    const ids = answers.map((answer) => (answer.body as { exchange?: { id: string } } | null)?.exchange?.id)
    if (twice && ids[0] !== ids[1]) records.mismatches.push(`${body.idempotency_key}: ${ids.join(' ≠ ')}`)
    await sleep(w.random.int(100, 400))
  }
}

/** Finished real rounds with their cash stake (the `bet` postings; free spins and bonus money have none). */
const CASH_ROUNDS = `
  SELECT r.id, r.player_id, r.currency, COALESCE(SUM(-e.amount_cents) FILTER (WHERE e.kind = 'bet'), 0) AS cash
  FROM game_rounds r LEFT JOIN ledger_entries e ON e.reference = 'round:' || r.id
  WHERE r.mode = 'real' AND r.status = 'finished'
  GROUP BY r.id, r.player_id, r.currency`

export async function compPointViolations(db: CrashDatabase): Promise<string[]> {
  // Each finished real round with a cash stake has exactly one entry, and no entry names another round.
  const rounds = await db.query(`
    WITH cash AS (${CASH_ROUNDS}),
    entries AS (SELECT player_id, key, COUNT(*) AS n FROM comp_point_entries WHERE key LIKE 'round:%'
                GROUP BY player_id, key)
    SELECT c.id, c.cash, e.key, e.n FROM cash c
    FULL JOIN entries e ON e.key = 'round:' || c.id AND e.player_id = c.player_id
    WHERE (c.id IS NULL) OR (c.cash > 0 AND COALESCE(e.n, 0) <> 1) OR (c.cash = 0 AND e.key IS NOT NULL)`)
  // Regular players earn floor(Σ cash / cents per point) in EUR: the remainder carries exactly.
  const shares = await db.query(`
    WITH cash AS (${CASH_ROUNDS}),
    staked AS (SELECT player_id, SUM(cash) AS cash FROM cash WHERE currency = 'EUR' GROUP BY player_id),
    earned AS (SELECT player_id, SUM(points) AS points FROM comp_point_entries WHERE key LIKE 'round:%'
               GROUP BY player_id)
    SELECT s.player_id, s.cash, e.points FROM staked s LEFT JOIN earned e ON e.player_id = s.player_id
    WHERE COALESCE(e.points, 0) <> FLOOR(s.cash / 100)`)
  // Every account equals its entries and is not negative.
  const accounts = await db.query(`
    WITH sums AS (SELECT player_id, SUM(points) AS points, SUM(persistent_points) AS persistent
                  FROM comp_point_entries GROUP BY player_id)
    SELECT a.player_id, a.chargeable, a.persistent, s.points, s.persistent AS entries_persistent
    FROM comp_point_accounts a FULL JOIN sums s ON s.player_id = a.player_id
    WHERE a.chargeable IS DISTINCT FROM s.points OR a.persistent IS DISTINCT FROM s.persistent
       OR a.chargeable < 0`)
  // Each exchange has one debit of its points and one reward (a shop:<id> posting or bonus).
  const exchanges = await db.query(`
    SELECT x.id, x.points, d.points AS debit,
      (SELECT COUNT(*) FROM ledger_entries l WHERE l.idempotency_key = 'shop:' || x.id) +
      (SELECT COUNT(*) FROM player_bonuses b WHERE b.source_key = 'shop:' || x.id) AS rewards
    FROM shop_exchanges x
    LEFT JOIN comp_point_entries d ON d.key = 'exchange:' || x.id AND d.player_id = x.player_id
    WHERE d.points IS DISTINCT FROM -x.points
       OR (SELECT COUNT(*) FROM ledger_entries l WHERE l.idempotency_key = 'shop:' || x.id) +
          (SELECT COUNT(*) FROM player_bonuses b WHERE b.source_key = 'shop:' || x.id) <> 1`)
  const orphans = await db.query(`
    SELECT e.key FROM comp_point_entries e WHERE e.key LIKE 'exchange:%'
      AND NOT EXISTS (SELECT 1 FROM shop_exchanges x WHERE 'exchange:' || x.id = e.key)`)
  return [
    ...rounds.map((row) => `round entry wrong ${JSON.stringify(row)}`),
    ...shares.map((row) => `round points wrong ${JSON.stringify(row)}`),
    ...accounts.map((row) => `account differs from its entries ${JSON.stringify(row)}`),
    ...exchanges.map((row) => `exchange wrong ${JSON.stringify(row)}`),
    ...orphans.map((row) => `debit without exchange ${JSON.stringify(row)}`),
  ]
}

export async function compPointProgress(db: CrashDatabase) {
  const [row] = await db.query<Record<string, string>>(`SELECT
    (SELECT COUNT(*) FROM comp_point_entries WHERE key LIKE 'round:%') AS round_entries,
    (SELECT COALESCE(SUM(points), 0) FROM comp_point_entries WHERE key LIKE 'round:%') AS earned,
    (SELECT COUNT(*) FROM shop_exchanges) AS exchanges`)
  return {
    roundEntries: Number(row?.round_entries ?? 0),
    earned: Number(row?.earned ?? 0),
    exchanges: Number(row?.exchanges ?? 0),
  }
}
