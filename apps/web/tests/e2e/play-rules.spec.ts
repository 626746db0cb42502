// Game page rules the play journeys do not reach (issue #4 items 8 and 12): on a phone the game
// frame fills the screen; before real play of a provider whose required fields are empty the
// profile-completion dialog is forced (spec 1 §4), never for demo.
import { type APIRequestContext, expect, test } from '@playwright/test'
import { registerThroughUi, uniqueEmail } from './support/accounts'

interface CatalogueGame {
  title: string
  provider: string
  seo_title: string
  has_demo_mode: boolean
  devices: string[]
  currencies: Record<string, unknown>
}

async function gamesOf(request: APIRequestContext, baseURL: string, filter: object, device: string) {
  const response = await request.post('/api/games_filter', {
    headers: { 'x-requested-with': 'XMLHttpRequest', origin: baseURL },
    data: { device, filter, page_size: 100 },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: CatalogueGame[] }).data
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the game frame fills the screen', async ({ page, request, baseURL }) => {
    const games = await gamesOf(
      request,
      baseURL as string,
      { categories: { identifiers: ['book'], strategy: 'OR' } },
      'mobile',
    )
    const slot = games.find((game) => game.has_demo_mode && game.devices.includes('mobile'))
    expect(slot).toBeTruthy()
    await page.goto(`/play/${slot?.provider}/${slot?.seo_title}?mode=demo`)
    const frame = page.locator(`iframe[title="${slot?.title}, game window"]`)
    await expect(frame).toBeVisible()
    await expect
      .poll(async () => {
        const box = await frame.boundingBox()
        return box ? [Math.round(box.x), Math.round(box.y + box.height), Math.round(box.width)] : null
      })
      .toEqual([0, 844, 390])
  })
})

test('real play of a provider with required fields forces the profile-completion dialog', async ({
  page,
  request,
  baseURL,
}) => {
  const games = await gamesOf(request, baseURL as string, { providers: ['evolution'] }, 'desktop')
  const table = games.find((game) => game.devices.includes('desktop') && game.currencies.EUR !== undefined)
  expect(table).toBeTruthy()
  await registerThroughUi(page, uniqueEmail('play-rules'), { currency: 'EUR' })
  await page.goto(`/play/${table?.provider}/${table?.seo_title}?mode=real`)
  await expect(page.getByRole('dialog', { name: 'Complete your profile' })).toBeVisible()
})
