// Play totals on /profile/level (issue 9 item 17): after a real card deposit and real slot rounds,
// the level tab shows the ledger's totals in the wallet's currency — the deposit, the stakes, the
// number of rounds and the wins — while a demo round adds nothing.
import { getGamesHistory } from '@croupier/contract/api.generated'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { registerThroughUi, uniqueEmail } from './support/accounts'
import { expectNoSeriousAxeViolations } from './support/axe'
import { openDeposit, submitCardDeposit } from './support/cashbox-deposit'
import { findGame } from './support/catalogue'
import { pagePlatform } from './support/platform'
import { acceptCookies } from './support/screen'

const SHOTS = '.tmp/shots-stats'
const REAL_ROUNDS = 3

/** Clicks Spin and waits for the round to be settled (the button is busy while it runs). */
async function spin(frame: ReturnType<Page['frameLocator']>): Promise<void> {
  const button = frame.getByRole('button', { name: 'Spin' })
  await expect(button).toBeEnabled()
  await button.click()
  await expect(frame.getByRole('status')).not.toBeEmpty()
  await expect(button).toBeEnabled()
}

/** Euros as the page writes them, in the page's own language. */
function euros(page: Page, cents: number): Promise<string> {
  return page.evaluate(
    (amount) =>
      new Intl.NumberFormat(document.documentElement.lang, { style: 'currency', currency: 'EUR' }).format(
        amount / 100,
      ),
    cents,
  )
}

function total(card: Locator, label: string): Locator {
  // One term and its value per row of the totals list.
  return card.locator('dl > div').filter({ has: card.page().getByRole('term').filter({ hasText: label }) })
}

test('after real play the level tab shows the deposit, stakes, rounds and wins from the ledger', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const slot = await findGame(
    page.request,
    baseURL as string,
    'book',
    (game) => game.kind === 'slot' && game.has_demo_mode && game.currencies.EUR !== undefined,
  )
  await registerThroughUi(page, uniqueEmail('level-stats'), { currency: 'EUR' })
  await acceptCookies(page)
  const cashbox = await openDeposit(page, { completeProfile: true })
  await submitCardDeposit(cashbox, { brand: 'Visa', currency: 'EUR', amount: '50' })
  await expect(cashbox.getByRole('heading', { name: 'Deposit successful' })).toBeVisible()

  await page.goto(`/play/${slot.provider}/${slot.seo_title}?mode=real`)
  const reels = page.frameLocator(`iframe[title="${slot.title}, game window"]`)
  // The slot starts at its minimum stake in euros; every round is played at it.
  const stakeCents = Number(await reels.getByRole('combobox', { name: 'Bet' }).inputValue())
  expect(stakeCents).toBeGreaterThan(0)
  for (let round = 0; round < REAL_ROUNDS; round++) await spin(reels)

  // A demo round is FUN money and counts for nothing.
  await page.goto(`/play/${slot.provider}/${slot.seo_title}?mode=demo`)
  await spin(page.frameLocator(`iframe[title="${slot.title}, game window"]`))

  await page.goto('/profile/level')
  const card = page.getByRole('region', { name: 'Your play' })
  await expect(total(card, 'Total deposits')).toContainText(await euros(page, 5_000))
  await expect(total(card, 'Total bets')).toContainText(await euros(page, REAL_ROUNDS * stakeCents))
  await expect(total(card, 'Rounds played')).toContainText(String(REAL_ROUNDS))
  // Wins are whatever the reels paid: the page shows the platform's sum of the real rounds.
  const history = await pagePlatform(page).call(getGamesHistory, { query: { page: 1, page_size: 20 } })
  const rounds = history.data
  const won = rounds.filter((r) => r.mode === 'real').reduce((sum, r) => sum + r.win_cents, 0)
  await expect(total(card, 'Total wins')).toContainText(await euros(page, won))

  await expectNoSeriousAxeViolations(page, 'main')
  for (const [label, viewport] of [
    ['1280', { width: 1280, height: 800 }],
    ['390', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport)
    await card.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/profile-level-${label}.png` })
  }
})
