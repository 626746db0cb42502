import type { UserLimit } from '@croupier/contract/limits/user-limit'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emit } from '../../../lib/events'
import {
  registeredPostLoginLoads,
  registerPostLoginLoads,
  runPostLoginBatch,
  signOutEverywhere,
} from '../../../lib/player-session'
import { getLimits } from '../api/limits-api'
import { limitsPostLoginLoads } from '../post-login-loads'
import {
  freshLimits,
  isLimitsFresh,
  LIMITS_FRESH_MS,
  loadLimits,
  putLimit,
  seedLimits,
  useLimitsStore,
} from './limits-store'

vi.mock('../api/limits-api', () => ({ getLimits: vi.fn() }))
vi.mock('../../../lib/log', () => ({ logError: vi.fn() }))

const fetchLimits = vi.mocked(getLimits)

function limit(id: string, overrides: Partial<UserLimit> = {}): UserLimit {
  return {
    id,
    type: 'deposit',
    period: 'day',
    accounts: [{ currency: 'CAD', amount_cents: 10_000, current_value_amount_cents: 0 }],
    minutes: null,
    current_minutes: null,
    status: 'active',
    pending_amount_cents: null,
    pending_minutes: null,
    applies_at: null,
    pending_confirmed: false,
    reached: false,
    created_at: '2026-01-01T00:00:00.000Z',
    ends_at: null,
    ...overrides,
  }
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00.000Z') })
  fetchLimits.mockReset()
  signOutEverywhere({
    queryClient: undefined,
    sessionStorage: undefined,
    localStorage: undefined,
    emit: vi.fn(),
  })
})
afterEach(() => vi.useRealTimers())

describe('the limits store', () => {
  it('is the `limits` step of the post-login batch (spec 1 §4), filled once per sign-in', async () => {
    registerPostLoginLoads(limitsPostLoginLoads)
    expect(registeredPostLoginLoads()).toContain('limits')
    fetchLimits.mockResolvedValue([limit('1')])
    await runPostLoginBatch({ queryClient: undefined })
    expect(useLimitsStore.getState().limits).toEqual([limit('1')])
    expect(fetchLimits).toHaveBeenCalledTimes(1)
  })

  it('shares one request between callers that ask at the same time', async () => {
    fetchLimits.mockResolvedValue([limit('1')])
    const [a, b] = await Promise.all([loadLimits(), freshLimits()])
    expect(a).toBe(b)
    expect(fetchLimits).toHaveBeenCalledTimes(1)
  })

  it('answers from memory while fresh and asks again once LIMITS_FRESH_MS have passed', async () => {
    fetchLimits.mockResolvedValue([limit('1')])
    await loadLimits()
    await freshLimits()
    vi.advanceTimersByTime(LIMITS_FRESH_MS - 1)
    await freshLimits()
    expect(fetchLimits).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(isLimitsFresh()).toBe(false)
    await freshLimits()
    expect(fetchLimits).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['balance', 'realtime'],
    ['game_limits', 'realtime'],
    ['reconnect', 'realtime-reconnect'],
  ] as const)('goes stale on %s (usage may have moved)', async (name, event) => {
    fetchLimits.mockResolvedValue([limit('1')])
    await loadLimits()
    if (event === 'realtime') emit('realtime', { name, payload: {} })
    else emit('realtime-reconnect', {})
    expect(isLimitsFresh()).toBe(false)
    await freshLimits()
    expect(fetchLimits).toHaveBeenCalledTimes(2)
  })

  it('ignores realtime events that move no limit', async () => {
    fetchLimits.mockResolvedValue([limit('1')])
    await loadLimits()
    emit('realtime', { name: 'wins', payload: {} })
    expect(isLimitsFresh()).toBe(true)
  })

  it('takes a seed from the server render and what a save answered, without a request', async () => {
    seedLimits([limit('1')])
    putLimit(limit('1', { status: 'pending_increase', pending_amount_cents: 20_000 }))
    putLimit(limit('2', { type: 'loss' }))
    expect(useLimitsStore.getState().limits?.map((item) => [item.id, item.status])).toEqual([
      ['1', 'pending_increase'],
      ['2', 'active'],
    ])
    expect(await freshLimits()).toHaveLength(2)
    expect(fetchLimits).not.toHaveBeenCalled()
  })

  it('forgets the player at logout', async () => {
    fetchLimits.mockResolvedValue([limit('1')])
    await loadLimits()
    signOutEverywhere({
      queryClient: undefined,
      sessionStorage: undefined,
      localStorage: undefined,
      emit: vi.fn(),
    })
    expect(useLimitsStore.getState()).toMatchObject({ limits: null, loadedAt: null })
  })
})
