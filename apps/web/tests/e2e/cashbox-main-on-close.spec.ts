// Closing the cashbox (spec 1 §2, issue #5 item 10): "if the first navigation has no previous route,
// or the previous route is the sign-up page, the user goes to main". A signed-in tab whose first
// page is /withdraw; a guest who asks for the cashbox, is sent to sign up and lands in it — whether
// the cashbox link was followed from main or opened as the tab's first page — never goes back to
// /sign-up. Crypto wallets, so no personal-info dialog comes in between.
import { expect, type Page, test } from '@playwright/test'
import { fillRegistration, registerThroughUi, signUpDialog, uniqueEmail } from './support/accounts'
import { cashbox } from './support/cashbox-deposit'
import { isMain } from './support/screen'

async function signUpWithBtc(page: Page, redirect: RegExp): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname.endsWith('/sign-up'))
  expect(new URL(page.url()).searchParams.get('redirect')).toMatch(redirect)
  const dialog = signUpDialog(page)
  await fillRegistration(dialog, { email: uniqueEmail('cashbox-close'), currency: 'BTC' })
  await dialog.getByRole('button', { name: 'Create account' }).click()
  await expect(dialog).toBeHidden()
}

async function closeToMain(page: Page): Promise<void> {
  const dialog = cashbox(page)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(isMain)
  await expect(signUpDialog(page)).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test('/withdraw as the first page of a signed-in tab closes to main', async ({ page, context }) => {
  await registerThroughUi(page, uniqueEmail('cashbox-first'), { currency: 'BTC' })
  const tab = await context.newPage()
  await tab.goto('/withdraw')
  const dialog = cashbox(tab)
  await expect(dialog.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true')
  await closeToMain(tab)
})

test('a guest who follows the cashbox link on main signs up, lands in the cashbox and closes to main, not sign-up', async ({
  page,
}) => {
  await page.goto('/')
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /^Payment methods: .*Open the cashbox$/ })
    .click()
  await signUpWithBtc(page, /\/cashbox$/)
  await expect(page).toHaveURL((url) => url.pathname.endsWith('/cashbox'))
  await expect(cashbox(page).getByRole('tab', { name: 'Wallet' })).toHaveAttribute('aria-selected', 'true')
  await closeToMain(page)
})

test('a guest whose first page is /deposit signs up, lands in the deposit and closes to main, not sign-up', async ({
  page,
}) => {
  await page.goto('/deposit')
  await signUpWithBtc(page, /\/deposit$/)
  await expect(page).toHaveURL((url) => url.pathname.endsWith('/deposit'))
  await expect(cashbox(page).getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true')
  await closeToMain(page)
})
