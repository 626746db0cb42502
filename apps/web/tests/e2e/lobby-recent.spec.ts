// The lobby's "Recently played" row (spec 1 §4 "last games", the platform's played games): a
// player who has played finds those games first in the lobby, newest first; guests and players
// who have not played yet see no such row.
import { expect, test } from '@playwright/test'
import { registerThroughUi, uniqueEmail } from './support/accounts'
import { findGames } from './support/catalogue'

test('a player finds the games they played in the lobby, the latest first', async ({
  page,
  request,
  baseURL,
}) => {
  const [first, second] = await findGames(
    request,
    baseURL as string,
    'instant',
    (game) => game.kind === 'instant' && game.has_demo_mode,
  )
  if (!first || !second) throw new Error('the instant category needs two demo scratch cards')

  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Recently played' })).toHaveCount(0)

  await registerThroughUi(page, uniqueEmail('recent'))
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Top games' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Recently played' })).toHaveCount(0)

  for (const game of [first, second]) {
    await page.goto(`/play/${game.provider}/${game.seo_title}?mode=demo`)
    const frame = page.frameLocator(`iframe[title="${game.title}, game window"]`)
    await frame.getByRole('button', { name: 'Buy card' }).click()
    await expect(frame.getByRole('status')).not.toBeEmpty()
  }

  await page.goto('/')
  const recent = page.getByRole('region', { name: 'Recently played' })
  await expect(recent).toBeVisible()
  const tiles = recent.getByRole('article')
  await expect(tiles).toHaveCount(2)
  await expect(tiles.first()).toHaveAccessibleName(second.title)
  await expect(tiles.last()).toHaveAccessibleName(first.title)
  await recent.getByRole('link', { name: 'All 2 games in Recently played' }).click()
  await expect(page).toHaveURL(/\/profile\/games-history$/)
})
