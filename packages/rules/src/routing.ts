// Route rules: trailing slashes, noindex depth, hash actions, sportsbook links, guards, lobby and menu groups.
// Implements spec 1 §2 (route rules, hashes, guards, pwa=install) and spec 2 §2.1 (menu group, lobby, noindex).

import { type Locale, localizePath, splitLocalePath } from './locale'

export const HASH_CLEAR_DELAY_MS = 1000 // spec 1 §2, §9
export const CHAT_HASH_DELAY_MS = 1000 // spec 1 §2, §9
export const SCROLL_TO_HASH_TIMEOUT_MS = 5000 // spec 1 §2, spec 2 §2.1
export const NOINDEX_PAGE_MAX_DEPTH = 3 // spec 1 §2: pages deeper than 3 segments get noindex
export const NOINDEX_STATIC_MAX_DEPTH = 4 // spec 2 §2.1: static pages deeper than 4 segments get noindex
export const PWA_INSTALL_QUERY = 'pwa=install' // spec 1 §2
export const MAIN_PATH = '/' // spec 1 §2
export const REGISTRATION_PATH = '/sign-up' // spec 1 §2
export const REDIRECT_QUERY_PARAM = 'redirect' // spec 1 §2
export const LOBBY_PATHS = ['/', '/categories'] as const // spec 2 §2.1
export const ACTIVE_MENU_GROUP = ['/arena', '/promo', '/tournaments', '/quests', '/leaderboard'] as const // spec 2 §2.1

function splitSuffix(path: string): { path: string; suffix: string } {
  const cut = path.search(/[?#]/)
  return cut === -1 ? { path, suffix: '' } : { path: path.slice(0, cut), suffix: path.slice(cut) }
}

/** Trailing slashes are stripped (spec 1 §2); repeated slashes collapse; '/' stays '/'. A query or hash is kept. */
export function stripTrailingSlash(path: string): string {
  const { path: bare, suffix } = splitSuffix(path)
  const cleaned = `/${bare.split('/').filter(Boolean).join('/')}`
  return `${cleaned}${suffix}`
}

/** Path without locale prefix, query, hash or trailing slash: '/de/pokies/?x=1' → '/pokies'. */
export function routePath(path: string): string {
  return stripTrailingSlash(splitSuffix(splitLocalePath(path).path).path)
}

function segments(path: string): string[] {
  return routePath(path).split('/').filter(Boolean)
}

/**
 * Non-empty path segments after the locale prefix is removed, so '/de/a/b/c' and '/a/b/c' are equally
 * deep and a page does not flip to noindex merely because it is viewed in another locale.
 */
export function pathDepth(path: string): number {
  return segments(path).length
}

/**
 * The spec gives two depths (spec 1 §2 and spec 2 §2.1, "both readings apply to different page kinds"):
 * route pages deeper than 3 segments and static CMS pages deeper than 4 segments get noindex.
 */
export function isNoindex(path: string, kind: 'page' | 'static'): boolean {
  return pathDepth(path) > (kind === 'static' ? NOINDEX_STATIC_MAX_DEPTH : NOINDEX_PAGE_MAX_DEPTH)
}

export type HashDialog = 'sign-in' | 'sign-up' | 'remind' | 'new-password'
export type HashAction =
  | { kind: 'dialog'; dialog: HashDialog }
  | { kind: 'chat' }
  | { kind: 'sport'; path: string }
  | { kind: 'none' }

const HASH_DIALOGS: Readonly<Record<string, HashDialog>> = {
  'sign-in': 'sign-in',
  'sign-up': 'sign-up',
  remind: 'remind',
  'new-password': 'new-password',
  'users/password/edit': 'new-password',
  'profile/password/edit': 'new-password',
} // spec 1 §2

const SPORT_SUB_PATH = /^[A-Za-z0-9_\-./]*$/

/**
 * What a location hash does (spec 1 §2). Keywords ignore case; the sportsbook sub-path after '#sport_'
 * keeps its case and is limited to letters, digits and `_-./`, anything else goes to the sports root.
 */
export function hashAction(hash: string): HashAction {
  const raw = hash.trim().replace(/^#/, '')
  const key = raw.toLowerCase()
  const dialog = HASH_DIALOGS[key]
  if (dialog !== undefined) return { kind: 'dialog', dialog }
  if (key === 'chat') return { kind: 'chat' }
  if (key === 'sport') return { kind: 'sport', path: '/' }
  if (key.startsWith('sport_')) {
    const sub = raw.slice('sport_'.length).replace(/^\/+/, '')
    if (sub === '' || !SPORT_SUB_PATH.test(sub)) return { kind: 'sport', path: '/' }
    return { kind: 'sport', path: stripTrailingSlash(`/${sub}`) }
  }
  return { kind: 'none' }
}

/** Absolute sportsbook URL: the betting host (with or without scheme) joined with a path. */
export function sportsUrl(bettingHost: string, path: string): string {
  const host = bettingHost.trim().replace(/\/+$/, '')
  const origin = /^https?:\/\//i.test(host) ? host : `https://${host}`
  const rest = path.startsWith('/') ? path : `/${path}`
  return `${origin}${rest}`
}

const IGNORABLE_NAVIGATION = /abort|redundant|duplicate/i

/** Duplicate or aborted navigation errors are ignored; other router errors are logged (spec 1 §2, spec 2 §8). */
export function isIgnorableNavigationError(error: unknown): boolean {
  if (typeof error === 'string') return IGNORABLE_NAVIGATION.test(error)
  if (typeof error !== 'object' || error === null) return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  return [name, message].some((x) => typeof x === 'string' && IGNORABLE_NAVIGATION.test(x))
}

export type RouteGuard = 'auth' | 'guest' | 'none'

/**
 * Guards (spec 1 §2): an auth-only route sends a guest to registration with `redirect` holding the full
 * path; a guest-only route sends a logged-in player to main. Both targets are localised. null = stay.
 */
export function redirectForGuard({
  guard,
  isLoggedIn,
  fullPath,
  locale,
}: {
  guard: RouteGuard
  isLoggedIn: boolean
  fullPath: string
  locale: Locale
}): string | null {
  if (guard === 'auth' && !isLoggedIn) {
    return localizePath(
      locale,
      `${REGISTRATION_PATH}?${REDIRECT_QUERY_PARAM}=${encodeURIComponent(fullPath)}`,
    )
  }
  if (guard === 'guest' && isLoggedIn) return localizePath(locale, MAIN_PATH)
  return null
}

/** '/' and '/categories' count as lobby (spec 2 §2.1), with or without locale prefix. */
export function isLobbyPath(path: string): boolean {
  return (LOBBY_PATHS as readonly string[]).includes(routePath(path))
}

/** /arena, /promo, /tournaments, /quests, /leaderboard and their sub-pages are one menu group; /promotions is not (spec 2 §2.1). */
export function menuGroupActive(path: string): boolean {
  const p = routePath(path)
  return ACTIVE_MENU_GROUP.some((root) => p === root || p.startsWith(`${root}/`))
}

/** pwa=install on the lobby opens install instructions (spec 1 §2). */
export function isPwaInstallRequest(path: string, search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  return isLobbyPath(path) && params.getAll('pwa').includes('install')
}

/** /categories/{slug} is rewritten to /pokies/{slug} for canonical links (spec 1 §2, spec 2 §2.1). */
export function canonicalCategoryPath(path: string): string {
  const p = routePath(path)
  const match = /^\/categories\/(.+)$/.exec(p)
  return match?.[1] === undefined ? p : `/pokies/${match[1]}`
}
