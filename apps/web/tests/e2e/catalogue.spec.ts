// The catalogue in the browser (issue 4 items 9, 10, 14; spec 2 §2.1, §2.5, §4, §5; spec 1 §9): the
// lobby's rows and providers carousel, infinite scroll on a category page, the random-game card,
// favourites, the currency lock on a tile and a producer's page.
import { getGameCategories, getPlayer } from '@croupier/contract/api.generated'
import type { Game } from '@croupier/contract/catalogue/game'
import { expect, type Page, test } from '@playwright/test'
import { registerThroughUi, uniqueEmail } from './support/accounts'
import { expectNoSeriousAxeViolationsAt } from './support/axe'
import { filterGames } from './support/catalogue'
import { waitForCatalogueHydration } from './support/catalogue-loading'
import { platform } from './support/platform'
import { DESKTOP, MOBILE } from './support/screen'

const CRYPTO = new Set(['BTC', 'ETH', 'BCH', 'LTC', 'DOG', 'USDT'])

test('the lobby shows category rows of up to 15 games and the providers carousel', async ({ page }) => {
  await page.goto('/')
  const top = page.getByRole('region', { name: 'Top games' })
  await expect(top.getByRole('article').first()).toBeVisible()
  const tiles = await top.getByRole('article').count()
  expect(tiles).toBeGreaterThan(0)
  expect(tiles).toBeLessThanOrEqual(15)
  await expect(page.getByRole('region', { name: 'Live casino' }).getByRole('article').first()).toBeVisible()
  // Every category is one click away.
  const categories = page.getByRole('navigation', { name: 'All categories' })
  await expect(categories.getByRole('link', { name: /Megaways/ })).toBeVisible()

  const providers = page.getByRole('region', { name: 'Game providers' })
  const first = providers.getByRole('link').first()
  await expect(first).toBeVisible()
  await first.click()
  await expect(page).toHaveURL(/\/producers\/[a-z0-9]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('games')
})

test('a jackpot game’s tile shows its pool total in the visitor’s currency', async ({ page }) => {
  await page.goto('/pokies/jackpots')
  const jackpot = page.getByRole('article').first().getByTestId('game-jackpot')
  await expect(jackpot).toBeVisible()
  // A loopback visitor is Canadian: the pools are the CAD ones.
  await expect(jackpot).toContainText(/Jackpot .*\d/)
})

test('a category page loads its second page of 40 when scrolled to the end', async ({ page }) => {
  // The loopback visitor is Canadian: en-CA names the pokies "Slots".
  await page.goto('/pokies/all')
  await expect(page.getByRole('heading', { level: 1, name: /^(Pokies|Slots)$/ })).toBeVisible()
  const grid = page.getByRole('list', { name: /^Games in (Pokies|Slots)$/ })
  await expect(grid.getByRole('article')).toHaveCount(40)
  // spec 2 §2.5: the random-game card sits at position 10.
  await expect(
    grid
      .getByRole('listitem')
      .nth(9)
      .getByRole('link', { name: /Random game/ }),
  ).toBeVisible()
  await grid.getByRole('article').last().scrollIntoViewIfNeeded()
  await expect(grid.getByRole('article')).toHaveCount(80)
})

test('the random-game card opens a game the guest can play, in demo', async ({ page }) => {
  await page.goto('/pokies/all')
  await waitForCatalogueHydration(page)
  await page
    .getByRole('list', { name: /^Games in / })
    .getByRole('link', { name: /Random game/ })
    .click()
  // spec 1 §4: /play asks for random games until one is launchable; a guest can only play a demo.
  await expect(page).toHaveURL(/\/play\/[a-z0-9-]+\/[a-z0-9-]+\?mode=demo$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('No game available')
})

test('the live category starts with the cashbox card', async ({ page }) => {
  await page.goto('/live/all')
  const grid = page.getByRole('list', { name: /^Games in / })
  await expect(
    grid
      .getByRole('listitem')
      .first()
      .getByRole('link', { name: /Cashbox/ }),
  ).toBeVisible()
})

test('a producer page lists only that producer’s games and can start at a later page', async ({ page }) => {
  await page.goto('/producers/netent')
  const grid = page.getByRole('list', { name: 'Games by NetEnt' })
  const tiles = grid.getByRole('article')
  await expect(tiles.first()).toBeVisible()
  const count = await tiles.count()
  expect(count).toBe(40)
  await expect(tiles.filter({ hasText: 'NetEnt' })).toHaveCount(count)

  await page.goto('/producers/netent/2')
  await expect(page.getByRole('link', { name: 'Earlier games (page 1)' })).toBeVisible()
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', /\/producers\/netent$/)
  await expect(page.getByRole('list', { name: 'Games by NetEnt' }).getByRole('article').first()).toBeVisible()
})

test('a guest who favourites a game is sent to registration', async ({ page }) => {
  await page.goto('/pokies/all')
  await waitForCatalogueHydration(page)
  await page
    .getByRole('button', { name: /^Favourite: / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/sign-up\?redirect=(%2F[\w-]+)?%2Fpokies%2Fall$/)
})

test('a player favourites a game and finds it on /favorite-games', async ({ page }) => {
  await registerThroughUi(page, uniqueEmail('favourite'))
  await page.goto('/favorite-games')
  await expect(page.getByText('You have no favourite games yet.')).toBeVisible()

  await page.goto('/pokies/new')
  const tile = page
    .getByRole('list', { name: /^Games in / })
    .getByRole('article')
    .first()
  const title = (await tile.getByRole('heading').textContent()) ?? ''
  const favourite = tile.getByRole('button', { name: `Favourite: ${title}` })
  await expect(favourite).toHaveAttribute('aria-pressed', 'false')
  // The heart is disabled until the page is hydrated: a click before that would be lost.
  await expect(favourite).toBeEnabled()
  await favourite.click()
  await expect(favourite).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/favorite-games')
  const list = page.getByRole('list', { name: 'Favourite games' })
  const saved = list.getByRole('article', { name: title })
  await expect(saved).toBeVisible()
  // Toggling it off here takes it off the list.
  const heart = saved.getByRole('button', { name: `Favourite: ${title}` })
  await expect(heart).toBeEnabled()
  await heart.click()
  await expect(page.getByText('You have no favourite games yet.')).toBeVisible()
})

/** A game on the first page of some category that has no id in `currency`. */
async function findLockedGame(page: Page, currency: string): Promise<{ game: Game; path: string }> {
  const origin = new URL(page.url()).origin
  const { categories } = await platform(page.request, origin).call(getGameCategories)
  for (const category of categories) {
    const data = await filterGames(page.request, origin, {
      filter: { categories: { identifiers: [category.identifier], strategy: 'OR' } },
    })
    const game = data.find((g) => g.currencies[currency] === undefined)
    if (game) {
      const path =
        category.slug === 'pokies'
          ? '/pokies/all'
          : category.slug === 'live'
            ? '/live/all'
            : `/${category.type === 'live' ? 'live' : 'pokies'}/${category.slug}`
      return { game, path }
    }
  }
  throw new Error(`no seeded game lacks ${currency}`)
}

test('a tile of a game without the player’s currency shows the currency lock', async ({ page }) => {
  await registerThroughUi(page, uniqueEmail('lock'))
  const player = await platform(page.request, new URL(page.url()).origin).call(getPlayer)
  expect(CRYPTO.has(player.currency)).toBe(false)
  const { game, path } = await findLockedGame(page, player.currency)

  await page.goto(path)
  const tile = page.getByRole('article', { name: game.title }).filter({ hasText: 'Currency not supported' })
  await expect(tile.first()).toBeVisible()
  await expect(tile.first()).toContainText(`Not available in ${player.currency}.`)
  await expect(tile.first().getByRole('link', { name: `Play ${game.title}` })).toHaveCount(0)
})

for (const path of [
  '/',
  '/pokies/all',
  '/pokies/jackpots',
  '/live/all',
  '/producers/netent',
  '/favorite-games',
]) {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`no serious axe violations on ${path} at ${viewport.width}px`, ({ page }) =>
      expectNoSeriousAxeViolationsAt(page, path, viewport))
  }
}
