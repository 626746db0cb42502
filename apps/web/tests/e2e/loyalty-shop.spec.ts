// The Rocket Mart (issue #13 acceptance; spec 2 §2.6, §4, §5): real spins with real money earn comp
// points that reach the header live; the points are exchanged for free spins and for cash, the
// result dialog says what came, the gifts page and the balance show it. A player short of points
// sees the shortfall with "Play games" and "Back to shop"; a guest sees the cards with register.
import {
  creditCompPoints,
  getCompPoints,
  getPlayer,
  updateBonusSettings,
} from '@croupier/contract/api.generated'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './support/axe'
import {
  depositByApi,
  euroWallet,
  giftCard,
  newEuroPlayer,
  openRealGame,
  setStake,
  spin,
  wageringSlot,
} from './support/bonuses'
import { pagePlatform } from './support/platform'
import { DESKTOP, MOBILE } from './support/screen'

const SHOTS = '/work/main/.tmp/shots-w-shop'
/** The seeded cards (apps/platform/src/seed/loyalty-shop.ts): 10 free spins for 200, €5 cash for 500. */
const FREE_SPINS_CARD = '10 free spins'
const CASH_CARD = '€5 cash'
const NEEDED = 200 + 500

test.use({ reducedMotion: 'reduce' })

function headerPoints(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Comp points: / })
}

async function shownPoints(page: Page): Promise<number> {
  return Number((await headerPoints(page).getAttribute('data-comp-points')) || '0')
}

async function chargeable(page: Page): Promise<number> {
  return (await pagePlatform(page).call(getCompPoints)).chargeable.points
}

/** The balance once the events of the last spin are through (a level reached adds its gift's points after). */
async function settledPoints(page: Page): Promise<number> {
  let last = -1
  await expect
    .poll(
      async () => {
        const now = await chargeable(page)
        const settled = now === last
        last = now
        return settled
      },
      { intervals: [2_000], timeout: 30_000 },
    )
    .toBe(true)
  return last
}

function shopCard(page: Page, title: string): Locator {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .first()
}

async function shoot(page: Page, name: string): Promise<void> {
  const consent = page.getByRole('region', { name: 'Cookie consent' })
  if (await consent.isVisible()) await consent.getByRole('button', { name: 'Accept' }).click()
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.screenshot({
      path: `${SHOTS}/${name}-${label}.png`,
      fullPage: (await page.getByRole('dialog').count()) === 0,
    })
  }
  await page.setViewportSize(DESKTOP)
}

test('real spins earn comp points live in the header; the Rocket Mart exchanges them for free spins and for cash', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize(DESKTOP)
  await newEuroPlayer(page, 'shop-earn')
  await depositByApi(page, 200_000)

  // Real play at €100 a spin or less: one point per €1 of cash staked (ADR 040).
  const game = await wageringSlot(request, baseURL as string, [])
  const reels = await openRealGame(page, game)
  await setStake(reels, 10_000)
  // What the player holds before playing (a new player's level gift may hold a few points).
  const start = await chargeable(page)
  await expect.poll(() => shownPoints(page)).toBe(start)
  expect(start).toBeLessThan(NEEDED)
  await spin(reels)
  // The header takes the points from comps_award on the game page, without a reload.
  await expect.poll(() => shownPoints(page), { timeout: 15_000 }).toBeGreaterThan(start)
  for (let round = 0; round < 40 && (await chargeable(page)) < NEEDED; round += 1) {
    await spin(reels)
  }
  const earned = await settledPoints(page)
  expect(earned).toBeGreaterThanOrEqual(NEEDED)
  await expect.poll(() => shownPoints(page), { timeout: 15_000 }).toBe(earned)

  // The header's link leads to the shop.
  await headerPoints(page).click()
  await expect(page).toHaveURL(/\/rocket-mart$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Rocket Mart' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Rocket Mart sections' }).getByRole('link', { name: /Free spins/ }),
  ).toContainText('rewards you can get now')
  await shoot(page, 'shop-player')

  // Free spins: the purchase dialog, then the result.
  await shopCard(page, FREE_SPINS_CARD)
    .getByRole('button', { name: `Exchange for ${FREE_SPINS_CARD}` })
    .click()
  const purchase = page.getByRole('dialog', { name: FREE_SPINS_CARD })
  await expect(purchase.getByText('Costs 200 points')).toBeVisible()
  await expect(purchase.getByRole('group', { name: 'Quantity' })).toBeVisible()
  await expectNoSeriousAxeViolations(page, '[role="dialog"]')
  await shoot(page, 'shop-purchase')
  await purchase.getByRole('button', { name: 'Exchange points' }).click()
  const result = page.getByRole('dialog', { name: 'Exchange complete' })
  await expect(result.getByText('10 free spins are waiting in your gifts.')).toBeVisible()
  await shoot(page, 'shop-result')
  expect(await chargeable(page)).toBe(earned - 200)
  await result.getByRole('button', { name: 'Back to shop' }).click()
  await expect(
    page.getByRole('main').getByText(`Your points: ${(earned - 200).toLocaleString('en')}`),
  ).toBeVisible()

  // Cash: paid to the balance at once.
  const cashBefore = (await euroWallet(page)).cash
  await shopCard(page, CASH_CARD)
    .getByRole('button', { name: `Exchange for ${CASH_CARD}` })
    .click()
  await page.getByRole('dialog', { name: CASH_CARD }).getByRole('button', { name: 'Exchange points' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Exchange complete' }).getByText('€5 was added to your balance.'),
  ).toBeVisible()
  expect((await euroWallet(page)).cash).toBe(cashBefore + 500)
  expect(await chargeable(page)).toBe(earned - 700)
  await page
    .getByRole('dialog', { name: 'Exchange complete' })
    .getByRole('button', { name: 'Back to shop' })
    .click()

  // The gifts page shows the spins bought.
  await page.goto('/profile/gifts')
  await expect(giftCard(page, '10 free spins from the Rocket Mart', 'Free spins')).toBeVisible()
})

test('a player short of points sees the shortfall with Play games and Back to shop, and with bonuses off turns them on in the confirm to exchange; a guest sees register', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize(DESKTOP)
  // The page the shop sends to while the operator's maintenance switch is on.
  await page.goto('/maintenance')
  await expect(page.getByRole('heading', { level: 1, name: 'Rocket Mart is being updated' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the lobby' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await shoot(page, 'maintenance')

  // A guest: the cards, each with a register button.
  await page.goto('/rocket-mart')
  await expect(
    shopCard(page, FREE_SPINS_CARD).getByRole('button', {
      name: `Register to exchange for ${FREE_SPINS_CARD}`,
    }),
  ).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Rocket Mart sections' }).getByRole('link', { name: 'Discounts' }),
  ).toHaveCount(0)
  await shoot(page, 'shop-guest')

  const email = await newEuroPlayer(page, 'shop-short')
  // 120 spendable points, short of the 200 the cheapest free spins cost; not lifetime points, so
  // no level is reached and no level gift adds to them.
  await pagePlatform(page).call(creditCompPoints, { body: { email, points: 120, persistent: false } })
  await page.goto('/rocket-mart')
  await expect(page.getByRole('main').getByText('Your points: 120')).toBeVisible()
  // On a phone the side menu carries the points (spec 2 §2.3).
  await page.setViewportSize(MOBILE)
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer.locator('[data-comp-points="120"]')).toHaveText(/Comp points\s*120/)
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await page.setViewportSize(DESKTOP)
  // The autumn sale is open: its tab shows to the player.
  await expect(
    page.getByRole('navigation', { name: 'Rocket Mart sections' }).getByRole('link', { name: /Discounts/ }),
  ).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectNoSeriousAxeViolations(page)

  await shopCard(page, FREE_SPINS_CARD)
    .getByRole('button', { name: `Exchange for ${FREE_SPINS_CARD}` })
    .click()
  const purchase = page.getByRole('dialog', { name: FREE_SPINS_CARD })
  await expect(purchase.getByText('You need 80 more points for this reward.')).toBeVisible()
  await expect(purchase.getByRole('button', { name: 'Exchange points' })).toHaveCount(0)
  await expect(purchase.getByRole('link', { name: 'Play games' })).toBeVisible()
  await expectNoSeriousAxeViolations(page, '[role="dialog"]')
  await shoot(page, 'shop-shortfall')
  await purchase.getByRole('button', { name: 'Back to shop' }).click()
  await expect(purchase).toBeHidden()
  expect(await chargeable(page)).toBe(120)

  await shopCard(page, FREE_SPINS_CARD)
    .getByRole('button', { name: `Exchange for ${FREE_SPINS_CARD}` })
    .click()
  await page.getByRole('dialog', { name: FREE_SPINS_CARD }).getByRole('link', { name: 'Play games' }).click()
  await expect(page).toHaveURL(/\/$/)

  // Enough points now, but bonuses are off for the player: the enable-bonuses confirm turns them on
  // through the bonus settings, then the exchange runs (spec 2 §4 exchange flow).
  await pagePlatform(page).call(creditCompPoints, { body: { email, points: 100, persistent: false } })
  await pagePlatform(page).call(updateBonusSettings, { body: { settings: { can_issue: false } } })
  await page.goto('/rocket-mart')
  await shopCard(page, FREE_SPINS_CARD)
    .getByRole('button', { name: `Exchange for ${FREE_SPINS_CARD}` })
    .click()
  await page
    .getByRole('dialog', { name: FREE_SPINS_CARD })
    .getByRole('button', { name: 'Exchange points' })
    .click()
  const enable = page.getByRole('dialog', { name: 'Turn on bonuses?' })
  await expect(enable).toBeVisible()
  await expectNoSeriousAxeViolations(page, '[role="dialog"]')
  await enable.getByRole('button', { name: 'Turn on bonuses and exchange' }).click()
  await expect(page.getByRole('dialog', { name: 'Exchange complete' })).toBeVisible()
  expect((await pagePlatform(page).call(getPlayer)).can_issue_bonuses).toBe(true)
  expect(await chargeable(page)).toBe(20)
})
