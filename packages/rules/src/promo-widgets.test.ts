import { describe, expect, it } from 'vitest'
import {
  adventuresWidgetActive,
  lootBoxWidgetActive,
  type PromoWidgetSetting,
  questWidgetActive,
  rocketMartWidgetActive,
  visiblePromoWidgets,
} from './promo-widgets'

const config: PromoWidgetSetting[] = [
  { type: 'rocketMart', enabled: true, order: 1 },
  { type: 'adventures', enabled: true, order: 2 },
  { type: 'lootBox', enabled: true, order: 3 },
  { type: 'quest', enabled: true, order: 4 },
  { type: 'activityHub', enabled: true, order: 5 },
]
const allActive = { rocketMart: true, adventures: true, lootBox: true, quest: true, activityHub: true }

describe('promo widgets (spec 2 §3, §4)', () => {
  it('shows nothing while the allWidgets flag is off or without a config', () => {
    expect(visiblePromoWidgets(config, false, allActive)).toEqual([])
    expect(visiblePromoWidgets(null, true, allActive)).toEqual([])
  })

  it('shows the enabled, active widgets in the config order', () => {
    expect(visiblePromoWidgets(config, true, allActive)).toEqual([
      'rocketMart',
      'adventures',
      'lootBox',
      'quest',
      'activityHub',
    ])
    const reordered = config.map((w) => (w.type === 'lootBox' ? { ...w, order: 0 } : w))
    expect(visiblePromoWidgets(reordered, true, allActive)).toEqual([
      'lootBox',
      'rocketMart',
      'adventures',
      'quest',
      'activityHub',
    ])
  })

  it('leaves out a disabled widget and one whose feature is not active', () => {
    const disabled = config.map((w) => (w.type === 'adventures' ? { ...w, enabled: false } : w))
    expect(
      visiblePromoWidgets(disabled, true, { rocketMart: true, adventures: true, lootBox: false }),
    ).toEqual(['rocketMart'])
  })

  it('counts a type listed twice once, by its first entry', () => {
    const twice: PromoWidgetSetting[] = [
      { type: 'lootBox', enabled: false, order: 1 },
      { type: 'lootBox', enabled: true, order: 2 },
      { type: 'rocketMart', enabled: true, order: 3 },
    ]
    expect(visiblePromoWidgets(twice, true, allActive)).toEqual(['rocketMart'])
  })

  it('lootBox needs a wheel group or an active lootbox', () => {
    expect(lootBoxWidgetActive({ hasWheelGroup: false, activeLootboxes: 0 })).toBe(false)
    expect(lootBoxWidgetActive({ hasWheelGroup: true, activeLootboxes: 0 })).toBe(true)
    expect(lootBoxWidgetActive({ hasWheelGroup: false, activeLootboxes: 1 })).toBe(true)
  })

  it('adventures need a tester or the adventure group; quests need active quests', () => {
    expect(adventuresWidgetActive({ isTester: false, inAdventureGroup: false })).toBe(false)
    expect(adventuresWidgetActive({ isTester: true, inAdventureGroup: false })).toBe(true)
    expect(adventuresWidgetActive({ isTester: false, inAdventureGroup: true })).toBe(true)
    expect(questWidgetActive(0)).toBe(false)
    expect(questWidgetActive(2)).toBe(true)
  })

  it('rocketMart needs comp points on and the shop page on', () => {
    expect(rocketMartWidgetActive({ compPoints: true, shopPageOn: true })).toBe(true)
    expect(rocketMartWidgetActive({ compPoints: false, shopPageOn: true })).toBe(false)
    expect(rocketMartWidgetActive({ compPoints: true, shopPageOn: false })).toBe(false)
  })
})
