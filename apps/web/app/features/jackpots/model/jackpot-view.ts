// The jackpot pages' view of pools (ADR 041): one pool per jackpot in the viewer's currency (EUR
// when the jackpot has none in theirs), and live amounts from `jackpots_changes`.
import type { Jackpot } from '@croupier/contract/catalogue/get-jackpots'
import type { RealtimeEventMap } from '@croupier/contract/realtime/events'

export type JackpotChange = RealtimeEventMap['jackpots_changes']

/** Each jackpot once, in the viewer's currency or else EUR, in the platform's order. */
export function poolsFor(jackpots: readonly Jackpot[], currency: string): Jackpot[] {
  const rank = (pool: Jackpot) => (pool.currency === currency ? 2 : pool.currency === 'EUR' ? 1 : 0)
  const byIdentifier = new Map<string, Jackpot>()
  for (const pool of jackpots) {
    const held = byIdentifier.get(pool.identifier)
    if (!held || rank(pool) > rank(held)) byIdentifier.set(pool.identifier, pool)
  }
  return [...byIdentifier.values()]
}

/** A pool with the levels a change names moved to their new amounts; other pools unchanged. */
export function applyChange(pools: readonly Jackpot[], change: JackpotChange): Jackpot[] {
  const levels = new Map((change.levels ?? []).map((level) => [Number(level.id), level.amount_cents]))
  return pools.map((pool) =>
    pool.id !== Number(change.jackpot_id)
      ? pool
      : {
          ...pool,
          levels: pool.levels.map((level) => {
            const amount = levels.get(level.id)
            return amount === undefined ? level : { ...level, amount_cents: amount }
          }),
        },
  )
}

export const poolTotal = (pool: Jackpot): number =>
  pool.levels.reduce((sum, level) => sum + level.amount_cents, 0)
