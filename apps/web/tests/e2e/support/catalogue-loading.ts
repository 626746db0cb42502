// Shared steps of the catalogue and search journeys: knowing the page is hydrated, and holding the
// real platform's games_filter answers for a while (latency injection: the answer still comes from
// the platform, only later, so a loading state can be seen for certain).
import { gamesFilter } from '@croupier/contract/api.generated'
import type { GamesFilterBody } from '@croupier/contract/catalogue/games-filter'
import { expect, type Page, type Request } from '@playwright/test'
import { matches } from './platform'

const isGamesFilter = matches(gamesFilter)

/**
 * A game tile's favourite heart is disabled until React has hydrated the page
 * (features/catalogue/components/game-tile.tsx), so an enabled heart means handlers are live.
 */
export async function waitForCatalogueHydration(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Favourite: / }).first()).toBeEnabled()
}

export interface HeldRequests {
  /** The held requests, in the order the page sent them. */
  requests: Request[]
  /** Lets every held request (and every later one) go on to the platform. */
  release: () => void
}

/** Holds the browser's games filter calls whose body `matches` until `release()`. */
export async function holdGamesFilter(
  page: Page,
  matches: (body: Partial<GamesFilterBody>) => boolean,
): Promise<HeldRequests> {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const requests: Request[] = []
  await page.route(isGamesFilter, async (route) => {
    const body = (route.request().postDataJSON() ?? {}) as Partial<GamesFilterBody>
    if (matches(body)) {
      requests.push(route.request())
      await gate
    }
    // The page may have cancelled a held request meanwhile (a newer search text): nothing to continue.
    await route.continue().catch(() => undefined)
  })
  return { requests, release: () => release() }
}
