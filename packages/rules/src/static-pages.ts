// Static CMS pages: lookup slug, licence-specific slug variants, {current_year}, menu visibility.
// Implements spec 2 §2.2 (reg-only pages), §3 (static page, {current_year}), §5 (lookup, licence suffix), §8.

import type { Licence } from './licence'
import { routePath } from './routing'

export const CURRENT_YEAR_TOKEN = '{current_year}' // spec 2 §3
export const AU_SLUG_SUFFIX = 'au' // spec 2 §5
export const REG_ONLY_CATEGORY = 'reg-only' // spec 2 §2.2
export const TOP_MENU_CATEGORY = 'top-menu' // spec 2 §2.2
export const STATIC_PAGE_CATEGORIES = [
  'custom-page',
  'top-menu',
  'bottom-menu',
  'bottom-menu-help',
  'reg-only',
  'page',
  'seo-page',
] as const // spec 2 §3

/** Lookup key of a static page: '/de/privacy-policy/' → 'privacy-policy' (spec 2 §5: trailing slash removed). */
export function staticPageLookupPath(path: string): string {
  return routePath(path).replace(/^\/+/, '')
}

/**
 * Slugs to try, most specific first (spec 2 §5: pages under a licence add a suffix of the licence code
 * or AU to the slug when such a page exists). EE first, then AU, then GCB; CW has no suffix.
 * An empty slug (the root) has no static page, so it has no candidates.
 */
export function licenceSlugCandidates(
  slug: string,
  { licence, isAu }: { licence: Licence; isAu: boolean },
): string[] {
  if (slug === '') return []
  const suffixes: string[] = []
  if (licence === 'EE') suffixes.push('ee')
  if (isAu) suffixes.push(AU_SLUG_SUFFIX)
  if (licence === 'GCB') suffixes.push('gcb')
  return [...suffixes.map((s) => `${slug}-${s}`), slug]
}

/** The first candidate that exists, or undefined when the page is unknown. */
export function pickLicencedSlug(
  slug: string,
  ctx: { licence: Licence; isAu: boolean },
  existing: ReadonlySet<string>,
): string | undefined {
  return licenceSlugCandidates(slug, ctx).find((candidate) => existing.has(candidate))
}

/** Replaces every {current_year} with the year of `now` in UTC, so server and browser render the same text (spec 2 §3). */
export function replaceCurrentYear(html: string, now: Date): string {
  return html.replaceAll(CURRENT_YEAR_TOKEN, String(now.getUTCFullYear()))
}

/** Message of an unknown static page (spec 2 §8). */
export function unknownStaticPageMessage(page: string): string {
  return `${page} page is not StaticPages`
}

/** Hidden pages never show; pages tagged reg-only show only to logged-in players (spec 2 §2.2). */
export function isStaticPageVisible(
  page: { categories?: readonly string[] | undefined; hidden?: boolean | undefined },
  isLoggedIn: boolean,
): boolean {
  if (page.hidden === true) return false
  return isLoggedIn || !(page.categories ?? []).includes(REG_ONLY_CATEGORY)
}
