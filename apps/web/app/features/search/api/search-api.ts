// The search popup's calls (spec 2 §7 games_filter): found games by title, and the recommended
// games shown while there is nothing to show (the `top` category; the platform resolves its
// `:geo` variant). On the typed client (ADR 027).
import * as api from '@croupier/contract/api.generated'
import type { Device, GamePage } from '@croupier/contract/catalogue/game'
import type { GamesFilterBody } from '@croupier/contract/catalogue/games-filter'
import { call } from '../../../lib/platform-client'

/** Found games shown at once; the popup is a shortcut, the category pages are for browsing. */
export const SEARCH_PAGE_SIZE = 24
/** Recommended games shown before a search and after one with no result. */
export const RECOMMENDED_PAGE_SIZE = 8
/** The category recommended games come from. */
export const RECOMMENDED_CATEGORY = 'top'

function gamesFilter(body: GamesFilterBody, signal?: AbortSignal): Promise<GamePage> {
  return call(api.gamesFilter, { body, ...(signal ? { signal } : {}) })
}

export function findGames(title: string, device: Device, signal?: AbortSignal): Promise<GamePage> {
  return gamesFilter({ device, filter: { title }, page: 1, page_size: SEARCH_PAGE_SIZE }, signal)
}

export function getRecommendedGames(device: Device, signal?: AbortSignal): Promise<GamePage> {
  return gamesFilter(
    {
      device,
      filter: { categories: { identifiers: [RECOMMENDED_CATEGORY], strategy: 'OR' } },
      page: 1,
      page_size: RECOMMENDED_PAGE_SIZE,
    },
    signal,
  )
}
