// The adventure calendar (issue #13, ADR 040, spec 2 §2.7, §4): a tester (group 21) finds it in the
// menu, sees today's day active with its timer, deposits the day's minimum from the day's card, and
// the card turns completed with its gift waiting in Gifts — live, and still after a reload. A player
// outside the adventure's groups gets no menu link and a page that says it is not open to them.
import { getPlayerAdventures } from '@croupier/contract/api.generated'
import { expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD, registerThroughUi, signIn, signUpDialog, uniqueEmail } from './support/accounts'
import { expectNoSeriousAxeViolations } from './support/axe'
import { cashbox, submitCardDeposit } from './support/cashbox-deposit'
import { pagePlatform } from './support/platform'
import { acceptCookies, DESKTOP, MOBILE } from './support/screen'

const SHOTS = '/work/main/.tmp/shots-adv'

/** Today's day of the adventure as the platform sees it: its name on the card and its minimum. */
async function today(page: Page) {
  const { adventures } = await pagePlatform(page).call(getPlayerAdventures)
  const day = adventures[0]?.days.find((candidate) => candidate.state === 'active')
  if (!day) throw new Error('no active day')
  return {
    name: day.is_extra ? 'Bonus day' : `Day ${day.step}`,
    minimumCents: day.condition.min_deposit_cents,
  }
}

test('a tester completes today by depositing its minimum, and the card shows the gift', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize(DESKTOP)
  await signIn(page, 'tester@croupier.local', DEMO_PASSWORD, 'Tester')
  await acceptCookies(page)
  // The menu offers the page to the adventure's players (the link may sit under More).
  const link = page.getByRole('link', { name: 'Adventure', exact: true, includeHidden: true }).first()
  await expect(link).toHaveAttribute('href', /\/croupier-adventure$/)

  await page.goto('/croupier-adventure')
  await expect(page.getByRole('heading', { level: 1, name: 'Croupier Adventure' })).toBeVisible()
  const { name, minimumCents } = await today(page)
  const card = page.getByRole('article', { name })
  await expect(card).toContainText('Today')
  await expect(card.getByText(/^Ends in \d\d:\d\d:\d\d$/)).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/adventure-1280.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')

  await card.getByRole('button', { name: 'Details' }).click()
  const details = page.getByRole('dialog', { name: new RegExp(`^${name} · `) })
  await expect(details).toContainText('Deposit at least €')
  await page.screenshot({ path: `${SHOTS}/adventure-details-1280.png` })
  await details.getByRole('button', { name: 'Close' }).click()

  await card.getByRole('button', { name: 'Deposit' }).click()
  const dialog = cashbox(page)
  await submitCardDeposit(dialog, { brand: 'Visa', currency: 'EUR', amount: String(minimumCents / 100) })
  await expect(dialog.getByRole('heading', { name: 'Deposit successful' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()

  // Live: the gift's realtime change reloads the page's data.
  await expect(card).toContainText('Completed')
  await expect(card.getByRole('link', { name: 'Go to gifts' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('article', { name })).toContainText('Completed')
  await expect(page.getByText(/^1 of 8 days completed$/)).toBeVisible()
  await page.setViewportSize(MOBILE)
  await page.screenshot({ path: `${SHOTS}/adventure-390.png` })
  await expectNoSeriousAxeViolations(page, 'main')
  await page.getByRole('article', { name }).getByRole('link', { name: 'Go to gifts' }).click()
  await expect(page).toHaveURL(/\/profile\/gifts$/)
})

test('a player outside the adventure gets no link, and the page says it is not open to them', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  // A guest is sent to registration, coming back here after it.
  await page.goto('/croupier-adventure')
  await expect(signUpDialog(page)).toBeVisible()
  await expect(page).toHaveURL(/redirect=.*croupier-adventure$/)
  await registerThroughUi(page, uniqueEmail('adventure-outsider'), { currency: 'EUR' })
  await acceptCookies(page)
  await expect(page.getByRole('link', { name: 'Adventure', exact: true, includeHidden: true })).toHaveCount(0)
  await page.goto('/croupier-adventure')
  await expect(
    page.getByRole('heading', { level: 1, name: 'The adventure is not open to you' }),
  ).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/adventure-closed-1280.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')
  await page.setViewportSize(MOBILE)
  await page.screenshot({ path: `${SHOTS}/adventure-closed-390.png` })
})
