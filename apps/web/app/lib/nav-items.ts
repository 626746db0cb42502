// The navigation model shared by the header, the side menu and the bottom bar (spec 2 §2.2):
// config menu items (the main layout's loader keeps those of built pages, ADR 024) filtered by flag,
// page switch and sports link, then top-menu static pages.
import type { MenuItem } from '@croupier/contract/config/get-menu-categories-games'
import type { FeatureFlags } from '@croupier/rules/feature-flags'
import { type Locale, localizePath } from '@croupier/rules/locale'
import { ACTIVE_MENU_GROUP, isLobbyPath, menuGroupActive, routePath } from '@croupier/rules/routing'
import { isStaticPageVisible, TOP_MENU_CATEGORY } from '@croupier/rules/static-pages'

const BOTTOM_MENU_CATEGORY = 'bottom-menu' // spec 2 §2.4: the footer's info list

import type { IconName } from '../ui/icon'
import type { StaticPageLink } from './shell-context'

export interface NavItem {
  id: string
  /** Message key (config items) … */
  labelKey?: string
  /** … or literal text (CMS page titles arrive translated). */
  text?: string
  href: string
  external: boolean
  icon: IconName
  /** Client path the active state is computed from; null for external links. */
  matchPath: string | null
  badge?: MenuItem['badge']
}

const ICONS: Record<string, IconName> = {
  lobby: 'home',
  home: 'home',
  pokies: 'pokies',
  slots: 'pokies',
  live: 'live',
  sport: 'sport',
  sports: 'sport',
  'activity-hub': 'compass',
  activityHub: 'compass',
  'rocket-mart': 'cart',
  rocketMart: 'cart',
  shop: 'cart',
  'rocket-chance': 'rocket',
  rocketChance: 'rocket',
  tournaments: 'trophy',
  'mystic-jackpots': 'gem',
  mysticJackpots: 'gem',
  jackpots: 'gem',
  achievements: 'star',
  vip: 'crown',
  'vip-club': 'crown',
  vipClub: 'crown',
}

export function navIcon(name: string): IconName {
  return ICONS[name] ?? 'star'
}

export interface NavContext {
  items: readonly MenuItem[]
  staticPages: readonly StaticPageLink[]
  flags: FeatureFlags
  promotionPages: Readonly<Record<string, boolean>>
  bettingUrl: string | null
  isLoggedIn: boolean
  /** Group 21: sees pages switched off in the page config (spec 2 §6), never pages not built. */
  isTester: boolean
  /** The player's groups: an item with groupIds shows to testers and those groups only (spec 2 §4). */
  groupIds?: readonly number[]
  locale: Locale
}

export function buildNavItems(ctx: NavContext): NavItem[] {
  const fromConfig = ctx.items.flatMap((item): NavItem[] => {
    if (item.featureFlag && !ctx.flags[item.featureFlag]) return []
    if (item.pageSlug && ctx.promotionPages[item.pageSlug] !== true && !ctx.isTester) return []
    if (item.hideWhenSports && ctx.bettingUrl) return []
    if (item.groupIds && !ctx.isTester && !item.groupIds.some((id) => ctx.groupIds?.includes(id))) return []
    const base = { id: item.id, labelKey: item.title, icon: navIcon(item.icon), badge: item.badge }
    if (item.externalUrl) {
      // The sports item points at this host's sportsbook; without one it is not offered (spec 1 §1).
      const href = item.url ?? ctx.bettingUrl
      return href ? [{ ...base, href, external: true, matchPath: null }] : []
    }
    if (item.url) return [{ ...base, href: item.url, external: true, matchPath: null }]
    const to = item.to ?? '/'
    return [{ ...base, href: localizePath(ctx.locale, to), external: false, matchPath: to }]
  })
  const pages = ctx.staticPages
    .filter(
      (page) => page.categories.includes(TOP_MENU_CATEGORY) && isStaticPageVisible(page, ctx.isLoggedIn),
    )
    .map(
      (page): NavItem => ({
        id: `page:${page.path}`,
        text: page.title,
        href: localizePath(ctx.locale, `/${page.path}`),
        external: false,
        icon: 'file',
        matchPath: `/${page.path}`,
      }),
    )
  return [...fromConfig, ...pages]
}

/**
 * The side menu's info pages (spec 2 §2.3): bottom-menu static pages not already among its
 * navigation items, so a page in both the top and bottom menus is listed once.
 */
export function sideMenuInfoPages(
  staticPages: readonly StaticPageLink[],
  navItems: readonly NavItem[],
): StaticPageLink[] {
  const listed = new Set(navItems.map((item) => item.matchPath))
  return staticPages.filter(
    (page) => page.categories.includes(BOTTOM_MENU_CATEGORY) && !listed.has(`/${page.path}`),
  )
}

/**
 * Whether a nav item is the current page: the lobby for '/' and '/categories', the arena/promo/
 * tournaments/quests/leaderboard group as one (spec 2 §2.1), otherwise the same first path segment.
 */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.matchPath === null) return false
  const target = routePath(item.matchPath)
  if (isLobbyPath(target)) return isLobbyPath(pathname)
  if ((ACTIVE_MENU_GROUP as readonly string[]).includes(target)) return menuGroupActive(pathname)
  const current = routePath(pathname)
  const section = (path: string) => path.split('/')[1] ?? ''
  return current === target || (section(target) !== '' && section(current) === section(target))
}
