// Catalogue rules: provider availability by country, geo category keys, favourites versions and
// page maths. Implements spec 1 §6 (provider availability), spec 2 §3 (category collections keyed
// with ':geo'), §5 (disabled-provider map trimmed to 20), §7 (favourites by Accept version) and
// spec 1 §9 (page size 40).

export const DEFAULT_GAMES_PAGE_SIZE = 40 // spec 1 §9
/** Our cap: one request never asks the database for more than 100 tiles. */
export const MAX_GAMES_PAGE_SIZE = 100
export const DISABLED_PROVIDERS_CAP = 20 // spec 2 §5, §9

/** Where a provider is blocked: everywhere, or in the listed countries (spec 1 §6). */
export type ProviderBlock = 'all' | readonly string[]
export type ProviderBlocks = Readonly<Record<string, ProviderBlock>>

/** The first 20 entries of the disabled-provider map, in the order the operator wrote them (spec 2 §5). */
export function trimDisabledProviders(blocks: ProviderBlocks, cap = DISABLED_PROVIDERS_CAP): ProviderBlocks {
  return Object.fromEntries(Object.entries(blocks).slice(0, cap))
}

export function isBlockedIn(block: ProviderBlock | undefined, country: string): boolean {
  if (block === undefined) return false
  if (block === 'all') return true
  const code = country.toUpperCase()
  return block.some((c) => c.toUpperCase() === code)
}

export interface ProviderAudience {
  country: string
  /** Crawlers see every provider (spec 1 §6). */
  isBot: boolean
  /** The all-providers feature flag (spec 1 §1, §6). */
  allProviders: boolean
}

/** Slugs of the providers hidden from this audience; none for bots and the all-providers flag. */
export function blockedProviderSlugs(blocks: ProviderBlocks, audience: ProviderAudience): string[] {
  if (audience.isBot || audience.allProviders) return []
  return Object.entries(trimDisabledProviders(blocks))
    .filter(([, block]) => isBlockedIn(block, audience.country))
    .map(([slug]) => slug)
}

/** A flag value from a header or query: `1`, `true`, `on` or `yes` turn it on. */
export function isFlagOn(value: string | readonly string[] | null | undefined): boolean {
  const raw = Array.isArray(value) ? value[0] : value
  return typeof raw === 'string' && /^(1|true|on|yes)$/i.test(raw.trim())
}

/** `top` + CA → `top:ca` when that geo category exists, else `top` (spec 2 §3). */
export function geoCategoryKey(identifier: string, country: string, existing: ReadonlySet<string>): string {
  if (identifier.includes(':')) return identifier
  const geo = `${identifier}:${country.toLowerCase()}`
  return existing.has(geo) ? geo : identifier
}

export const FAVOURITES_V1_MEDIA_TYPE = 'application/vnd.croupier.v1+json'
export const FAVOURITES_V2_MEDIA_TYPE = 'application/vnd.croupier.v2+json'
export type FavouritesVersion = 1 | 2

/** v1 answers ids only, v2 the full games (spec 2 §7); anything else gets v2, the newest. */
export function favouritesVersion(accept: string | null | undefined): FavouritesVersion {
  if (!accept) return 2
  const types = accept.split(',').map((part) => part.split(';')[0]?.trim().toLowerCase())
  if (types.includes(FAVOURITES_V2_MEDIA_TYPE)) return 2
  if (types.includes(FAVOURITES_V1_MEDIA_TYPE)) return 1
  return 2
}

export interface Pagination {
  current_page: number
  /** null on the last page. */
  next_page: number | null
  total: number
}

/** Page numbers start at 1. */
export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, page) - 1) * pageSize
}

export function paginate(page: number, pageSize: number, total: number): Pagination {
  const current = Math.max(1, page)
  return { current_page: current, next_page: current * pageSize < total ? current + 1 : null, total }
}

/** `%`, `_` and `\` match literally inside ILIKE '%…%'. */
export function likePattern(text: string): string {
  return `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
