// The canceled-deposit warning (spec 1 §4, spec 2 §8; issue #5 items 2, 12): a fresh player pays
// with the sandbox's cancel card (README "Test cards": the 3-D Secure step is abandoned), the
// dialog says the deposit is waiting, then that it was cancelled and nothing was charged; the
// warning toast comes once with a "Deposit again" action, and after a reload the cashbox remembers
// it was shown. The balance never moves. The platform's payments job cancels the deposit on its own
// timer, so the journey waits for what the player sees, never for a time.
import { getAccounts, getPayments } from '@croupier/contract/api.generated'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { registerThroughUi, uniqueEmail } from './support/accounts'
import { fillCard, headerBalance, openDeposit } from './support/cashbox-deposit'
import { matches, pagePlatform } from './support/platform'

const CANCEL_CARD = '4000 0000 0000 3063'
const WARNING =
  'Your last deposit was cancelled, so nothing was charged. You can try again or choose another method.'

/** Toasts live outside the dialog, so the open dialog hides them from the accessibility tree too. */
function warningToast(page: Page): Locator {
  return page.getByRole('status', { includeHidden: true }).filter({ hasText: WARNING })
}

test('a canceled card deposit: pending, then cancelled with the warning once; nothing is charged', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await registerThroughUi(page, uniqueEmail('cashbox-cancel'), { currency: 'EUR' })
  const dialog = await openDeposit(page, { completeProfile: true })
  await expect(dialog.getByTestId('cashbox-balance')).toHaveText('Balance €0.00')

  await fillCard(dialog, CANCEL_CARD)
  await dialog.getByRole('button', { name: 'Deposit €50.00' }).click()

  // First the bank's step is awaited, then the provider cancels it.
  await expect(dialog.getByRole('heading', { name: 'Waiting for your bank' })).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Deposit cancelled' })).toBeVisible({ timeout: 20_000 })
  await expect(
    dialog.getByText(
      'The payment was cancelled before your bank confirmed it, for example because its security check was not completed.',
    ),
  ).toBeVisible()
  await expect(dialog.getByText('Nothing was charged.')).toBeVisible()

  // The warning toast (spec 1 §4), once.
  await expect(warningToast(page)).toBeVisible()
  await expect(warningToast(page)).toHaveCount(1)

  const payments = await pagePlatform(page).call(getPayments, { query: { action: 'deposit' } })
  expect(payments).toHaveLength(1)
  const [canceled] = payments
  expect(canceled).toMatchObject({ action: 'deposit', state: 'canceled' })
  expect(canceled?.finished_at).not.toBeNull()
  // Remembered locally, so it is not announced again.
  expect(await page.evaluate(() => window.localStorage.getItem('lastCanceledDepositId'))).toBe(canceled?.id)

  await expect(dialog.getByTestId('cashbox-balance')).toHaveText('Balance €0.00')
  await expect(headerBalance(page)).toHaveAttribute('aria-label', /^Balance €0\.00/)

  // "Try again" goes back to the deposit form.
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Card number' })).toBeVisible()

  // A reload opens the cashbox again: the warning was shown already, so it stays away.
  const checked = page.waitForResponse(matches(getPayments))
  await page.reload()
  await expect(dialog.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true')
  await checked
  await dialog.getByRole('tab', { name: 'History' }).click()
  const history = dialog.getByRole('list', { name: 'Your payments, newest first' })
  await expect(history.getByRole('listitem', { name: 'Deposit' })).toHaveCount(1)
  await expect(history.getByRole('listitem', { name: 'Deposit' })).toContainText('Cancelled')
  await expect(warningToast(page)).toHaveCount(0)

  // The balance never moved.
  await expect(dialog.getByTestId('cashbox-balance')).toHaveText('Balance €0.00')
  await expect(headerBalance(page)).toHaveAttribute('aria-label', /^Balance €0\.00/)
  const accounts = await pagePlatform(page).call(getAccounts)
  expect(accounts.find((account) => account.currency === 'EUR')?.amount_cents).toBe(0)

  // The control: it stayed away because it is remembered — forget it, and it comes back, here over
  // the withdrawal step; its action (spec 2 §8) takes the player back to the deposit form.
  await page.evaluate(() => window.localStorage.removeItem('lastCanceledDepositId'))
  await page.goto('/withdraw')
  await expect(dialog.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true')
  await expect(warningToast(page)).toBeVisible()
  await expect(warningToast(page)).toHaveCount(1)
  await warningToast(page).getByRole('button', { name: 'Deposit again', includeHidden: true }).click()
  await expect(warningToast(page)).toHaveCount(0)
  await expect(dialog.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true')
  await expect(dialog.getByRole('textbox', { name: 'Card number' })).toBeVisible()
})
