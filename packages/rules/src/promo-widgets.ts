// The lobby's promo widgets (spec 2 §3 "Promo widgets", §4 "Widgets show only when their feature is
// active"; ADR 040): which show, in which order, from the main-widget-config, the allWidgets flag
// and each feature's activity. Pure.

export const PROMO_WIDGET_TYPES = ['rocketMart', 'adventures', 'lootBox', 'quest', 'activityHub'] as const
export type PromoWidgetType = (typeof PROMO_WIDGET_TYPES)[number]

export interface PromoWidgetSetting {
  type: PromoWidgetType
  enabled: boolean
  order: number
}

/** Whether each widget's feature is active for this player; a missing entry is inactive. */
export type PromoWidgetActivity = Partial<Record<PromoWidgetType, boolean>>

/** spec 2 §4: lootBox needs a wheel group of the player's or an active (unopened, valid) lootbox. */
export function lootBoxWidgetActive(input: { hasWheelGroup: boolean; activeLootboxes: number }): boolean {
  return input.hasWheelGroup || input.activeLootboxes > 0
}

/** spec 2 §4: adventures need a tester or one of the adventure's groups. */
export function adventuresWidgetActive(input: { isTester: boolean; inAdventureGroup: boolean }): boolean {
  return input.isTester || input.inAdventureGroup
}

/** spec 2 §4: quests need active quests. */
export function questWidgetActive(activeQuests: number): boolean {
  return activeQuests > 0
}

/** ADR 040: the Rocket Mart widget while comp points are on and the shop page renders. */
export function rocketMartWidgetActive(input: { compPoints: boolean; shopPageOn: boolean }): boolean {
  return input.compPoints && input.shopPageOn
}

/**
 * The widgets to show, by ascending config order (ties keep the config's order): only while the
 * allWidgets flag is on, only enabled ones, only those whose feature is active; a type listed twice
 * counts once (its first entry).
 */
export function visiblePromoWidgets(
  config: readonly PromoWidgetSetting[] | null | undefined,
  allWidgets: boolean,
  active: PromoWidgetActivity,
): PromoWidgetType[] {
  if (!allWidgets || !config) return []
  const seen = new Set<PromoWidgetType>()
  return config
    .map((setting, index) => ({ setting, index }))
    .filter(({ setting }) => {
      if (seen.has(setting.type)) return false
      seen.add(setting.type)
      return setting.enabled && active[setting.type] === true
    })
    .sort((a, b) => a.setting.order - b.setting.order || a.index - b.index)
    .map(({ setting }) => setting.type)
}
