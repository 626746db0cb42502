// Pure rules of the catalogue screens (spec 2 §2.5, §5; spec 1 §9): where the random-game and cashbox
// cards sit in a game list, how pages merge, which page a category lives on, when a tile is locked
// for the player's currency, and the play links of a tile.
import { isGameCurrencySupported } from '@croupier/rules/play'

/** Types only: the contract's zod schemas must not reach the browser bundle. */
export interface GameLike {
  id: number
  provider: string
  seo_title: string
  currencies: Record<string, { id: number }>
}

export const RANDOM_CARD_POSITION = 10 // spec 2 §2.5: a random card at position 10…
/** …or at the end of the list in these categories (spec 2 §2.5). */
export const RANDOM_CARD_AT_END_CATEGORIES = ['special', 'new', 'top', 'recommended'] as const
export const LOBBY_ROW_SIZE = 15 // spec 2 §2.5: a game row shows up to 15 games
export const LIVE_CATEGORY = 'live' // spec 2 §2.5: the live category shows a cashbox card first
export const RANDOM_GAME_PATH = '/play' // spec 2 §2.1: /play alone plays a random game
export const CASHBOX_PATH = '/cashbox' // spec 1 §2

/** The base slug of a category identifier: `top:ca` → `top`. */
export function baseCategory(identifier: string): string {
  return identifier.split(':')[0] ?? identifier
}

export type GridEntry<G> = { kind: 'game'; game: G; index: number } | { kind: 'random' } | { kind: 'cashbox' }

/**
 * The cards of a game list in order (spec 2 §2.5): the cashbox card first in the live category, the
 * random card at position 10 (counted over every card) or after the last loaded game in special,
 * new, top and recommended. A list shorter than 10 cards ends with the random card.
 */
export function gridEntries<G>(
  games: readonly G[],
  options: { category?: string | null; withRandomCard?: boolean },
): GridEntry<G>[] {
  const entries: GridEntry<G>[] = []
  const category = options.category ? baseCategory(options.category) : null
  if (category === LIVE_CATEGORY) entries.push({ kind: 'cashbox' })
  games.forEach((game, index) => {
    entries.push({ kind: 'game', game, index })
  })
  if (options.withRandomCard === false || games.length === 0) return entries
  const atEnd = (RANDOM_CARD_AT_END_CATEGORIES as readonly string[]).includes(category ?? '')
  const at = atEnd ? entries.length : Math.min(RANDOM_CARD_POSITION - 1, entries.length)
  entries.splice(at, 0, { kind: 'random' })
  return entries
}

/** Appends a page, skipping games already listed (a game may move between pages while scrolling). */
export function mergeGamePages<G extends { id: number }>(loaded: readonly G[], next: readonly G[]): G[] {
  const seen = new Set(loaded.map((game) => game.id))
  return [...loaded, ...next.filter((game) => !seen.has(game.id))]
}

export interface CategoryLike {
  slug: string
  type: 'pokies' | 'live' | 'special'
}

/** Where a category lives: `/pokies/all`, `/live/all`, `/live/{slug}`, else `/pokies/{slug}` (canonical). */
export function categoryPath(category: CategoryLike): string {
  if (category.slug === 'pokies') return '/pokies/all'
  if (category.slug === LIVE_CATEGORY) return '/live/all'
  return category.type === 'live' ? `/live/${category.slug}` : `/pokies/${category.slug}`
}

/** The category slug a catalogue URL names: `/pokies/all` → pokies, `/live/all` → live. */
export function categorySlugFromPath(section: 'pokies' | 'live' | 'categories' | 'games', slug?: string) {
  if (slug === undefined || slug === 'all') return section === 'live' ? LIVE_CATEGORY : 'pokies'
  return slug
}

/** The tile lock of spec 2 §5: a signed-in player's currency the game has no id for (crypto never locks). */
export function isCurrencyLocked(game: Pick<GameLike, 'currencies'>, currency: string | null): boolean {
  return currency !== null && !isGameCurrencySupported(game.currencies, currency)
}

/** A producer page number from `/producers/{slug}/{page}`: a positive integer, else null (not found). */
export function parsePageParam(raw: string | undefined): number | null {
  if (raw === undefined) return 1
  if (!/^[1-9]\d{0,4}$/.test(raw)) return null
  return Number(raw)
}

/** The lobby's game rows, in order (issue 4 item 9; the spec leaves the choice to the operator). */
export const LOBBY_ROWS = ['top', 'new', 'popular', 'live', 'jackpots', 'exclusive', 'instant'] as const

/** A category's display title: translated by slug, the platform's title otherwise. */
export function categoryTitle(
  t: (key: string, options?: { defaultValue?: string }) => string,
  category: { slug: string; title: string },
): string {
  return t(`catalogue.categories.${category.slug}`, { defaultValue: category.title })
}

/** A category by slug (`top`), collection key (`top:ca`) or numeric id (`/games/{id}`). */
export function findCategory<C extends { id: number; slug: string; identifier: string }>(
  categories: readonly C[],
  key: string,
): C | undefined {
  const wanted = key.toLowerCase()
  return categories.find((c) => c.slug === wanted || c.identifier === wanted || String(c.id) === wanted)
}
