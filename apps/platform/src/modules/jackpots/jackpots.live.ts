// Public `jackpots_changes` (spec 2 §7): a pool's new amounts at most once a second, trailing — a
// burst of stakes is one publish with the amounts after it. Each instance throttles the pools it
// changed; realtime is best effort (a client re-fetches GET /api/jackpots on reconnect).
import type { Jackpot } from '@croupier/contract/catalogue/get-jackpots'

/** At most one publish per pool per this window (ADR 041). */
export const JACKPOT_CHANGES_INTERVAL_MS = 1_000

export interface JackpotChangesThrottle {
  /** The pools changed: each publishes once its window allows. */
  changed(poolIds: readonly number[]): void
  /** Drops pending publishes (shutdown). */
  stop(): void
}

export function createJackpotChangesThrottle(options: {
  load: (poolIds: number[]) => Promise<Jackpot[]>
  publish: (pool: Jackpot) => void
  onError: (error: unknown) => void
  now?: () => number
  intervalMs?: number
}): JackpotChangesThrottle {
  const now = options.now ?? Date.now
  const interval = options.intervalMs ?? JACKPOT_CHANGES_INTERVAL_MS
  const lastAt = new Map<number, number>()
  const due = new Map<number, ReturnType<typeof setTimeout>>()

  async function flush(poolId: number): Promise<void> {
    due.delete(poolId)
    lastAt.set(poolId, now())
    try {
      for (const pool of await options.load([poolId])) options.publish(pool)
    } catch (error) {
      options.onError(error)
    }
  }

  return {
    changed(poolIds) {
      for (const poolId of poolIds) {
        if (due.has(poolId)) continue
        const wait = Math.max(0, (lastAt.get(poolId) ?? Number.NEGATIVE_INFINITY) + interval - now())
        const timer = setTimeout(() => void flush(poolId), wait)
        timer.unref?.()
        due.set(poolId, timer)
      }
    },
    stop() {
      for (const timer of due.values()) clearTimeout(timer)
      due.clear()
    },
  }
}

/** The wire payload of one pool. */
export function jackpotChange(pool: Jackpot) {
  return {
    jackpot_id: String(pool.id),
    identifier: pool.identifier,
    currency: pool.currency,
    amount_cents: pool.levels.reduce((sum, level) => sum + level.amount_cents, 0),
    levels: pool.levels.map((level) => ({
      id: String(level.id),
      identifier: level.identifier,
      amount_cents: level.amount_cents,
    })),
  }
}
