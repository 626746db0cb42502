// The bonus engine's money invariants (issue #12, ADR 039), checked in SQL on any database the
// platform ran on: a platform test's PGlite or PostgreSQL (`t.db`), or the crash tier's database
// left behind by killed processes (a raw query function). Each check gives its violations as
// readable lines; an empty list means the invariant holds.
//
//   const violations = await bonusViolations(t.db)   // or bonusViolations((text) => pool.query(text).then((r) => r.rows))
//   expect(violations).toEqual([])
import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { BONUS_KINDS, CASH_KINDS } from '../src/modules/wallet/wallet.tables.ts'

type Row = Record<string, unknown>
/** Runs one SQL text and gives its rows. */
export type SqlQuery = (text: string) => Promise<Row[]>
type Source = Database | SqlQuery

function queryOf(source: Source): SqlQuery {
  if (typeof source === 'function') return source
  return async (text) => (await source.execute<Row>(sql.raw(text))).rows
}

const list = (kinds: readonly string[]) => kinds.map((k) => `'${k}'`).join(', ')
const CASH = list(CASH_KINDS)
const BONUS = list(BONUS_KINDS)
/** The bonus id in a bonus posting's idempotency key (`bonus:<id>:cash`, `bonus:<id>:convert`…). */
const BONUS_ID = `substring(e.idempotency_key from '^bonus:([0-9]+):')`

const CHECKS: Record<string, string> = {
  // Σ cash kinds = cash; Σ bonus kinds = amount − cash = Σ balance of the wallet's activated bonuses.
  'wallet pockets ≠ their ledger sums': `
    SELECT a.id AS account_id, a.player_id, a.currency, a.amount_cents, a.available_to_cashout_cents AS cash_cents,
      COALESCE(l.cash, 0) AS ledger_cash, COALESCE(l.bonus, 0) AS ledger_bonus, COALESCE(b.active, 0) AS active_bonus
    FROM accounts a
    LEFT JOIN (SELECT account_id,
        SUM(amount_cents) FILTER (WHERE kind IN (${CASH})) AS cash,
        SUM(amount_cents) FILTER (WHERE kind IN (${BONUS})) AS bonus
      FROM ledger_entries GROUP BY account_id) l ON l.account_id = a.id
    LEFT JOIN (SELECT player_id, currency, SUM(balance_cents) AS active FROM player_bonuses
      WHERE stage = 'activated' GROUP BY player_id, currency) b
      ON b.player_id = a.player_id AND b.currency = a.currency
    WHERE COALESCE(l.cash, 0) <> a.available_to_cashout_cents
       OR COALESCE(l.bonus, 0) <> a.amount_cents - a.available_to_cashout_cents
       OR COALESCE(b.active, 0) <> a.amount_cents - a.available_to_cashout_cents`,
  // Posting by posting: the running cash is the entry's cashout_after, the running total its balance_after.
  'a posting’s pockets ≠ the running sums': `
    SELECT id AS entry_id, account_id, kind, balance_after_cents, cashout_after_cents, running_total, running_cash
    FROM (SELECT e.*,
        SUM(amount_cents) OVER (PARTITION BY account_id ORDER BY id) AS running_total,
        SUM(CASE WHEN kind IN (${CASH}) THEN amount_cents ELSE 0 END)
          OVER (PARTITION BY account_id ORDER BY id) AS running_cash
      FROM ledger_entries e) x
    WHERE running_total <> balance_after_cents OR running_cash <> cashout_after_cents`,
  'a kind outside both pockets': `
    SELECT id AS entry_id, kind FROM ledger_entries WHERE kind NOT IN (${CASH}, ${BONUS})`,
  negative: `
    SELECT 'account' AS what, id, amount_cents, available_to_cashout_cents AS cash_cents FROM accounts
      WHERE amount_cents < 0 OR available_to_cashout_cents < 0 OR available_to_cashout_cents > amount_cents
    UNION ALL
    SELECT 'entry', id, balance_after_cents, cashout_after_cents FROM ledger_entries
      WHERE balance_after_cents < 0 OR cashout_after_cents < 0 OR cashout_after_cents > balance_after_cents
    UNION ALL
    SELECT 'bonus', id, balance_cents, wagered_cents FROM player_bonuses
      WHERE balance_cents < 0 OR wagered_cents < 0 OR amount_cents < 0 OR converted_cents < 0`,
  'more than one activated bonus in a wallet': `
    SELECT player_id, currency, COUNT(*) AS activated FROM player_bonuses
    WHERE stage = 'activated' GROUP BY player_id, currency HAVING COUNT(*) > 1`,
  // A bonus converts at most once: one cash `conversion` (bonus:<id>:cash), one `bonus_conversion`.
  'a bonus converted more than once': `
    SELECT ${BONUS_ID} AS bonus_id, e.kind, COUNT(*) AS entries, SUM(e.amount_cents) AS cents
    FROM ledger_entries e WHERE e.kind IN ('conversion', 'bonus_conversion')
    GROUP BY ${BONUS_ID}, e.kind HAVING COUNT(*) > 1 OR ${BONUS_ID} IS NULL`,
  // converted_cents is set exactly for a wagered bonus, within its cap, and equals its cash posting.
  'a conversion ≠ its bonus': `
    SELECT b.id, b.stage, b.converted_cents, b.max_conversion_cents, b.wagered_cents,
      b.wager_required_cents, c.cents AS cash_posted, c.wallet_ok
    FROM player_bonuses b
    LEFT JOIN (SELECT ${BONUS_ID}::bigint AS bonus_id, SUM(e.amount_cents) AS cents,
        BOOL_AND(a.player_id = pb.player_id AND a.currency = pb.currency) AS wallet_ok
      FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
      JOIN player_bonuses pb ON pb.id::text = ${BONUS_ID}
      WHERE e.kind = 'conversion' GROUP BY 1) c ON c.bonus_id = b.id
    WHERE (b.converted_cents IS NOT NULL) <> (b.stage = 'wagered')
       OR (b.stage = 'wagered' AND b.wagered_cents < b.wager_required_cents)
       OR b.converted_cents > b.max_conversion_cents
       OR COALESCE(c.cents, 0) <> COALESCE(b.converted_cents, 0)
       OR c.wallet_ok = false`,
  'a conversion posting without its bonus': `
    SELECT e.id AS entry_id, e.kind, e.idempotency_key FROM ledger_entries e
    WHERE e.kind IN ('conversion', 'bonus_conversion')
      AND NOT EXISTS (SELECT 1 FROM player_bonuses b WHERE b.id::text = ${BONUS_ID} AND b.stage = 'wagered')`,
  // Free spins: a played batch's capped winnings became exactly one `freespins` bonus (fs:<batch id>).
  'a free-spin batch ≠ its winnings bonus': `
    SELECT f.id, f.stage, f.count, f.remaining, f.won_cents, f.max_win_cents, f.bonus_id,
      b.id AS bonus, b.type, b.amount_cents
    FROM player_freespins f
    LEFT JOIN player_bonuses b ON b.player_id = f.player_id AND b.source_key = 'fs:' || f.id
    WHERE f.won_cents > f.max_win_cents OR f.remaining < 0 OR f.remaining > f.count
       OR (f.stage = 'played' AND f.remaining <> 0)
       OR (f.stage = 'played' AND f.won_cents > 0 AND (b.id IS NULL OR b.type <> 'freespins'
         OR b.amount_cents <> f.won_cents OR f.bonus_id IS DISTINCT FROM b.id))
       OR ((f.stage <> 'played' OR f.won_cents = 0) AND (b.id IS NOT NULL OR f.bonus_id IS NOT NULL))`,
}

const bigints = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)

/** Every violation of the bonus invariants on this database (empty when they all hold). */
export async function bonusViolations(source: Source): Promise<string[]> {
  const query = queryOf(source)
  const violations: string[] = []
  for (const [what, text] of Object.entries(CHECKS)) {
    for (const row of await query(text)) violations.push(`${what} ${JSON.stringify(row, bigints)}`)
  }
  return violations
}
