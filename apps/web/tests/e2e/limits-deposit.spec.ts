// Deposit limits in the browser (issue #5 items 14, 15): a deposit limit set on the profile refuses
// a larger deposit; raising it stays pending until confirmed from the emailed link (which works
// signed out); reaching a limit raises the ON_LIMIT_REACHED warning that never auto-hides.
// Each journey registers its own player, so none disturbs another journey's data.
import { getAccounts } from '@croupier/contract/api.generated'
import { expect, type Page, test } from '@playwright/test'
import { latestMail, linkTo, registerThroughUi, uniqueEmail } from './support/accounts'
import { expectNoSeriousAxeViolations } from './support/axe'
import { openDeposit, submitCardDeposit } from './support/cashbox-deposit'
import { limitItem, major, setLimit, shoot } from './support/limits'
import { platform } from './support/platform'
import { acceptCookies } from './support/screen'
import { cardMethod, cardPayment, depositMinimum, playerCurrency } from './support/wallet'

/** A card deposit with the sandbox's success card, straight to the platform (set-up and re-checks). */
function deposit(page: Page, baseURL: string, currency: string, amountCents: number) {
  return cardPayment(page.request, baseURL, { action: 'deposit', currency, amountCents })
}

test('a deposit limit refuses a larger deposit; a raise waits for the emailed confirmation', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two cashbox visits and a second browser context take longer than the default 45 s under load.
  test.setTimeout(120_000)
  const origin = baseURL as string
  const email = uniqueEmail('limits-deposit')
  await registerThroughUi(page, email)
  const currency = await playerCurrency(page.request, origin)
  const name = `Deposit limit per day (${currency})`
  const card = await cardMethod(page.request, origin, currency, 'deposit')
  const min = card.min_cents

  await page.goto('/profile/limits')
  await expect(page.getByRole('heading', { level: 2, name: 'Limits' })).toBeVisible()
  await expect(page.getByText('No limits set')).toBeVisible()
  await acceptCookies(page)

  // A new limit applies at once.
  const form = await setLimit(page, { type: 'Deposit limit', period: '1 day', amount: major(4 * min) })
  await expect(form.getByText('Your limit is saved and applies now.')).toBeVisible()
  const item = limitItem(page, name)
  await expect(item.getByText('Active')).toBeVisible()

  // In the cashbox, a deposit within the limit goes through.
  const balance = new RegExp(`^Balance \\D*${major(2 * min)}\\.00$`)
  let cashbox = await openDeposit(page, { completeProfile: true })
  await submitCardDeposit(cashbox, { brand: card.brand, currency, amount: major(2 * min) })
  await expect(cashbox.getByRole('heading', { name: 'Deposit successful' })).toBeVisible()
  await expect(cashbox.getByTestId('cashbox-balance')).toHaveText(balance)

  // One above what the limit has left is refused with its message, and nothing is charged.
  cashbox = await openDeposit(page)
  await expect(cashbox.getByTestId('cashbox-balance')).toHaveText(balance)
  await submitCardDeposit(cashbox, { brand: card.brand, currency, amount: major(3 * min) })
  await expect(cashbox.getByRole('alert')).toHaveText(
    'This deposit would go over your deposit limit. You can review your limits in your profile.',
  )
  await expect(cashbox.getByRole('heading', { name: 'Deposit successful' })).toHaveCount(0)
  await expect(cashbox.getByTestId('cashbox-balance')).toHaveText(balance)
  expect(await platform(page.request, origin).call(getAccounts)).toEqual(
    expect.arrayContaining([expect.objectContaining({ currency, amount_cents: 2 * min })]),
  )

  await page.goto('/profile/limits')
  const bar = page.getByRole('progressbar', { name: `${name}: usage` })
  await expect(bar).toHaveAttribute('aria-valuenow', '50')
  await expect(bar).toHaveAttribute(
    'aria-valuetext',
    new RegExp(`${major(2 * min)}\\.00 of .*${major(4 * min)}\\.00 used`),
  )
  await expectNoSeriousAxeViolations(page)

  // Raising it waits: the change is pending, the old limit holds.
  await item.getByRole('button', { name: `Change ${name}` }).click()
  await expect(page.getByRole('region', { name: `Change: ${name}` })).toBeVisible()
  await setLimit(page, { type: 'Deposit limit', period: '1 day', amount: major(10 * min) })
  await expect(
    page.getByRole('status').filter({ hasText: 'We emailed you a link to confirm' }).first(),
  ).toBeVisible()
  await expect(item.getByText('Change pending')).toBeVisible()
  await expect(item.getByText(new RegExp(`Raise to .*${major(10 * min)}\\.00 asked`))).toBeVisible()
  await expect(item.getByText('Applies no sooner than')).toBeVisible()
  await expect(item.getByText('Confirm it with the link we emailed you.', { exact: false })).toBeVisible()
  expect(await deposit(page, origin, currency, 3 * min)).toMatchObject({ failure: { status: 409 } })
  await shoot(page, 'limits-page', page.getByRole('region', { name: 'Your limits' }))
  await shoot(page, 'limits-settings', page.getByRole('region', { name: 'Reality check' }))

  // The emailed link works signed out: a guest confirms the change deliberately.
  const mail = await latestMail(page.request, email, 'limit_change')
  const link = linkTo(mail, '/profile/limits/confirm')
  const guest = await browser.newContext({ baseURL: origin })
  const guestPage = await guest.newPage()
  await guestPage.goto(link)
  await expect(guestPage.getByRole('heading', { level: 1, name: 'Confirm your limit change' })).toBeVisible()
  await expectNoSeriousAxeViolations(guestPage)
  await shoot(guestPage, 'confirm-page')
  await guestPage.getByRole('button', { name: 'Confirm the change' }).click()
  await expect(guestPage.getByRole('heading', { level: 1, name: 'Change confirmed' })).toBeVisible()
  await expect(guestPage.getByText(`${name} changes no sooner than`, { exact: false })).toBeVisible()
  await shoot(guestPage, 'confirm-done')
  // Single use: the same link now says so.
  await guestPage.goto(link)
  await guestPage.getByRole('button', { name: 'Confirm the change' }).click()
  await expect(guestPage.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible()
  await guest.close()

  // Confirmed, but the 24-hour cooling period still holds the old limit.
  await page.reload()
  await expect(item.getByText('You confirmed it by email.', { exact: false })).toBeVisible()
  expect(await deposit(page, origin, currency, 3 * min)).toMatchObject({ failure: { status: 409 } })
})

test('reaching a limit raises a warning that stays until closed', async ({ page, baseURL }) => {
  await page.clock.install()
  const origin = baseURL as string
  await registerThroughUi(page, uniqueEmail('limits-reached'))
  const { currency, amountCents: min } = await depositMinimum(page.request, origin)

  await page.goto('/profile/limits')
  await page.waitForLoadState('networkidle')
  // A limit no higher than what the day already counted is reached as soon as it is set.
  await setLimit(page, { type: 'Deposit limit', period: '1 day', amount: major(min) })
  const toast = page.getByRole('status').filter({ hasText: 'You have reached your deposit limit.' })
  await expect(toast).toBeVisible()
  await expect(limitItem(page, `Deposit limit per day (${currency})`).getByText('Reached')).toBeVisible()
  // Other toasts go after 10 s (spec 1 §8); this one does not.
  await page.clock.runFor(15_000)
  await expect(toast).toBeVisible()
  await toast.getByRole('button', { name: 'Dismiss' }).click()
  await expect(toast).toBeHidden()
})
