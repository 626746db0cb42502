// A category page while games load (issue 4 item 9; spec 2 §2.1, §2.5; spec 1 §9): skeleton tiles
// while the next page of the infinite scroll or another category is on its way, and the next page
// asked for exactly when the end of the list comes within 500 px of the viewport. The answers come
// from the real platform; a journey only holds them back for a while to see the loading state.

import { gamesFilter } from '@croupier/contract/api.generated'
import type { GamePage } from '@croupier/contract/catalogue/game'
import type { GamesFilterBody } from '@croupier/contract/catalogue/games-filter'
import { INFINITE_SCROLL_OFFSET_PX } from '@croupier/rules/ui-timing'
import { expect, type Locator, type Page, type Request, test } from '@playwright/test'
import { holdGamesFilter, waitForCatalogueHydration } from './support/catalogue-loading'
import { matches } from './support/platform'

const isGamesFilter = matches(gamesFilter)

/** The loopback visitor is Canadian: en-CA names the pokies "Slots". */
function pokiesGrid(page: Page): Locator {
  return page.getByRole('list', { name: /^Games in (Pokies|Slots)$/ })
}

function isPage(request: Request, page: number): boolean {
  if (!isGamesFilter(request)) return false
  return ((request.postDataJSON() ?? {}) as Partial<GamesFilterBody>).page === page
}

/**
 * Scrolls so that the end-of-list marker sits `lead` px below the viewport's bottom edge, then waits
 * for the browser's own verdict: a fresh IntersectionObserver with the spec's margin reports from
 * the same rendering update in which the grid's observer would fire, and two more frames let React
 * render whatever that did. Answers the lead reached by the scroll and whether the marker is in range.
 */
async function scrollEndTo(page: Page, lead: number): Promise<{ lead: number; inRange: boolean }> {
  return page.locator('[data-scroll-marker]').evaluate(
    async (marker, { lead, margin }) => {
      const below = () => marker.getBoundingClientRect().top - window.innerHeight
      window.scrollBy({ top: below() - lead, behavior: 'instant' })
      // Measured now: once the grid reacts, its skeleton tiles push the marker further down.
      const reached = below()
      const inRange = await new Promise<boolean>((resolve) => {
        const observer = new IntersectionObserver(
          (entries) => {
            observer.disconnect()
            resolve(entries.some((entry) => entry.isIntersecting))
          },
          { rootMargin: `0px 0px ${margin}px 0px` },
        )
        observer.observe(marker)
      })
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)))
      return { lead: reached, inRange }
    },
    { lead, margin: INFINITE_SCROLL_OFFSET_PX },
  )
}

test('the next page is asked for only once the end of the list is within 500 px', async ({ page }) => {
  expect(INFINITE_SCROLL_OFFSET_PX).toBe(500) // spec 1 §9
  await page.goto('/pokies/all')
  const grid = pokiesGrid(page)
  await expect(grid.getByRole('article')).toHaveCount(40)
  // Hydrated: the grid's observer is attached (the same commit enables the hearts).
  await waitForCatalogueHydration(page)
  const secondPage: Request[] = []
  page.on('request', (request) => {
    if (isPage(request, 2)) secondPage.push(request)
  })

  const far = await scrollEndTo(page, INFINITE_SCROLL_OFFSET_PX + 60)
  expect(far.lead).toBeGreaterThan(INFINITE_SCROLL_OFFSET_PX)
  expect(far.inRange).toBe(false)
  await expect(grid).toHaveAttribute('aria-busy', 'false')
  expect(secondPage).toHaveLength(0)
  await expect(grid.getByRole('article')).toHaveCount(40)

  const answer = page.waitForResponse((response) => isPage(response.request(), 2))
  const near = await scrollEndTo(page, INFINITE_SCROLL_OFFSET_PX - 60)
  expect(near.lead).toBeLessThan(INFINITE_SCROLL_OFFSET_PX)
  expect(near.inRange).toBe(true)
  const { data } = (await (await answer).json()) as GamePage
  expect(data).toHaveLength(40)
  expect(secondPage).toHaveLength(1)
  // Tiles 41–80 are the second page, in its order.
  await expect(grid.getByRole('article')).toHaveCount(80)
  const titles = await grid.getByRole('article').getByRole('heading').allTextContents()
  expect(titles.slice(40)).toEqual(data.map((game) => game.title))
})

test('skeleton tiles hold the place of the next page until it arrives', async ({ page }) => {
  await page.goto('/pokies/all')
  const grid = pokiesGrid(page)
  await expect(grid.getByRole('article')).toHaveCount(40)
  await waitForCatalogueHydration(page)
  const held = await holdGamesFilter(page, (body) => body.page === 2)

  try {
    await grid.getByRole('article').last().scrollIntoViewIfNeeded()
    await expect.poll(() => held.requests.length).toBe(1)
    await expect(grid).toHaveAttribute('aria-busy', 'true')
    await expect(grid.locator('[data-skeleton]')).toHaveCount(10)
    await expect(grid.locator('[data-skeleton]').first()).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Loading more games…' })).toBeAttached()
    await expect(grid.getByRole('article')).toHaveCount(40)
  } finally {
    held.release()
  }

  await expect(grid.getByRole('article')).toHaveCount(80)
  await expect(grid.locator('[data-skeleton]')).toHaveCount(0)
  await expect(grid).toHaveAttribute('aria-busy', 'false')
  await expect(page.getByRole('status').filter({ hasText: 'Loading more games…' })).toHaveCount(0)
})

test('skeleton tiles replace the old games while another category loads', async ({ page }) => {
  await page.goto('/pokies/all')
  await expect(pokiesGrid(page).getByRole('article')).toHaveCount(40)
  await waitForCatalogueHydration(page)
  // The client navigation reads the new category through the web server's loader data.
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  let heldLoads = 0
  await page.route(/\/pokies\/new\.data/, async (route) => {
    heldLoads += 1
    await gate
    await route.continue().catch(() => undefined)
  })

  try {
    await page
      .getByRole('navigation', { name: 'More categories' })
      .getByRole('link', { name: /^New games/ })
      .click()
    await expect.poll(() => heldLoads).toBeGreaterThan(0)
    await expect(page.locator('[data-skeleton]').first()).toBeVisible()
    await expect(page.locator('[data-skeleton]')).toHaveCount(12)
    await expect(pokiesGrid(page)).toHaveCount(0)
  } finally {
    release()
  }

  await expect(page).toHaveURL(/\/pokies\/new$/)
  await expect(page.getByRole('heading', { level: 1, name: 'New games' })).toBeVisible()
  const grid = page.getByRole('list', { name: 'Games in New games' })
  await expect(grid.getByRole('article').first()).toBeVisible()
  await expect(page.locator('[data-skeleton]')).toHaveCount(0)
})
