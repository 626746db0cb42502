import { describe, expect, it } from 'vitest'
import { isPublicChannel, isRealtimeEventName, REALTIME_EVENT_NAMES } from './channels.ts'
import { PRIVATE_EVENT_SCHEMAS, PRIVATE_EVENTS, PUBLIC_CHANNELS, REALTIME_EVENT_SCHEMAS } from './events.ts'

describe('realtime events', () => {
  it('names every channel of spec 1 §7 and every event spec 2 §7 consumes, each with a schema', () => {
    const spec2Consumed = [
      'bonuses_changes',
      'freespins_changes',
      'comps_award',
      'payments_changes',
      'tournaments_statuses',
      'lootboxes_changes',
      'jackpots_changes',
      'allsecure_notification',
      'jackpot_win_award',
      'balance',
      'payments_events',
      'personal_notifications',
    ]
    for (const name of spec2Consumed) expect(isRealtimeEventName(name)).toBe(true)
    expect(PUBLIC_CHANNELS).toEqual(['wins', 'jackpots_changes', 'tournaments_leaderboards'])
    expect(PRIVATE_EVENTS).toHaveLength(16)
    expect(Object.keys(REALTIME_EVENT_SCHEMAS).sort()).toEqual([...REALTIME_EVENT_NAMES].sort())
    expect(isPublicChannel('balance')).toBe(false)
  })

  it('carries money as integer minor units only', () => {
    const balance = { currency: 'EUR', amount_cents: 1050, available_to_cashout_cents: 1000, active: true }
    expect(PRIVATE_EVENT_SCHEMAS.balance.safeParse(balance).success).toBe(true)
    expect(PRIVATE_EVENT_SCHEMAS.balance.safeParse({ ...balance, amount_cents: 10.5 }).success).toBe(false)
    expect(PRIVATE_EVENT_SCHEMAS.balance.safeParse({ ...balance, amount_cents: '1050' }).success).toBe(false)
    expect(PRIVATE_EVENT_SCHEMAS.balance.safeParse({ ...balance, amount_cents: -1 }).success).toBe(false)
  })
})
