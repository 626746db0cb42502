// Two cashbox entries of spec 1 §2 (issue #5 item 10) in a real browser: the deposit alias
// /accounts/{id}/deposit — the player's own id lands on the deposit step, and a stranger's or an
// unknown id shows nothing but the player's own wallet (the id selects nothing, so nothing leaks),
// a guest is sent to registration — and the one-click deposit /deposit-fast, which pays with the
// card a first deposit saved in a single click and raises the header balance without a reload.
import { getPlayer } from '@croupier/contract/api.generated'
import { expect, type Locator, test } from '@playwright/test'
import { registerThroughUi, uniqueEmail } from './support/accounts'
import { cashbox, completeProfile, fillCard, headerBalance, SUCCESS_CARD } from './support/cashbox-deposit'
import { isPlatformPath, pagePlatform } from './support/platform'

async function expectDepositStep(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true')
  await expect(dialog.getByRole('radio', { name: /^Visa\b/ })).toBeChecked()
}

test('/accounts/{id}/deposit opens the deposit step; another or an unknown id shows only your own wallet', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await registerThroughUi(page, uniqueEmail('cashbox-alias'), { currency: 'EUR' })
  const me = await pagePlatform(page).call(getPlayer)
  const platformCalls: string[] = []
  page.on('request', (request) => {
    if (isPlatformPath(new URL(request.url()).pathname)) platformCalls.push(request.url())
  })

  const own = await page.goto(`/accounts/${me.id}/deposit`)
  expect(own?.status()).toBe(200)
  // The personal-info dialog comes first (spec 1 §2), then the player is back on the alias.
  await completeProfile(page)
  await expect(page).toHaveURL((url) => url.pathname.endsWith(`/accounts/${me.id}/deposit`))
  const dialog = cashbox(page)
  await expectDepositStep(dialog)
  await expect(dialog.getByRole('textbox', { name: 'Amount (EUR)' })).toHaveValue('50')
  await expect(dialog.getByTestId('cashbox-balance')).toHaveText('Balance €0.00')
  // The chosen method's terms of service restrictions come before the form (spec 2 §3).
  await expect(dialog.getByRole('region', { name: 'Visa: before you pay' })).toContainText(
    'Withdrawals go back to this method first',
  )

  // Someone else's id (the seed's first player), an id nobody has, and no number at all.
  for (const id of ['1', '999999999', 'not-an-account']) {
    const response = await page.goto(`/accounts/${id}/deposit`)
    expect(response?.status(), id).toBe(200)
    await expectDepositStep(dialog)
    await expect(dialog.getByTestId('cashbox-balance')).toHaveText('Balance €0.00')
  }
  // The id is never sent to the platform: there is nothing of another player to read.
  expect(platformCalls.filter((url) => /\/accounts\/(1|999999999|not-an-account)\b/.test(url))).toEqual([])
})

test('a guest opening /accounts/{id}/deposit is sent to registration with the way back', async ({ page }) => {
  await page.goto('/accounts/1/deposit')
  await expect(page).toHaveURL((url) => url.pathname.endsWith('/sign-up'))
  expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/\/accounts\/1\/deposit$/)
})

test('/deposit-fast pays with the saved card in one click and the header balance rises', async ({ page }) => {
  test.setTimeout(90_000)
  await registerThroughUi(page, uniqueEmail('cashbox-fast'), { currency: 'EUR' })
  // Without a saved card, /deposit-fast is the ordinary deposit step: the first card deposit saves it.
  await page.goto('/deposit-fast')
  await completeProfile(page)
  const dialog = cashbox(page)
  await expectDepositStep(dialog)
  await fillCard(dialog, SUCCESS_CARD)
  await dialog.getByRole('button', { name: 'Deposit €50.00' }).click()
  await expect(dialog.getByRole('heading', { name: 'Deposit successful' })).toBeVisible()
  await expect(headerBalance(page)).toHaveAttribute('aria-label', /^Balance €50\.00/)

  // Now the one-click dialog: the saved card and the first amount, one button.
  await page.goto('/deposit-fast')
  await expect(dialog.getByRole('heading', { name: 'One-click deposit' })).toBeVisible()
  await expect(dialog.getByRole('combobox', { name: 'Pay with' }).locator('option:checked')).toHaveText(
    'Visa •••• 4242',
  )
  await expect(dialog.getByRole('textbox', { name: 'Card number' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Deposit €50.00' }).click()
  await expect(dialog.getByRole('heading', { name: 'Deposit successful' })).toBeVisible()
  await expect(dialog.getByText('€50.00 has been added to your balance.')).toBeVisible()
  // Without a reload (realtime `balance`).
  await expect(headerBalance(page)).toHaveAttribute('aria-label', /^Balance €100\.00/)
  await expect(dialog.getByTestId('cashbox-balance')).toHaveText('Balance €100.00')
})
