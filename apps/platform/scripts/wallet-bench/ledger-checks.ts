// The wallet bench's ledger work in plain SQL: the invariants checked after every load, and the bulk
// history (finished rounds with their bet and win) that the history runs pre-fill.
import pg from 'pg'
import { bonusViolations } from '../../test/bonus-invariants.ts'

export interface Invariants {
  intact: boolean
  accounts: number
  ledgerRows: number
  rounds: number
  /** Accounts whose balance is not the sum of their entries, or not their last entry's balance. */
  balanceMismatches: number
  negativeBalances: number
  duplicateKeys: number
  /** Real rounds missing their bet, or a win they paid, or with entries of the wrong amount. */
  roundsWithoutMoney: number
  /** Ledger entries naming a round that does not exist. */
  orphanEntries: number
  /** Accounts whose running totals (ADR 035) are not the sums of their entries. */
  totalsMismatches: number
  /** Bonus invariants broken (test/bonus-invariants.ts): pockets, activated balances, conversions. */
  bonusViolations: string[]
}

async function count(client: pg.Client, text: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(text)
  return Number(rows[0]?.n ?? 0)
}

export async function checkInvariants(url: string): Promise<Invariants> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    // One snapshot for every check: rounds still finishing when the load stopped are all in or all out.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ')
    // Each round's money from the ledger, once (a hash join instead of a lookup per round).
    await client.query(
      `CREATE TEMP TABLE money AS
         SELECT substr(reference, 7)::bigint AS round_id,
                COALESCE(-sum(amount_cents) FILTER (WHERE kind IN ('bet', 'bonus_bet')), 0) AS bet,
                COALESCE(sum(amount_cents) FILTER (WHERE kind IN ('win', 'bonus_win')), 0) AS win
           FROM ledger_entries WHERE reference LIKE 'round:%' GROUP BY reference`,
    )
    const result = {
      accounts: await count(client, 'SELECT count(*) AS n FROM accounts'),
      ledgerRows: await count(client, 'SELECT count(*) AS n FROM ledger_entries'),
      rounds: await count(client, `SELECT count(*) AS n FROM game_rounds WHERE mode = 'real'`),
      balanceMismatches: await count(
        client,
        `SELECT count(*) AS n FROM accounts a
           LEFT JOIN LATERAL (SELECT COALESCE(sum(amount_cents), 0) AS total FROM ledger_entries WHERE account_id = a.id) s ON true
           LEFT JOIN LATERAL (SELECT balance_after_cents FROM ledger_entries WHERE account_id = a.id ORDER BY id DESC LIMIT 1) l ON true
          WHERE s.total <> a.amount_cents OR COALESCE(l.balance_after_cents, 0) <> a.amount_cents`,
      ),
      negativeBalances: await count(
        client,
        'SELECT count(*) AS n FROM accounts WHERE amount_cents < 0 OR available_to_cashout_cents < 0',
      ),
      duplicateKeys: await count(
        client,
        `SELECT count(*) AS n FROM (SELECT 1 FROM ledger_entries GROUP BY account_id, idempotency_key HAVING count(*) > 1) d`,
      ),
      roundsWithoutMoney: await count(
        client,
        `SELECT count(*) AS n FROM game_rounds r LEFT JOIN money m ON m.round_id = r.id
          WHERE r.mode = 'real' AND r.status = 'finished'
            AND (COALESCE(m.bet, 0) <> r.bet_cents OR COALESCE(m.win, 0) <> r.win_cents)`,
      ),
      totalsMismatches: await count(
        client,
        `SELECT count(*) AS n FROM accounts a LEFT JOIN (
           SELECT account_id,
                  COALESCE(-sum(amount_cents) FILTER (WHERE kind IN ('bet', 'bonus_bet')), 0) AS wagered,
                  COALESCE(sum(amount_cents) FILTER (WHERE kind IN ('win', 'bonus_win') OR (kind = 'refund' AND COALESCE(reference, '') NOT LIKE 'payment:%')), 0) AS won,
                  COALESCE(sum(amount_cents) FILTER (WHERE kind = 'deposit'), 0) AS deposited
             FROM ledger_entries GROUP BY account_id) s ON s.account_id = a.id
          WHERE a.wagered_cents <> COALESCE(s.wagered, 0) OR a.won_cents <> COALESCE(s.won, 0)
             OR a.deposited_cents <> COALESCE(s.deposited, 0)`,
      ),
      orphanEntries: await count(
        client,
        'SELECT count(*) AS n FROM money m LEFT JOIN game_rounds r ON r.id = m.round_id WHERE r.id IS NULL',
      ),
      bonusViolations: await bonusViolations(async (text) => (await client.query(text)).rows),
    }
    await client.query('COMMIT')
    const intact =
      result.balanceMismatches === 0 &&
      result.negativeBalances === 0 &&
      result.duplicateKeys === 0 &&
      result.roundsWithoutMoney === 0 &&
      result.orphanEntries === 0 &&
      result.totalsMismatches === 0 &&
      result.bonusViolations.length === 0
    return { intact, ...result }
  } finally {
    await client.end()
  }
}

/**
 * Adds finished real rounds (bet 100, win 100: balances unchanged) with their two ledger entries and
 * running totals until the ledger holds `targetRows`, spread over the bench players and the six days
 * before now (inside the limits' windows). Run before any play, so entries stay in time order.
 */
export async function fillHistory(url: string, targetRows: number, gameIdentifier: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const have = await count(client, 'SELECT count(*) AS n FROM ledger_entries')
    const rounds = Math.max(0, Math.floor((targetRows - have) / 2))
    if (rounds === 0) return have
    const started = performance.now()
    await client.query('BEGIN')
    await client.query(
      `CREATE TEMP TABLE bench_acc ON COMMIT DROP AS
         SELECT row_number() OVER (ORDER BY a.id) - 1 AS i, a.id AS account_id, a.player_id, a.amount_cents,
                a.available_to_cashout_cents AS cashout, a.wagered_cents, a.won_cents, a.deposited_cents, a.withdrawn_cents
           FROM accounts a JOIN players p ON p.id = a.player_id WHERE p.email LIKE 'bench-%'`,
    )
    const players = await count(client, 'SELECT count(*) AS n FROM bench_acc')
    await client.query(
      `WITH g AS (SELECT id FROM games WHERE identifier = $2),
       r AS (
         INSERT INTO game_rounds (player_id, game_id, mode, currency, status, bet_cents, win_cents, outcome, created_at)
         SELECT acc.player_id, g.id, 'real', 'EUR', 'finished', 100, 100, '{}'::jsonb,
                now() - interval '6 days' + (s * interval '6 days' / $1) - interval '1 hour'
           FROM generate_series(0, $1 - 1) s JOIN bench_acc acc ON acc.i = s % $3 CROSS JOIN g
          ORDER BY s
         RETURNING id, player_id, created_at),
       k AS (SELECT r.*, row_number() OVER (PARTITION BY r.player_id ORDER BY r.id) AS k FROM r)
       INSERT INTO ledger_entries (account_id, amount_cents, kind, idempotency_key, reference, balance_after_cents,
         cashout_after_cents, wagered_after_cents, won_after_cents, deposited_after_cents, withdrawn_after_cents, created_at)
       SELECT acc.account_id, m.amount, m.kind, 'h:' || k.id || m.kind, 'round:' || k.id,
              acc.amount_cents + m.after, LEAST(acc.cashout, acc.amount_cents + m.after),
              acc.wagered_cents + 100 * k.k, acc.won_cents + 100 * (k.k - 1) + m.won,
              acc.deposited_cents, acc.withdrawn_cents, k.created_at
         FROM k JOIN bench_acc acc ON acc.player_id = k.player_id
         CROSS JOIN (VALUES (-100, 'bet', -100, 0), (100, 'win', 0, 100)) AS m(amount, kind, after, won)
        ORDER BY k.id, m.amount`,
      [rounds, gameIdentifier, players],
    )
    // Each account played its rounds: the running totals move (summed afresh), the balance does not.
    await client.query(
      `UPDATE accounts a SET wagered_cents = n.wagered, won_cents = n.won
         FROM (SELECT account_id, COALESCE(-sum(amount_cents) FILTER (WHERE kind = 'bet'), 0) AS wagered,
                      COALESCE(sum(amount_cents) FILTER (WHERE kind = 'win'), 0) AS won
                 FROM ledger_entries WHERE account_id IN (SELECT account_id FROM bench_acc)
                GROUP BY account_id) n
        WHERE n.account_id = a.id`,
    )
    await client.query('COMMIT')
    await client.query('VACUUM ANALYZE')
    // Write the fill's dirty pages now, not during the load that follows.
    await client.query('CHECKPOINT')
    console.log(
      `  history: +${rounds * 2} ledger rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    return await count(client, 'SELECT count(*) AS n FROM ledger_entries')
  } finally {
    await client.end()
  }
}
