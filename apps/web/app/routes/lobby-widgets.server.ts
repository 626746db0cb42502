// The lobby's promo widgets for a signed-in player (spec 2 §3 "Promo widgets", §4; ADR 040): which
// show, in the main-widget-config's order, and what each says. Loaded by the lobby's loader so the
// row is server-rendered at its final size (no layout shift, no skeleton); guests and an off
// `allWidgets` flag cost nothing. quest needs a running quest, activityHub a joined tournament (ADR 041).
import * as api from '@croupier/contract/api.generated'
import { groupIdsOf, isTester } from '@croupier/rules/groups'
import {
  adventuresWidgetActive,
  lootBoxWidgetActive,
  questWidgetActive,
  rocketMartWidgetActive,
  visiblePromoWidgets,
} from '@croupier/rules/promo-widgets'
import { cardRate, cardsOfTab } from '@croupier/rules/shop'
import { loadAdventure } from '../features/adventure/adventure.server'
import type { PromoWidget } from '../features/lobby/model/promo-widget'
import { listLootboxes, menuWheel, wheelSpins } from '../features/lootboxes/model/lootboxes'
import { cachedPlatformGet, platformFor } from '../lib/platform-client.server'
import type { ShellContext } from '../lib/shell-context'
import { SHOP_MAINTENANCE_SLUG, SHOP_PAGE_SLUG } from './rocket-mart.server'

export async function loadPromoWidgets(
  request: Request,
  shell: ShellContext | null,
): Promise<PromoWidget[] | null> {
  const player = shell?.player
  if (!shell || !player || !shell.flags.allWidgets) return null
  const client = platformFor(request)
  const groupIds = groupIdsOf(player.statuses)
  const tester = isTester(groupIds)
  const currency = player.currency ?? null
  const [config, switches, points, cards, lootboxes, wheels, adventure, quests, joined] = await Promise.all([
    cachedPlatformGet(api.getMainWidgetConfig),
    cachedPlatformGet(api.getManagePromotionPages),
    shell.flags.compPoints ? client.callOrNull(api.getCompPoints) : null,
    shell.flags.compPoints
      ? cachedPlatformGet(api.getShopCards, { query: currency ? { currency } : {} })
      : null,
    client.callOrNull(api.getPlayerLootboxes),
    cachedPlatformGet(api.getWheelConfig),
    loadAdventure(request),
    // Quests depend on the player's groups (spec 2 §6), so never a shared cache.
    client.callOrNull(api.getTournaments, { query: { kind: 'quest', status: 'active' } }),
    client.callOrNull(api.getPlayerTournaments),
  ])
  const pages = switches?.pages ?? {}
  const now = new Date()
  const boxes = lootboxes ?? []
  const wheel = menuWheel(wheels, groupIds, boxes, now)
  const spins = wheel ? wheelSpins(boxes, wheel.id, now).length : 0
  const unopened = listLootboxes(boxes, now).filter((box) => box.stage === 'issued').length
  const open = adventure.kind === 'open' ? adventure.adventure : null

  const shown = visiblePromoWidgets(config?.widgets, shell.flags.allWidgets, {
    rocketMart:
      points !== null &&
      rocketMartWidgetActive({
        compPoints: shell.flags.compPoints,
        // The shop's own conditions (routes/rocket-mart.server.ts): on in page config, or a tester.
        shopPageOn: pages[SHOP_MAINTENANCE_SLUG] !== true && (pages[SHOP_PAGE_SLUG] === true || tester),
      }),
    // The platform answers the calendar only to testers and the adventure's groups (404 to others).
    adventures: open !== null && adventuresWidgetActive({ isTester: tester, inAdventureGroup: true }),
    lootBox: lootBoxWidgetActive({ hasWheelGroup: wheel !== null, activeLootboxes: spins + unopened }),
    quest: questWidgetActive(quests?.length ?? 0),
    activityHub: (joined?.length ?? 0) > 0,
  })

  return shown.flatMap((type): PromoWidget[] => {
    if (type === 'rocketMart') {
      const balance = points?.chargeable.points ?? 0
      const priced = cardsOfTab(cards ?? [], 'all', now.getTime()).flatMap((card) => {
        const rate = cardRate(card, currency)
        return rate && card.stock !== 0 ? [{ title: card.title, points: rate.points }] : []
      })
      const cheapest = priced.sort((a, b) => a.points - b.points)[0] ?? null
      return [{ type, points: balance, reward: cheapest }]
    }
    if (type === 'adventures' && open) {
      // Today's day in its UTC window (ADR 040), also once completed: the widget shows its state.
      const todayIso = now.toISOString().slice(0, 10)
      const today =
        open.days.find((day) => day.state === 'active') ??
        open.days.find((day) => day.date === todayIso) ??
        null
      return [{ type, currency: open.currency, finished: open.finished, day: today }]
    }
    if (type === 'lootBox') return [{ type, spins, lootboxes: unopened, wheelPath: wheel?.path ?? null }]
    if (type === 'quest') {
      const end = (at: string | null) => (at ? new Date(at).getTime() : Number.POSITIVE_INFINITY)
      const [next] = [...(quests ?? [])].sort((a, b) => end(a.end_at) - end(b.end_at))
      return [
        {
          type,
          running: quests?.length ?? 0,
          next: next ? { title: next.title, identifier: next.frontend_identifier } : null,
        },
      ]
    }
    if (type === 'activityHub') return [{ type, tournaments: joined?.length ?? 0 }]
    return []
  })
}
