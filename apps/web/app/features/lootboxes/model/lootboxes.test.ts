import type { WheelConfig } from '@croupier/contract/config/get-wheel-config'
import { describe, expect, it } from 'vitest'
import { lootbox } from './fixtures'
import {
  isValidClientSeed,
  isWheelGroupMember,
  listLootboxes,
  menuWheel,
  newClientSeed,
  prizeOf,
  visibleLootboxes,
  wheelAtPath,
  wheelSpins,
} from './lootboxes'

const NOW = new Date('2026-11-24T15:00:00.000Z')

const CONFIG: WheelConfig = {
  wheels: [
    {
      id: 'rocket',
      path: '/rocketmart-wheel',
      title: 'Rocket',
      lootboxGroupKeys: ['wheel'],
      groupIds: [],
      spinDurationMs: 6000,
    },
    {
      id: 'vip',
      path: '/croupier-wheel',
      title: 'VIP',
      lootboxGroupKeys: ['wheel_vip'],
      groupIds: [259],
      spinDurationMs: 7000,
    },
  ],
}

describe('visibleLootboxes (spec 2 §4)', () => {
  it('shows issued boxes, boxes opened today, and never expired ones', () => {
    const issued = lootbox({ id: '1' })
    const openedToday = lootbox({
      id: '2',
      stage: 'activated',
      activated_at: '2026-11-24T01:00:00.000Z',
      prize_index: 0,
    })
    const openedYesterday = lootbox({
      id: '3',
      stage: 'activated',
      activated_at: '2026-11-23T23:59:00.000Z',
      prize_index: 0,
    })
    const expired = lootbox({ id: '4', stage: 'expired' })
    const pastValidity = lootbox({ id: '5', valid_until: '2026-11-24T14:59:59.000Z' })
    expect(
      visibleLootboxes([openedToday, issued, openedYesterday, expired, pastValidity], NOW).map((b) => b.id),
    ).toEqual(['1', '2'])
  })

  it('leaves the wheel spins to their wheel page', () => {
    expect(
      listLootboxes([lootbox({ id: '1' }), lootbox({ id: '2', wheel_id: 'rocket' })], NOW).map((b) => b.id),
    ).toEqual(['1'])
  })
})

describe('wheelSpins', () => {
  it('counts the unused spins of one wheel, oldest first', () => {
    const boxes = [
      lootbox({ id: '1', wheel_id: 'rocket', created_at: '2026-11-22T00:00:00.000Z' }),
      lootbox({ id: '2', wheel_id: 'rocket', created_at: '2026-11-21T00:00:00.000Z' }),
      lootbox({ id: '3', wheel_id: 'vip' }),
      lootbox({
        id: '4',
        wheel_id: 'rocket',
        stage: 'activated',
        activated_at: NOW.toISOString(),
        prize_index: 0,
      }),
    ]
    expect(wheelSpins(boxes, 'rocket', NOW).map((b) => b.id)).toEqual(['2', '1'])
  })
})

describe('wheels by path and audience', () => {
  it('finds the wheel of a page path', () => {
    expect(wheelAtPath(CONFIG, '/croupier-wheel/')?.id).toBe('vip')
    expect(wheelAtPath(CONFIG, '/other-wheel')).toBeNull()
    expect(wheelAtPath(null, '/rocketmart-wheel')).toBeNull()
  })

  it('opens a wheel without groups to everyone and a grouped one to its members', () => {
    expect(isWheelGroupMember(CONFIG.wheels[0]!, [])).toBe(true)
    expect(isWheelGroupMember(CONFIG.wheels[1]!, [258])).toBe(false)
    expect(isWheelGroupMember(CONFIG.wheels[1]!, [259])).toBe(true)
  })

  it('links the menu to a wheel with a spin, else to a wheel of the player’s group, else nowhere', () => {
    expect(menuWheel(CONFIG, [], [], NOW)).toBeNull()
    expect(menuWheel(CONFIG, [259], [], NOW)?.id).toBe('vip')
    expect(menuWheel(CONFIG, [259], [lootbox({ wheel_id: 'rocket' })], NOW)?.id).toBe('rocket')
  })
})

describe('prize and client seed', () => {
  it('reads the drawn item of an opened box', () => {
    expect(prizeOf(lootbox())).toBeNull()
    expect(prizeOf(lootbox({ stage: 'activated', prize_index: 1 }))?.id).toBe('bonus15')
  })

  it('makes a 16-digit hex seed the platform accepts', () => {
    const seed = newClientSeed(new Uint8Array([0, 1, 2, 254, 255, 16, 32, 64, 99]))
    expect(seed).toBe('000102feff102040')
    expect(isValidClientSeed(seed)).toBe(true)
    expect(isValidClientSeed('')).toBe(false)
    expect(isValidClientSeed('x'.repeat(65))).toBe(false)
    expect(isValidClientSeed('lucky seed 7')).toBe(true)
    expect(isValidClientSeed('ünïcode')).toBe(false)
  })
})
