// The ledger's invariants, checked in SQL on the database the killed platform left behind. Each
// check returns its violations as readable lines (empty when it holds).
import type { CrashDatabase } from './database.ts'
import type { Records } from './workload.ts'

type Rows = Record<string, unknown>[]
const lines = (rows: Rows) => rows.map((row) => JSON.stringify(row))

/** Each balance equals its ledger sum, every posting's running balance is right, nothing is negative. */
export async function balanceViolations(db: CrashDatabase): Promise<string[]> {
  const sums = await db.query(`
    SELECT a.id AS account_id, a.amount_cents, COALESCE(SUM(e.amount_cents), 0) AS ledger_cents
    FROM accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
    GROUP BY a.id HAVING a.amount_cents <> COALESCE(SUM(e.amount_cents), 0)`)
  const running = await db.query(`
    SELECT id AS entry_id, account_id, balance_after_cents, running_cents FROM (
      SELECT e.*, SUM(amount_cents) OVER (PARTITION BY account_id ORDER BY id) AS running_cents
      FROM ledger_entries e) x
    WHERE running_cents <> balance_after_cents`)
  const last = await db.query(`
    SELECT a.id AS account_id, a.available_to_cashout_cents, l.cashout_after_cents
    FROM accounts a
    JOIN LATERAL (SELECT cashout_after_cents FROM ledger_entries
                  WHERE account_id = a.id ORDER BY id DESC LIMIT 1) l ON true
    WHERE l.cashout_after_cents <> a.available_to_cashout_cents`)
  const negative = await db.query(`
    SELECT 'account' AS what, id, amount_cents, available_to_cashout_cents AS cashout_cents FROM accounts
    WHERE amount_cents < 0 OR available_to_cashout_cents < 0 OR available_to_cashout_cents > amount_cents
    UNION ALL
    SELECT 'entry', id, balance_after_cents, cashout_after_cents FROM ledger_entries
    WHERE balance_after_cents < 0 OR cashout_after_cents < 0`)
  return [
    ...lines(sums).map((l) => `balance ≠ ledger sum ${l}`),
    ...lines(running).map((l) => `running balance wrong ${l}`),
    ...lines(last).map((l) => `cashout ≠ last posting ${l}`),
    ...lines(negative).map((l) => `negative ${l}`),
  ]
}

/** A deposit is credited once exactly when it succeeded, to its player and currency, for its amount. */
export async function depositViolations(db: CrashDatabase): Promise<string[]> {
  const credits = await db.query(`
    WITH credits AS (
      SELECT e.reference, COUNT(*) AS n, SUM(e.amount_cents) AS total,
             BOOL_AND(a.player_id = p.player_id AND a.currency = p.currency) AS same_wallet
      FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
      JOIN payments p ON 'payment:' || p.id = e.reference
      WHERE e.kind = 'deposit' GROUP BY e.reference)
    SELECT p.id, p.state, p.sandbox_outcome, p.amount_cents, c.n, c.total, c.same_wallet
    FROM payments p LEFT JOIN credits c ON c.reference = 'payment:' || p.id
    WHERE p.action = 'deposit' AND NOT COALESCE(
      (p.state = 'succeeded' AND c.n = 1 AND c.total = p.amount_cents AND c.same_wallet)
      OR (p.state <> 'succeeded' AND c.n IS NULL), false)`)
  const orphans = await db.query(`
    SELECT e.id, e.reference, e.amount_cents FROM ledger_entries e
    WHERE e.kind = 'deposit'
      AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.action = 'deposit' AND 'payment:' || p.id = e.reference)`)
  // The sandbox's answer decides the final state: a canceled or declined card never succeeds. A
  // success may still be declined when crediting it would pass the player's deposit limit.
  const outcomes = await db.query(`
    SELECT p.id, p.state, p.sandbox_outcome, p.error_key FROM payments p
    WHERE p.action = 'deposit' AND p.state <> CASE p.sandbox_outcome
      WHEN 'declined' THEN 'declined' WHEN 'canceled' THEN 'canceled' ELSE 'succeeded' END
    AND NOT (p.state = 'declined' AND EXISTS (SELECT 1 FROM user_limits l WHERE l.player_id = p.player_id
      AND l.type = 'deposit' AND l.currency = p.currency))`)
  return [
    ...lines(credits).map((l) => `deposit credited wrongly ${l}`),
    ...lines(orphans).map((l) => `credit without a deposit ${l}`),
    ...lines(outcomes).map((l) => `deposit in the wrong final state ${l}`),
  ]
}

/** One reservation per withdrawal; one refund per recall (or rejection); none for a paid-out one. */
export async function withdrawalViolations(db: CrashDatabase): Promise<string[]> {
  const rows = await db.query(`
    WITH moves AS (
      SELECT e.reference,
        COUNT(*) FILTER (WHERE e.kind = 'withdrawal') AS reserves,
        SUM(e.amount_cents) FILTER (WHERE e.kind = 'withdrawal') AS reserved,
        COUNT(*) FILTER (WHERE e.kind = 'refund') AS refunds,
        SUM(e.amount_cents) FILTER (WHERE e.kind = 'refund') AS refunded,
        BOOL_OR(e.kind = 'refund' AND e.idempotency_key LIKE '%:recall') AS by_recall
      FROM ledger_entries e WHERE e.reference LIKE 'payment:%' GROUP BY e.reference)
    SELECT p.id, p.state, p.amount_cents, m.reserves, m.reserved, m.refunds, m.refunded, m.by_recall
    FROM payments p LEFT JOIN moves m ON m.reference = 'payment:' || p.id
    WHERE p.action = 'cashout' AND NOT COALESCE(
      m.reserves = 1 AND m.reserved = -p.amount_cents AND CASE
        WHEN p.state = 'recalled' THEN m.refunds = 1 AND m.refunded = p.amount_cents AND m.by_recall
        WHEN p.state IN ('rejected', 'canceled') THEN m.refunds = 1 AND m.refunded = p.amount_cents
        ELSE m.refunds = 0 END, false)`)
  const orphans = await db.query(`
    SELECT e.id, e.kind, e.reference FROM ledger_entries e
    WHERE e.kind IN ('withdrawal', 'refund')
      AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.action = 'cashout' AND 'payment:' || p.id = e.reference)`)
  return [
    ...lines(rows).map((l) => `withdrawal moved wrongly ${l}`),
    ...lines(orphans).map((l) => `withdrawal posting without a withdrawal ${l}`),
  ]
}

/**
 * A real round's stake is exactly its bet postings, cash and bonus (issue 12); its win its win
 * postings, except that a hand whose bonus ended before it settled loses the bonus share of the win
 * (floor(win × bonus stake ÷ stake)). A free spin posts nothing: one such round per spin used of
 * the player's batches. A demo round has no postings.
 */
export async function roundViolations(db: CrashDatabase): Promise<string[]> {
  const rows = await db.query(`
    WITH money AS (
      SELECT e.reference,
        COALESCE(SUM(-e.amount_cents) FILTER (WHERE e.kind IN ('bet', 'bonus_bet')), 0) AS bet,
        COALESCE(SUM(-e.amount_cents) FILTER (WHERE e.kind = 'bonus_bet'), 0) AS bonus_bet,
        COALESCE(SUM(e.amount_cents) FILTER (WHERE e.kind IN ('win', 'bonus_win')), 0) AS win,
        COUNT(*) FILTER (WHERE e.kind = 'win') AS wins,
        COUNT(*) FILTER (WHERE e.kind = 'bonus_win') AS bonus_wins,
        BOOL_AND(a.player_id = r.player_id AND a.currency = r.currency) AS same_wallet
      FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
      JOIN game_rounds r ON 'round:' || r.id = e.reference
      WHERE e.kind IN ('bet', 'win', 'bonus_bet', 'bonus_win') GROUP BY e.reference)
    SELECT r.id, r.mode, r.status, r.bet_cents, r.win_cents, m.bet, m.bonus_bet, m.win, m.wins, m.same_wallet
    FROM game_rounds r JOIN money m ON m.reference = 'round:' || r.id
    WHERE (r.mode = 'real' AND NOT COALESCE(
        m.bet = r.bet_cents AND m.wins <= 1 AND m.bonus_wins <= 1 AND m.same_wallet
        AND (m.win = r.win_cents OR (m.bonus_bet > 0 AND m.bonus_wins = 0
          AND m.win = r.win_cents - FLOOR(r.win_cents * m.bonus_bet / m.bet::numeric))), false))
       OR r.mode <> 'real'`)
  // Rounds without money: each is a free spin at its batch's stake, as many as the batches used.
  const free = await db.query(`
    WITH bare AS (
      SELECT r.player_id, COUNT(*) AS rounds, BOOL_AND(r.status = 'finished') AS finished
      FROM game_rounds r
      WHERE r.mode = 'real' AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.reference = 'round:' || r.id)
      GROUP BY r.player_id),
    used AS (SELECT player_id, SUM(count - remaining) AS spins FROM player_freespins GROUP BY player_id)
    SELECT COALESCE(b.player_id, u.player_id) AS player_id, b.rounds, u.spins, b.finished
    FROM bare b FULL JOIN used u ON u.player_id = b.player_id
    WHERE COALESCE(b.rounds, 0) <> COALESCE(u.spins, 0) OR NOT COALESCE(b.finished, true)`)
  const orphans = await db.query(`
    SELECT e.id, e.kind, e.reference FROM ledger_entries e
    WHERE e.kind IN ('bet', 'win', 'bonus_bet', 'bonus_win')
      AND NOT EXISTS (SELECT 1 FROM game_rounds r WHERE r.mode = 'real' AND 'round:' || r.id = e.reference)`)
  return [
    ...lines(rows).map((l) => `round ≠ its postings ${l}`),
    ...lines(free).map((l) => `rounds without money ≠ free spins used ${l}`),
    ...lines(orphans).map((l) => `bet or win without a round ${l}`),
  ]
}

const WINDOW = `CASE l.period WHEN 'day' THEN interval '1 day' WHEN 'day_3' THEN interval '3 days'
  WHEN 'week' THEN interval '7 days' WHEN 'month' THEN interval '1 month' ELSE interval '1 year' END`

/**
 * Every money limit held at every posting of its window: deposits credited (pending ones included,
 * issue 9 item 1), stakes wagered, and the running loss (stakes minus wins).
 */
export async function limitViolations(db: CrashDatabase): Promise<string[]> {
  const rows = await db.query(`
    SELECT l.id, l.player_id, l.type, l.amount_cents, MAX(x.running) AS peak_cents
    FROM user_limits l
    JOIN accounts a ON a.player_id = l.player_id AND a.currency = l.currency
    JOIN LATERAL (
      SELECT SUM(CASE
        WHEN l.type = 'deposit' AND e.kind = 'deposit' THEN e.amount_cents
        WHEN l.type = 'wager' AND e.kind IN ('bet', 'bonus_bet') THEN -e.amount_cents
        WHEN l.type = 'loss' AND e.kind IN ('bet', 'win', 'bonus_bet', 'bonus_win') THEN -e.amount_cents
        ELSE 0 END) OVER (ORDER BY e.id) AS running
      FROM ledger_entries e
      WHERE e.account_id = a.id AND e.created_at >= now() - ${WINDOW}) x ON true
    WHERE l.type IN ('deposit', 'wager', 'loss') AND l.amount_cents IS NOT NULL
    GROUP BY l.id HAVING MAX(x.running) > l.amount_cents`)
  return lines(rows).map((l) => `limit passed ${l}`)
}

/** Every payment and round answered to a key exists once under that key, the one answered. */
export async function idempotencyViolations(db: CrashDatabase, records: Records): Promise<string[]> {
  const payments = await db.query<{ player_id: number; action: string; idempotency_key: string; id: string }>(
    'SELECT player_id, action, idempotency_key, id::text FROM payments',
  )
  const byKey = new Map<string, string[]>()
  for (const p of payments) {
    const k = `${p.player_id} ${p.action} ${p.idempotency_key}`
    byKey.set(k, [...(byKey.get(k) ?? []), p.id])
  }
  const violations: string[] = []
  for (const r of records.payments) {
    const ids = byKey.get(`${r.playerId} ${r.action} ${r.key}`) ?? []
    if (ids.length !== 1 || ids[0] !== r.id)
      violations.push(`payment ${r.key} answered ${r.id}, stored ${ids}`)
  }
  const actions = await db.query<{ session_id: string; idempotency_key: string; round_id: string }>(
    `SELECT session_id::text, idempotency_key, response->>'round_id' AS round_id FROM game_actions`,
  )
  const answered = new Map(actions.map((a) => [`${a.session_id} ${a.idempotency_key}`, a.round_id]))
  for (const r of records.rounds) {
    const stored = answered.get(`${r.sessionId} ${r.key}`)
    if (stored !== r.roundId) violations.push(`round step ${r.key} answered ${r.roundId}, stored ${stored}`)
  }
  return violations
}
