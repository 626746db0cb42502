// Limit windows read the wallet's running totals (ADR 035): what a window counted equals the sum of
// its entries for any window start, and it is two indexed lookups — never a sum over the history.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { moneyTotals } from '../src/modules/limits/limits.repository.ts'
import { type Posting, postTransaction } from '../src/modules/wallet/ledger.repository.ts'
import { fundedPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const START = Date.parse('2026-03-01T12:00:00.000Z')
const HOUR = 3_600_000

/** The window's totals summed straight from the ledger, as the limits counted before ADR 035. */
async function summed(playerId: number, since: Date | null) {
  const result = await t.db.execute<Record<string, string | number>>(sql`
    SELECT
      COALESCE(SUM(CASE WHEN e.kind = 'bet' THEN -e.amount_cents ELSE 0 END), 0) AS wagered,
      COALESCE(SUM(CASE WHEN e.kind = 'win' OR (e.kind = 'refund' AND COALESCE(e.reference, '') NOT LIKE 'payment:%') THEN e.amount_cents ELSE 0 END), 0) AS won,
      COALESCE(SUM(CASE WHEN e.kind = 'deposit' THEN e.amount_cents ELSE 0 END), 0) AS deposited,
      COALESCE(SUM(CASE WHEN e.kind = 'withdrawal' OR (e.kind = 'refund' AND e.reference LIKE 'payment:%') THEN -e.amount_cents ELSE 0 END), 0) AS withdrawn
    FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
    WHERE a.player_id = ${playerId} AND a.currency = 'EUR'
      AND (${since?.toISOString() ?? null}::timestamptz IS NULL OR e.created_at >= ${since?.toISOString() ?? null}::timestamptz)`)
  const row = result.rows[0] ?? {}
  return {
    wageredCents: Number(row.wagered),
    wonCents: Number(row.won),
    depositedCents: Number(row.deposited),
    withdrawnCents: Number(row.withdrawn),
  }
}

describe('limit windows from running totals (ADR 035)', () => {
  it('counts exactly the entries from the window start on, for every start', async () => {
    const { playerId } = await fundedPlayer(t, 0)
    const kinds: Omit<Posting, 'playerId' | 'currency' | 'idempotencyKey' | 'now'>[] = [
      { amountCents: 50_000, kind: 'deposit', reference: 'payment:1' },
      { amountCents: -300, kind: 'bet', reference: 'round:1' },
      { amountCents: 450, kind: 'win', reference: 'round:1' },
      { amountCents: -1_000, kind: 'withdrawal', reference: 'payment:2' },
      { amountCents: 1_000, kind: 'refund', reference: 'payment:2' },
      { amountCents: -700, kind: 'bet', reference: 'round:2' },
      { amountCents: 700, kind: 'refund', reference: 'round:2' },
      { amountCents: -200, kind: 'bet', reference: 'round:3' },
    ]
    // Two entries share each hour (a round's bet and win share its step's time).
    for (const [i, posting] of kinds.entries())
      await postTransaction(t.db, {
        ...posting,
        playerId,
        currency: 'EUR',
        idempotencyKey: `window-${i}`,
        now: new Date(START + Math.floor(i / 2) * HOUR),
      })
    const starts = [null, ...[-1, 0, 0.5, 1, 2, 3, 4].map((h) => new Date(START + h * HOUR))]
    for (const since of starts)
      expect(await moneyTotals(t.db, playerId, 'EUR', since), String(since?.toISOString())).toEqual(
        await summed(playerId, since),
      )
  })

  it('reads the totals, not the history: rewriting an old amount changes nothing it counts', async () => {
    const { playerId } = await fundedPlayer(t, 10_000)
    for (let i = 0; i < 6; i++)
      await postTransaction(t.db, {
        playerId,
        currency: 'EUR',
        amountCents: -100,
        kind: 'bet',
        idempotencyKey: `history-${i}`,
        now: new Date(START + i * HOUR),
      })
    const since = new Date(START + 2.5 * HOUR)
    const before = await moneyTotals(t.db, playerId, 'EUR', since)
    expect(before.wageredCents).toBe(300)
    // A sum over the window would see this; the running totals (written with each entry) do not.
    await t.db.execute(sql`
      UPDATE ledger_entries SET amount_cents = -999999
       WHERE idempotency_key = 'history-4'
         AND account_id IN (SELECT id FROM accounts WHERE player_id = ${playerId})`)
    expect(await moneyTotals(t.db, playerId, 'EUR', since)).toEqual(before)
  })
})
