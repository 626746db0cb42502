// Game page rules the play journeys do not reach (issue #4 items 8 and 12): on a phone the game
// frame fills the screen; before real play of a provider whose required fields are empty the
// profile-completion dialog is forced (spec 1 §4), never for demo.
import { expect, test } from '@playwright/test'
import { registerThroughUi, uniqueEmail } from './support/accounts'
import { filterGames } from './support/catalogue'

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the game frame fills the screen', async ({ page, request, baseURL }) => {
    const games = await filterGames(request, baseURL as string, {
      device: 'mobile',
      filter: { categories: { identifiers: ['book'], strategy: 'OR' } },
      page_size: 100,
    })
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
  const games = await filterGames(request, baseURL as string, {
    filter: { providers: ['evolution'] },
    page_size: 100,
  })
  const table = games.find((game) => game.devices.includes('desktop') && game.currencies.EUR !== undefined)
  expect(table).toBeTruthy()
  await registerThroughUi(page, uniqueEmail('play-rules'), { currency: 'EUR' })
  await page.goto(`/play/${table?.provider}/${table?.seo_title}?mode=real`)
  await expect(page.getByRole('dialog', { name: 'Complete your profile' })).toBeVisible()
})
