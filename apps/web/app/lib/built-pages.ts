// The pages this client has built (ADR 024): menus, banners and tiles link only to these, so no
// player meets a 404. A later issue that builds a page adds its path here beside its route in
// routes.ts; built-pages.test.ts fails until the two lists agree. Server side only (loaders), so the
// list stays out of the browser's bundle.
import type { MenuItem } from '@croupier/contract/config/get-menu-categories-games'
import { routePath } from '@croupier/rules/routing'
import { matchPath } from 'react-router'

/** Paths of routes.ts without locale prefix, in React Router syntax; the CMS splat is not one. */
export const BUILT_PAGE_PATHS: readonly string[] = [
  '/',
  '/categories',
  '/pokies/all',
  '/pokies/:slug',
  '/live/all',
  '/live/:slug',
  '/categories/:slug',
  '/games/:id',
  '/producers/:slug',
  '/producers/:slug/:page',
  '/favorite-games',
  '/play',
  '/play/:producer/:name',
  '/cashbox',
  '/dashboard',
  '/deposit',
  '/accounts/:id/deposit',
  '/deposit-bonus',
  '/withdraw',
  '/deposit-fast',
  '/payments',
  '/croupier-vipclub',
  '/profile/limits/confirm',
  '/oops',
  '/ffc',
  '/sport/*',
  '/support',
  '/rocketmart-wheel',
  '/croupier-wheel',
  '/accounts/history',
  '/rocket-mart',
  '/rocket-mart/discounts',
  '/rocket-mart/freespins',
  '/rocket-mart/money',
  '/rocket-mart/special',
  '/maintenance',
  '/sign-in',
  '/login',
  '/sport/login',
  '/sign-up',
  '/registration',
  '/sport/registration',
  '/remind',
  '/new-password',
  '/email-verify',
  '/confirmation',
  '/profile',
  '/profile/level',
  '/profile/gifts',
  '/profile/gifts/:id',
  '/profile/verification',
  '/profile/limits',
  '/profile/security',
  '/profile/games-history',
  '/profile/promocode',
  '/profile/password/edit',
  '/profile/confirmation',
  '/profile/main',
  '/users',
  '/croupier-adventure',
  '/tournaments',
  '/tournaments/all',
  '/tournaments/producers',
  '/tournaments/lotteries',
  '/tournaments/actions',
  '/tournaments/live',
  '/tournaments/achievements',
  '/tournaments/archive',
  '/tournaments/:slug',
  '/arena',
  '/promo',
  '/leaderboard',
  '/rocket-chance',
  '/action/:slug?',
  '/quests',
  '/achievements',
  '/lottery/:slug',
  '/aquanova-odyssey',
  '/promotions',
  '/jackpots',
  '/mystic-jackpots',
]

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')

/**
 * Whether a link leads to a page that exists: a built route, or a static CMS page the platform
 * lists (served by the splat). External links and bare hashes are not ours to judge.
 */
export function isBuiltPage(href: string, staticPagePaths: readonly string[]): boolean {
  if (isExternal(href) || href.startsWith('#')) return true
  const path = routePath(href)
  if (BUILT_PAGE_PATHS.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null)) return true
  const slug = path.replace(/^\//, '')
  return staticPagePaths.some((page) => page.replace(/^\/+|\/+$/g, '') === slug)
}

/** Config menu items (spec 2 §2.2) that lead to a page this client has, or away from the client. */
export function builtMenuItems(items: readonly MenuItem[], staticPagePaths: readonly string[]): MenuItem[] {
  return items.filter((item) => item.externalUrl || item.url || isBuiltPage(item.to ?? '/', staticPagePaths))
}
