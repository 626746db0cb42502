// Tournaments (issue #14 acceptance, spec 2 §2.1, §3, §4; ADR 041): a fresh player joins the weekly
// race from the lobby hero. In a tournament of this run (dev create route,
// so ending it touches nothing other journeys read) the player's rank and score move on the open page
// without a reload while a second browser's player overtakes; the end pays the winner once.
import { createDevTournament, finishDevTournament } from '@croupier/contract/api.generated'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD, signIn } from './support/accounts'
import { expectNoSeriousAxeViolations } from './support/axe'
import {
  depositByApi,
  euroWallet,
  expectHeaderPockets,
  newEuroPlayer,
  openRealGame,
  setStake,
  spin,
  wageringSlot,
} from './support/bonuses'
import { platform } from './support/platform'
import { DESKTOP, MOBILE } from './support/screen'

const SHOTS = '/work/main/.tmp/shots-wtour'
const PRIZE_CENTS = 2_500

test.use({ reducedMotion: 'reduce' })

const myScore = (page: Page) => page.getByTestId('my-score')
const myRank = (page: Page) => page.getByTestId('my-rank')
const board = (page: Page) => page.getByRole('region', { name: 'Leaderboard' })

async function joinOn(page: Page, slug: string, title: string) {
  await page.goto(`/tournaments/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await page.getByRole('button', { name: `Take part: ${title}` }).click()
  await expect(page.getByText('You are taking part.')).toBeVisible()
}

/** A second player in their own browser context, playing `rounds` real rounds at `maxStake`. */
async function rival(browser: Browser, baseURL: string, slug: string, title: string) {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL })
  const page = await context.newPage()
  await newEuroPlayer(page, 'tournament-rival')
  await depositByApi(page, 10_000)
  await joinOn(page, slug, title)
  return { context, page }
}

async function playRounds(page: Page, baseURL: string, rounds: number, maxStake: number): Promise<number> {
  const game = await wageringSlot(page.request, baseURL, [])
  const reels = await openRealGame(page, game)
  const stake = await setStake(reels, maxStake)
  for (let round = 0; round < rounds; round += 1) await spin(reels)
  return stake * rounds
}

test('a player joins the weekly race, watches rank and score move live, and the winner is paid once', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const base = baseURL as string
  await page.setViewportSize(DESKTOP)
  await newEuroPlayer(page, 'tournament-hero')
  await depositByApi(page, 10_000)

  // The lobby hero is a slider of the player's banners: the weekly race's dot brings its slide into
  // view and its Take part leads to the race.
  await page.goto('/')
  const slider = page.getByRole('region', { name: 'Featured promotions' })
  const weekly = slider.getByRole('region', { name: /^Weekly Slots Race/ })
  await slider
    .getByRole('navigation', { name: 'Choose a promotion' })
    .getByRole('link', { name: 'Show promotion 2' })
    .click()
  await expect(weekly.getByRole('link', { name: 'Take part' })).toBeInViewport()
  await page.screenshot({ path: `${SHOTS}/lobby-hero-1280.png` })
  await weekly.getByRole('link', { name: 'Take part' }).click()
  await expect(page).toHaveURL(/\/tournaments\/weekly-pokies-race$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Slots Race' })).toBeVisible()
  await page.getByRole('button', { name: 'Take part: Weekly Slots Race' }).click()
  await expect(page.getByText('You are taking part.')).toBeVisible()
  await expect(myRank(page)).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/tournament-1280.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')

  // This run's own race: every real round counts, first place wins €25.
  const slug = `journey-race-${Date.now()}`
  const title = `Journey race ${slug.slice(-6)}`
  const dev = platform(request, base)
  const race = await dev.call(createDevTournament, {
    body: {
      kind: 'bet_sum',
      identifier: slug,
      title,
      minutes: 60,
      currency: 'EUR',
      prizes: [{ place_from: 1, place_to: 1, type: 'cash', amount: { EUR: PRIZE_CENTS } }],
    },
  })
  await joinOn(page, slug, title)
  await expect(myScore(page)).toHaveText('€0')

  // Rounds played in a second tab: the open page's score and rank move without a reload.
  const tab = await page.context().newPage()
  const mine = await playRounds(tab, base, 2, 100)
  await expect(myScore(page)).toHaveText(`€${(mine / 100).toFixed(2).replace(/\.00$/, '')}`, {
    timeout: 15_000,
  })
  await expect(myRank(page)).toHaveText('1')
  await expect(board(page).getByRole('row')).toHaveCount(2)

  // A second browser's player bets more and overtakes: the open page shows place 2.
  const other = await rival(browser, base, slug, title)
  await playRounds(other.page, base, 3, 200)
  await expect(myRank(page)).toHaveText('2', { timeout: 15_000 })
  await expect(board(page).getByRole('row')).toHaveCount(3)
  await page.screenshot({ path: `${SHOTS}/tournament-live-1280.png`, fullPage: true })
  await page.setViewportSize(MOBILE)
  await page.screenshot({ path: `${SHOTS}/tournament-live-390.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')

  // The end pays the winner's prize once: a second finish adds nothing.
  const before = await euroWallet(other.page)
  const finished = await dev.call(finishDevTournament, { params: { id: race.id } })
  expect(finished.winners[0]?.award_place).toBe(1)
  await expect.poll(async () => (await euroWallet(other.page)).cash).toBe(before.cash + PRIZE_CENTS)
  await dev.call(finishDevTournament, { params: { id: race.id } })
  await other.page.goto('/')
  await expectHeaderPockets(other.page, { cash: before.cash + PRIZE_CENTS, bonus: before.bonus })
  expect((await euroWallet(other.page)).cash).toBe(before.cash + PRIZE_CENTS)
  await other.context.close()

  // The archive lists it with its winner.
  await page.setViewportSize(DESKTOP)
  await page.goto('/tournaments/archive')
  const card = page.getByRole('article', { name: title })
  await expect(card.getByRole('cell', { name: '€25' })).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/archive-1280.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')
})

test('a guest reads the tournaments, their tabs and a tournament with a sign-in to join', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/tournaments')
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible()
  const tabs = page.getByRole('navigation', { name: 'Tournament sections' })
  await expect(tabs.getByRole('link', { name: 'Tournaments' })).toHaveAttribute('aria-current', 'page')
  await page.screenshot({ path: `${SHOTS}/tournaments-1280.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')
  await page.setViewportSize(MOBILE)
  await page.screenshot({ path: `${SHOTS}/tournaments-390.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')

  await page.setViewportSize(DESKTOP)
  await tabs.getByRole('link', { name: 'Lotteries' }).click()
  await expect(page).toHaveURL(/\/tournaments\/lotteries$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Lotteries' })).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/lotteries-1280.png`, fullPage: true })
  await tabs.getByRole('link', { name: 'Archive' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tournament archive' })).toBeVisible()

  await page.goto('/arena')
  await expect(page.getByRole('heading', { level: 1, name: 'Arena' })).toBeVisible()
  await page.getByRole('link', { name: 'Take part: Weekly Slots Race' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Slots Race' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in to join' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Prizes' })).toBeVisible()
  await page.setViewportSize(MOBILE)
  await page.screenshot({ path: `${SHOTS}/tournament-guest-390.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')

  // The leaderboard page is switched off: a guest goes to /tournaments (spec 2 §6).
  await page.goto('/leaderboard')
  await expect(page).toHaveURL(/\/tournaments$/)
  await page.goto('/promo')
  await expect(page.getByRole('heading', { level: 1, name: 'Promo' })).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/promo-390.png`, fullPage: true })
  await page.goto('/rocket-chance')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/rocket-chance-390.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')
  await page.goto('/tournaments/no-such-race')
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible()
})

test('a tester sees the switched-off leaderboard page and Rocket Chance with its join button', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await signIn(page, 'tester@croupier.local', DEMO_PASSWORD, 'Tester')
  await page.goto('/leaderboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Weekly Slots Race' })).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/leaderboard-1280.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')
  await page.setViewportSize(MOBILE)
  await page.screenshot({ path: `${SHOTS}/leaderboard-390.png`, fullPage: true })

  await page.setViewportSize(DESKTOP)
  await page.goto('/rocket-chance')
  await expect(page.getByRole('heading', { level: 1, name: 'Rocket Chance' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Take part: Rocket Chance' })).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/rocket-chance-1280.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')
  await page.goto('/arena')
  await expect(page.getByRole('heading', { level: 1, name: 'Arena' })).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/arena-1280.png`, fullPage: true })
  await page.setViewportSize(MOBILE)
  await page.screenshot({ path: `${SHOTS}/arena-390.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')
})
