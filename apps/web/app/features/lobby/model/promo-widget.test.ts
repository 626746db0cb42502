import { describe, expect, it } from 'vitest'
import { lootBoxWidgetTarget } from './promo-widget'

const widget = { type: 'lootBox' as const, spins: 0, lootboxes: 0, wheelPath: '/rocketmart-wheel' }

describe('lootBoxWidgetTarget', () => {
  it('leads to the wheel while the player holds a spin on it', () => {
    expect(lootBoxWidgetTarget({ ...widget, spins: 2, lootboxes: 1 })).toEqual({
      kind: 'wheel',
      path: '/rocketmart-wheel',
    })
  })

  it('leads to the wheel of a wheel group with nothing waiting', () => {
    expect(lootBoxWidgetTarget(widget).kind).toBe('wheel')
  })

  it('leads to the gifts tab when only lootboxes wait, or there is no wheel', () => {
    expect(lootBoxWidgetTarget({ ...widget, lootboxes: 1 })).toEqual({
      kind: 'gifts',
      path: '/profile/gifts',
    })
    expect(lootBoxWidgetTarget({ ...widget, wheelPath: null, lootboxes: 3 }).kind).toBe('gifts')
  })
})
