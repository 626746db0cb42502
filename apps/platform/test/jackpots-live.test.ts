// Public jackpots_changes (spec 2 §7, ADR 041): a pool publishes at most once a second, trailing, with
// the amounts after the burst; the payload is the contract's.
import type { Jackpot } from '@croupier/contract/catalogue/get-jackpots'
import { PUBLIC_EVENT_SCHEMAS } from '@croupier/contract/realtime/events'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createJackpotChangesThrottle, jackpotChange } from '../src/modules/jackpots/jackpots.live.ts'

const HASH = 'a'.repeat(64)
const poolAt = (id: number, cents: number): Jackpot => ({
  id,
  identifier: `pool-${id}`,
  title: 'Pool',
  mystic: false,
  currency: 'EUR',
  levels: [
    {
      id: id * 10,
      name: 'Bronze',
      identifier: 'level_1',
      amount_cents: cents,
      seed_cents: 100,
      ceiling_cents: 10_000,
      cycle: 1,
      server_seed_hash: HASH,
    },
    {
      id: id * 10 + 1,
      name: 'Silver',
      identifier: 'level_2',
      amount_cents: cents * 2,
      seed_cents: 100,
      ceiling_cents: 20_000,
      cycle: 1,
      server_seed_hash: HASH,
    },
  ],
})

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('jackpots_changes throttle', () => {
  it('publishes a pool at most once per second, trailing, with its latest amounts', async () => {
    let cents = 1_000
    const published: { at: number; pool: Jackpot }[] = []
    const throttle = createJackpotChangesThrottle({
      load: async (ids) => ids.map((id) => poolAt(id, cents)),
      publish: (pool) => published.push({ at: Date.now(), pool }),
      onError: (error) => {
        throw error
      },
    })
    const start = Date.now()
    // 50 changes over 2.5 s for pool 1, and one for pool 2.
    throttle.changed([2])
    for (let i = 0; i < 50; i++) {
      cents += 5
      throttle.changed([1])
      await vi.advanceTimersByTimeAsync(50)
    }
    await vi.advanceTimersByTimeAsync(2_000)
    const one = published.filter((p) => p.pool.id === 1)
    expect(one.length).toBeGreaterThanOrEqual(3)
    expect(one.length).toBeLessThanOrEqual(4)
    for (const [i, p] of one.entries())
      if (i > 0) expect(p.at - (one[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(1_000)
    // The last publish carries the amounts after the last change.
    expect(one.at(-1)?.pool.levels[0]?.amount_cents).toBe(cents)
    expect(published.filter((p) => p.pool.id === 2)).toHaveLength(1)
    // An idle pool publishes its first change at once.
    expect(one[0]?.at).toBe(start)
    throttle.stop()
  })

  it('sends the contract’s payload: the pool total and each level', () => {
    const payload = jackpotChange(poolAt(3, 1_000))
    expect(PUBLIC_EVENT_SCHEMAS.jackpots_changes.parse(payload)).toEqual({
      jackpot_id: '3',
      identifier: 'pool-3',
      currency: 'EUR',
      amount_cents: 3_000,
      levels: [
        { id: '30', identifier: 'level_1', amount_cents: 1_000 },
        { id: '31', identifier: 'level_2', amount_cents: 2_000 },
      ],
    })
  })
})
