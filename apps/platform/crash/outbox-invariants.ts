// The outbox's invariants after the kills (ADR 030): an event exists exactly when its change
// committed, and every event is delivered once a platform runs again.
import type { CrashDatabase } from './database.ts'

const lines = (rows: Record<string, unknown>[]) => rows.map((row) => JSON.stringify(row))

/** Undelivered events, waiting up to `waitMs` for the restarted platform's dispatcher. */
export async function undeliveredEvents(db: CrashDatabase, waitMs: number): Promise<string[]> {
  let rows: Record<string, unknown>[] = []
  for (let waited = 0; waited <= waitMs; waited += 250) {
    rows = await db.query(
      `SELECT id, type, attempts, last_error FROM domain_events WHERE delivered_at IS NULL ORDER BY id LIMIT 20`,
    )
    if (rows.length === 0) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return lines(rows).map((l) => `undelivered ${l}`)
}

/** Each finished real round has one `round.finished`, each credited deposit one `deposit.succeeded`, and no other. */
export async function eventViolations(db: CrashDatabase): Promise<string[]> {
  const rounds = await db.query(`
    WITH ev AS (SELECT (payload->>'round_id')::bigint AS id, COUNT(*) AS n FROM domain_events
                WHERE type = 'round.finished' AND payload->>'mode' = 'real' GROUP BY 1),
         done AS (SELECT id FROM game_rounds WHERE mode = 'real' AND status = 'finished' AND player_id IS NOT NULL)
    SELECT COALESCE(done.id, ev.id) AS round_id, COALESCE(ev.n, 0) AS events, done.id IS NOT NULL AS finished
    FROM done FULL JOIN ev ON ev.id = done.id
    WHERE done.id IS NULL OR COALESCE(ev.n, 0) <> 1`)
  const deposits = await db.query(`
    WITH ev AS (SELECT (payload->>'payment_id')::bigint AS id, COUNT(*) AS n FROM domain_events
                WHERE type = 'deposit.succeeded' GROUP BY 1),
         done AS (SELECT id FROM payments WHERE action = 'deposit' AND state = 'succeeded')
    SELECT COALESCE(done.id, ev.id) AS payment_id, COALESCE(ev.n, 0) AS events, done.id IS NOT NULL AS succeeded
    FROM done FULL JOIN ev ON ev.id = done.id
    WHERE done.id IS NULL OR COALESCE(ev.n, 0) <> 1`)
  return [
    ...lines(rounds).map((l) => `round.finished ≠ one per finished round ${l}`),
    ...lines(deposits).map((l) => `deposit.succeeded ≠ one per credited deposit ${l}`),
  ]
}
