// The signed-in player's limits in the browser (spec 1 §4: "after sign-in … a batch: … limits"):
// filled by the post-login batch, seeded by the limits page's server render, patched by what a save
// answers, and read by the limits page and the limits popup. What it holds goes stale when money
// moves (a `balance` event: a bet or deposit counts against a limit), when a limit changes or is
// reached (`game_limits`), after a reconnect (events may be lost) and after LIMITS_FRESH_MS (session
// minutes and rolling windows move with time); a stale store is fetched again on next use.
// Loaded on demand only (register.ts): nothing of it is in a guest's lobby.
import type { UserLimit } from '@croupier/contract/limits/user-limit'
import { useEffect, useState } from 'react'
import { create } from 'zustand'
import { on } from '../../../lib/events'
import { registerPlayerDataReset } from '../../../lib/player-session'
import { getLimits } from '../api/limits-api'
import { upsertLimit } from './limits'

/** How long a loaded list is used without asking again (our choice: usage moves with play). */
export const LIMITS_FRESH_MS = 60_000

/** Realtime events after which the stored usage may be out of date. */
const STALE_EVENTS = new Set(['balance', 'game_limits'])

interface LimitsState {
  limits: UserLimit[] | null
  /** Date.now() of the last full list; null while none is held or after it went stale. */
  loadedAt: number | null
}

export const useLimitsStore = create<LimitsState>()(() => ({ limits: null, loadedAt: null }))

let inFlight: Promise<UserLimit[]> | null = null

/** GET /api/user_limits into the store; calls made while one runs share it. */
export function loadLimits(): Promise<UserLimit[]> {
  inFlight ??= getLimits()
    .then((limits) => {
      useLimitsStore.setState({ limits, loadedAt: Date.now() })
      return limits
    })
    .finally(() => {
      inFlight = null
    })
  return inFlight
}

export function isLimitsFresh(now = Date.now()): boolean {
  const { limits, loadedAt } = useLimitsStore.getState()
  return limits !== null && loadedAt !== null && now - loadedAt < LIMITS_FRESH_MS
}

/** The stored list while it is fresh, else a new one: what the limits page's navigation reads. */
export function freshLimits(): Promise<UserLimit[]> {
  const { limits } = useLimitsStore.getState()
  return limits && isLimitsFresh() ? Promise.resolve(limits) : loadLimits()
}

/** The list a server render carried (the page's first paint): as good as a fetch of that moment. */
export function seedLimits(limits: UserLimit[]): void {
  if (inFlight) return
  useLimitsStore.setState({ limits, loadedAt: Date.now() })
}

/** What POST or DELETE /api/user_limits answered: the limit as the platform now holds it. */
export function putLimit(saved: UserLimit): void {
  useLimitsStore.setState((state) => ({ limits: upsertLimit(state.limits ?? [], saved) }))
}

export function markLimitsStale(): void {
  useLimitsStore.setState({ loadedAt: null })
}

/**
 * The limits for a view that is open (page or popup): the stored list, fetched again whenever it
 * goes stale while the view is open. `initial` is the server render's list, used until the store
 * holds one (the store is never read on the server, where it would be shared between players).
 */
export function useLimits(initial?: UserLimit[] | null): { limits: UserLimit[] | null; failed: boolean } {
  const limits = useLimitsStore((state) => state.limits)
  const loadedAt = useLimitsStore((state) => state.loadedAt)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (initial && useLimitsStore.getState().limits === null) seedLimits(initial)
  }, [initial])
  useEffect(() => {
    if (loadedAt !== null || (limits === null && initial)) return
    let cancelled = false
    loadLimits().then(
      () => !cancelled && setFailed(false),
      () => !cancelled && setFailed(true),
    )
    return () => {
      cancelled = true
    }
  }, [loadedAt, limits, initial])
  return { limits: limits ?? initial ?? null, failed: failed && limits === null }
}

if (typeof window !== 'undefined') {
  on('realtime', ({ name }) => {
    if (STALE_EVENTS.has(name)) markLimitsStale()
  })
  on('realtime-reconnect', markLimitsStale)
}

registerPlayerDataReset('limits', () => {
  inFlight = null
  useLimitsStore.setState({ limits: null, loadedAt: null })
})
