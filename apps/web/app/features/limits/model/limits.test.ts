import type { UserLimit } from '@croupier/contract/limits/user-limit'
import { describe, expect, it } from 'vitest'
import {
  amountLimits,
  emptyDraft,
  pendingValue,
  runningRestriction,
  upsertLimit,
  usageOf,
  validateDraft,
} from './limits'

function limit(overrides: Partial<UserLimit>): UserLimit {
  return {
    id: '1',
    type: 'deposit',
    period: 'day',
    accounts: [{ currency: 'CAD', amount_cents: 10_000, current_value_amount_cents: 2_500 }],
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

describe('usageOf', () => {
  it('reads the money account: used, limit and percent', () => {
    expect(usageOf(limit({}))).toEqual({ used: 2_500, limit: 10_000, percent: 25, currency: 'CAD' })
  })
  it('uses the absolute current value (spec 1 §4) and caps the bar at 100', () => {
    const loss = limit({
      type: 'loss',
      accounts: [{ currency: 'CAD', amount_cents: 1_000, current_value_amount_cents: -3_000 }],
    })
    expect(usageOf(loss)?.percent).toBe(100)
    expect(usageOf(loss)?.used).toBe(3_000)
  })
  it('reads minutes for a session limit and nothing for a block', () => {
    expect(usageOf(limit({ type: 'session', accounts: [], minutes: 60, current_minutes: 15 }))).toEqual({
      used: 15,
      limit: 60,
      percent: 25,
      currency: null,
    })
    expect(usageOf(limit({ type: 'coolingoff', accounts: [] }))).toBeNull()
  })
})

describe('lists', () => {
  it('orders money limits deposit, loss, wager, then session; by period inside a type', () => {
    const list = amountLimits([
      limit({ id: 's', type: 'session', accounts: [], minutes: 30 }),
      limit({ id: 'w', type: 'wager' }),
      limit({ id: 'dw', type: 'deposit', period: 'week' }),
      limit({ id: 'dd', type: 'deposit', period: 'day' }),
      limit({ id: 'c', type: 'coolingoff', accounts: [] }),
    ])
    expect(list.map((item) => item.id)).toEqual(['dd', 'dw', 'w', 's'])
  })
  it('prefers the self-exclusion over a cooling-off as the running block', () => {
    const blocks = [limit({ id: 'c', type: 'coolingoff' }), limit({ id: 'x', type: 'selfexclusion' })]
    expect(runningRestriction(blocks)?.id).toBe('x')
    expect(runningRestriction([limit({})])).toBeNull()
  })
  it('tells the value a pending increase moves to', () => {
    expect(pendingValue(limit({ status: 'pending_increase', pending_amount_cents: 20_000 }))).toBe(20_000)
    expect(pendingValue(limit({ status: 'pending_removal' }))).toBeNull()
  })
})

describe('validateDraft', () => {
  it('builds a money body in minor units', () => {
    expect(validateDraft({ ...emptyDraft('CAD'), amount: '12.50' })).toEqual({
      body: { type: 'deposit', period: 'day', currency: 'CAD', amount_cents: 1_250 },
    })
  })
  it('refuses an empty, malformed or zero amount', () => {
    expect(validateDraft(emptyDraft('CAD')).errors).toEqual({ amount: 'required' })
    expect(validateDraft({ ...emptyDraft('CAD'), amount: '1.234' }).errors).toEqual({ amount: 'amount' })
    expect(validateDraft({ ...emptyDraft('CAD'), amount: '-5' }).errors).toEqual({ amount: 'amount' })
    expect(validateDraft({ ...emptyDraft('CAD'), amount: '0' }).errors).toEqual({ amount: 'tooSmall' })
  })
  it('refuses a period the type does not take', () => {
    expect(validateDraft({ ...emptyDraft('CAD'), period: 'forever', amount: '5' }).errors).toEqual({
      period: 'period',
    })
  })
  it('builds a session body in whole minutes up to a day', () => {
    const session = { ...emptyDraft('CAD', 'session'), period: 'week' as const }
    expect(validateDraft({ ...session, minutes: '90' })).toEqual({
      body: { type: 'session', period: 'week', minutes: 90 },
    })
    expect(validateDraft({ ...session, minutes: '1.5' }).errors).toEqual({ minutes: 'wholeMinutes' })
    expect(validateDraft({ ...session, minutes: '1441' }).errors).toEqual({ minutes: 'tooManyMinutes' })
  })
})

describe('upsertLimit', () => {
  it('replaces the limit of the same id in place and adds a new one at the end', () => {
    const list = [limit({ id: 'a' }), limit({ id: 'b' })]
    const changed = limit({ id: 'a', status: 'pending_increase' })
    expect(upsertLimit(list, changed)).toEqual([changed, list[1]])
    expect(upsertLimit(list, limit({ id: 'c' })).map((item) => item.id)).toEqual(['a', 'b', 'c'])
  })
})
