// Quests (issue #14 acceptance, spec 2 §3 quest sizes and levels, §4 quest level; ADR 041): a fresh
// player plays real rounds until the daily warm-up's first level completes, and its page shows level
// 1 completed and level 2 current with the progress to level 3; the level's reward waits in Gifts.
// The lobby's quest and activity hub widgets lead to the hub with the quest's bets and the joined
// tournament. Guests see the ladder with a sign-up; the list and /achievements lead to the pages.
import { confirmTournament, getQuest, getTournament } from '@croupier/contract/api.generated'
import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './support/axe'
import {
  depositByApi,
  giftCard,
  newEuroPlayer,
  openRealGame,
  setStake,
  spin,
  wageringSlot,
} from './support/bonuses'
import { pagePlatform } from './support/platform'
import { DESKTOP, MOBILE } from './support/screen'

const SHOTS = '/work/main/.tmp/shots-wquest'
/** seed/quests.ts: xs ladder (spec 2 §9 K4) €0, €1.50, €5…; level 1 pays a €1 quest reward. */
const WARM_UP = 'quest--xs--daily-warm-up'
const LEVEL_2_CENTS = 150

test.use({ reducedMotion: 'reduce' })

const bets = async (page: Page) =>
  (await pagePlatform(page).call(getQuest, { params: { identifier: WARM_UP } })).bets_cents ?? 0

function level(page: Page, n: number) {
  return page
    .getByRole('region', { name: 'Levels' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^Level ${n}From`) })
}

test('a player completes a quest level with real rounds and sees it completed on the quest page', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize(DESKTOP)
  await newEuroPlayer(page, 'quest-level')
  await depositByApi(page, 10_000)

  // Before playing: level 1 current, nothing bet yet.
  await page.goto(`/action/${WARM_UP}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Warm-up' })).toBeVisible()
  await expect(level(page, 1)).toContainText('Current')
  await expect(level(page, 2)).toContainText('Locked')
  await expect(page.getByText('Your qualifying bets: €0')).toBeVisible()

  // Real rounds at €2 or less until the €1.50 of level 2 is met; the quests subscriber counts each once.
  const game = await wageringSlot(request, baseURL as string, [])
  const reels = await openRealGame(page, game)
  const stake = await setStake(reels, 200)
  expect(stake).toBeGreaterThan(0)
  for (let round = 0; round < 10 && (await bets(page)) < LEVEL_2_CENTS; round += 1) {
    await spin(reels)
    await expect.poll(() => bets(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(stake * (round + 1))
  }
  const total = await bets(page)
  expect(total).toBeGreaterThanOrEqual(LEVEL_2_CENTS)
  expect(total).toBeLessThan(500)

  await page.goto(`/action/${WARM_UP}`)
  await expect(page.getByRole('heading', { level: 2, name: 'Level 2 of 6' })).toBeVisible()
  await expect(level(page, 1)).toContainText('Completed')
  await expect(level(page, 2)).toContainText('Current')
  await expect(level(page, 3)).toContainText('Locked')
  // Whole euros show without cents (formatMinorUnits dropWholeFraction).
  const shown = total % 100 === 0 ? `€${total / 100}` : `€${(total / 100).toFixed(2)}`
  await expect(page.getByText(`Your qualifying bets: ${shown}`)).toBeVisible()
  await expect(page.getByText(/ more in bets to reach level 3$/)).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Progress to the next level' })).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/quest-1280.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')
  await page.setViewportSize(MOBILE)
  await page.screenshot({ path: `${SHOTS}/quest-390.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')

  // The same bets climb the xs achievement, which never resets (ADR 041).
  await page.goto('/achievements')
  await expect(page.getByRole('article', { name: 'First Steps' })).toContainText('Level 2 of 6')
  await page.screenshot({ path: `${SHOTS}/achievements-player-390.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')

  // Level 1's reward is a quest bonus in Gifts.
  await page.setViewportSize(DESKTOP)
  await page.goto('/profile/gifts')
  await expect(giftCard(page, 'Quest reward')).toBeVisible()

  // The lobby's quest widget, and once in a tournament the activity hub's, which gathers both.
  const race = await pagePlatform(page).call(getTournament, { params: { id: 'weekly-pokies-race' } })
  await pagePlatform(page).call(confirmTournament, { params: { id: race.id } })
  await page.goto('/')
  const widgets = page.getByRole('region', { name: 'Your rewards' })
  await expect(widgets.getByRole('article', { name: 'Quests' })).toContainText(/\d+ quests? running/)
  await widgets.getByRole('link', { name: 'Open the hub' }).click()
  await expect(page).toHaveURL(/\/aquanova-odyssey$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Aquanova Odyssey' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Quests', exact: true })).toContainText(
    `Daily Warm-upYour qualifying bets: ${shown}`,
  )
  await expect(page.getByRole('region', { name: 'Your tournaments' })).toContainText(race.title)
  await page.screenshot({ path: `${SHOTS}/hub-1280.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')
  await page.setViewportSize(MOBILE)
  await page.screenshot({ path: `${SHOTS}/hub-390.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')
})

test('a guest sees the quest list, a ladder with a sign-up, and the achievements', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/quests')
  await expect(page.getByRole('heading', { level: 1, name: 'Quests' })).toBeVisible()
  // ffc quests stay hidden without the test-quests flag (spec 2 §3).
  await expect(page.getByRole('heading', { name: /ffc/i })).toHaveCount(0)
  await page.screenshot({ path: `${SHOTS}/quests-1280.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')
  await page.getByRole('link', { name: 'Open quest: Daily Warm-up' }).click()
  await expect(page).toHaveURL(new RegExp(`/action/${WARM_UP}$`))
  await expect(page.getByRole('heading', { level: 2, name: 'Sign up to take part' })).toBeVisible()
  await expect(level(page, 2)).toContainText('From €1.50 in bets')
  await expect(page.getByText(/^(Ends in|Starts in) /)).toBeVisible()
  await page.setViewportSize(MOBILE)
  await page.screenshot({ path: `${SHOTS}/quest-guest-390.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')

  await page.goto('/achievements')
  await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/achievements-390.png`, fullPage: true })
  await page
    .getByRole('link', { name: /^Open quest: / })
    .first()
    .click()
  await expect(page.getByText('Never resets', { exact: true })).toBeVisible()
  await expectNoSeriousAxeViolations(page, 'main')
})
