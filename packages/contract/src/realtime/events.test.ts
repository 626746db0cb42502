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

  it('carries a jackpot drop on the public wins feed and the winner’s award (ADR 041)', () => {
    const win = {
      id: 'jackpot:7',
      game: { identifier: 'croupier/fruit-slot', title: 'Fruit Slot' },
      nickname: 'DemoPl***',
      amount_cents: 18_745,
      currency: 'EUR',
      created_at: '2026-11-25T02:00:00.000Z',
      jackpot: { identifier: 'mystic-dragon', title: 'Mystic Dragon', level_name: 'Bronze' },
    }
    expect(REALTIME_EVENT_SCHEMAS.wins.safeParse(win).success).toBe(true)
    expect(REALTIME_EVENT_SCHEMAS.wins.safeParse({ ...win, amount_cents: 187.45 }).success).toBe(false)
    const award = {
      jackpot_id: '4',
      amount_cents: 18_745,
      currency: 'EUR',
      win_id: '7',
      jackpot_identifier: 'mystic-dragon',
      level_name: 'Bronze',
    }
    expect(PRIVATE_EVENT_SCHEMAS.jackpot_win_award.safeParse(award).success).toBe(true)
    const change = {
      jackpot_id: '4',
      identifier: 'mystic-dragon',
      currency: 'EUR',
      amount_cents: 300,
      levels: [{ id: '10', identifier: 'level_1', amount_cents: 300 }],
    }
    expect(REALTIME_EVENT_SCHEMAS.jackpots_changes.safeParse(change).success).toBe(true)
    expect(
      REALTIME_EVENT_SCHEMAS.jackpots_changes.safeParse({
        ...change,
        levels: [{ id: '10', identifier: 'level_1', amount_cents: -1 }],
      }).success,
    ).toBe(false)
  })

  it('carries money as integer minor units only', () => {
    const balance = { currency: 'EUR', amount_cents: 1050, available_to_cashout_cents: 1000, active: true }
    expect(PRIVATE_EVENT_SCHEMAS.balance.safeParse(balance).success).toBe(true)
    expect(PRIVATE_EVENT_SCHEMAS.balance.safeParse({ ...balance, amount_cents: 10.5 }).success).toBe(false)
    expect(PRIVATE_EVENT_SCHEMAS.balance.safeParse({ ...balance, amount_cents: '1050' }).success).toBe(false)
    expect(PRIVATE_EVENT_SCHEMAS.balance.safeParse({ ...balance, amount_cents: -1 }).success).toBe(false)
  })
})
