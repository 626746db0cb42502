// The Rocket Mart's loader work (ADR 040): where the shop sends instead of rendering — the lobby
// while comp points are off, /promotions when the page is switched off in page config (ADR 041),
// /maintenance while the operator's maintenance switch is on, the
// main shop from a discounts tab without an open sale or for a guest (spec 2 §4) — and the cards
// and the player's points for a document (a navigation loads them in the browser behind skeletons).
import * as api from '@croupier/contract/api.generated'
import type { ShopCard } from '@croupier/contract/loyalty/comp-points'
import { groupIdsOf, isTester } from '@croupier/rules/groups'
import { localizePath } from '@croupier/rules/locale'
import { isShopTab, type ShopTab, saleTabRedirects } from '@croupier/rules/shop'
import { cachedPlatformGet, platformFor } from '../lib/platform-client.server'
import { isDocumentRequest } from '../lib/request-kind'
import type { ShellContext } from '../lib/shell-context'

/** The page-config slugs of the shop and its maintenance switch (seed/config/promotions.ts). */
export const SHOP_PAGE_SLUG = 'rocket-mart'
export const SHOP_MAINTENANCE_SLUG = 'rocket-mart-maintenance'

export type ShopLoad =
  | { kind: 'redirect'; to: string }
  | { kind: 'page'; tab: ShopTab; cards: ShopCard[] | null; points: number | null; now: number }

export function shopTabOf(pathname: string): ShopTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop()
  return isShopTab(last) && last !== 'all' ? last : 'all'
}

export async function loadShop(request: Request, shell: ShellContext): Promise<ShopLoad> {
  const { locale, player } = shell
  const tab = shopTabOf(new URL(request.url).pathname)
  const lobby = localizePath(locale, '/')
  if (!shell.flags.compPoints) return { kind: 'redirect', to: lobby }
  const switches = (await cachedPlatformGet(api.getManagePromotionPages))?.pages ?? {}
  if (switches[SHOP_MAINTENANCE_SLUG] === true)
    return { kind: 'redirect', to: localizePath(locale, '/maintenance') }
  // ADR 041: the shop switched off sends to the promotions page.
  if (switches[SHOP_PAGE_SLUG] !== true && !isTester(groupIdsOf(player?.statuses)))
    return { kind: 'redirect', to: localizePath(locale, '/promotions') }

  const now = Date.now()
  const needsCards = isDocumentRequest(request) || tab === 'discounts'
  const client = platformFor(request)
  const currency = player?.currency
  const [cards, points] = await Promise.all([
    needsCards ? client.callOrNull(api.getShopCards, { query: currency ? { currency } : {} }) : null,
    player && isDocumentRequest(request) ? client.callOrNull(api.getCompPoints) : null,
  ])
  if (tab === 'discounts' && cards && saleTabRedirects({ cards, isLoggedIn: player !== null, now }))
    return { kind: 'redirect', to: localizePath(locale, '/rocket-mart') }
  return { kind: 'page', tab, cards, points: points?.chargeable.points ?? null, now }
}
