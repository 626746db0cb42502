// The floor under the wallet bench: a bare transaction with a round's row work (lock the wallet,
// update it, insert a round and its two entries) through the same driver and pool size at the same
// concurrency, no HTTP and no ORM. What this reaches on the machine bounds what rounds can.
import pg from 'pg'

export interface FloorResult {
  transactionsPerSecond: number
  statementsPerTransaction: number
  p50Ms: number
  p99Ms: number
}

export async function bareFloor(url: string, concurrency: number, seconds: number): Promise<FloorResult> {
  const pool = new pg.Pool({ connectionString: url, max: 20 })
  await pool.query(
    'CREATE TABLE IF NOT EXISTS bench_floor (id bigserial PRIMARY KEY, account_id int NOT NULL, amount bigint NOT NULL, note jsonb)',
  )
  const { rows } = await pool.query<{ id: number }>('SELECT id FROM accounts ORDER BY id')
  const ids = rows.map((row) => row.id)
  const times: number[] = []
  const until = performance.now() + seconds * 1000
  let next = 0
  const started = performance.now()
  async function worker(): Promise<void> {
    while (performance.now() < until) {
      const id = ids[next++ % ids.length]
      const start = performance.now()
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        await client.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [id])
        await client.query('UPDATE accounts SET updated_at = now() WHERE id = $1', [id])
        await client.query('INSERT INTO bench_floor (account_id, amount, note) VALUES ($1, 0, $2)', [
          id,
          '{"round":1}',
        ])
        await client.query('INSERT INTO bench_floor (account_id, amount) VALUES ($1, -20), ($1, 20)', [id])
        await client.query('COMMIT')
      } finally {
        client.release()
      }
      times.push(performance.now() - start)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const elapsed = (performance.now() - started) / 1000
  await pool.query('DROP TABLE bench_floor')
  await pool.end()
  times.sort((a, b) => a - b)
  const at = (p: number) =>
    Number((times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(1))
  return {
    transactionsPerSecond: Number((times.length / elapsed).toFixed(1)),
    statementsPerTransaction: 6,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  }
}
