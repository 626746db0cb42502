// Routes of the catalogue and cashbox issues that other journeys do not open (spec 1 §2): the
// /categories/{slug} alias with its canonical /pokies/{slug}, /games/{id}, the game page blocked
// for a guest of a restricted region, and the /dashboard and /deposit-fast cashbox dialogs.
import { getGameCategories } from '@croupier/contract/api.generated'
import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD, signIn } from './support/accounts'
import { GEO_HEADER } from './support/geo'
import { platform } from './support/platform'

test('/categories/{slug} shows the category with /pokies/{slug} as its canonical link', async ({ page }) => {
  await page.goto('/categories/book')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(canonical).toMatch(/\/pokies\/book$/)
})

test('/games/{id} shows the category with that id', async ({ page, baseURL }) => {
  const { categories } = await platform(page.request, baseURL as string).call(getGameCategories)
  const book = categories.find((category) => category.identifier === 'book')
  expect(book).toBeTruthy()
  await page.goto(`/games/${book?.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()
})

test.describe('a guest in a fully restricted country (RU)', () => {
  test.use({ extraHTTPHeaders: { [GEO_HEADER]: 'RU' } })

  test('cannot open a game page', async ({ page }) => {
    await page.goto('/play/netent/anything?mode=demo')
    await expect(page.getByText('Games are not available in your country')).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
  })
})

test('/dashboard and /deposit-fast open the cashbox dialogs for a player', async ({ page }) => {
  await page.goto('/')
  await signIn(page, 'demo@croupier.local', DEMO_PASSWORD, 'DemoPlayer')
  await page.goto('/dashboard')
  const cashbox = page.getByRole('dialog', { name: 'Cashbox' })
  await expect(cashbox).toBeVisible()
  await expect(cashbox.getByRole('tab', { name: 'Wallet' })).toHaveAttribute('aria-selected', 'true')
  await page.goto('/deposit-fast')
  await expect(page.getByRole('dialog').first()).toBeVisible()
})
