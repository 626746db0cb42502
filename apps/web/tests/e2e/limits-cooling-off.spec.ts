// A break (cooling-off) taken from the limits page (issue #5 items 8, 14, 15; ADR 017): the player
// stays signed in (only self-exclusion signs out) and the account is restricted at once; signed out
// and in again it stays restricted: no Deposit in the header or the cashbox, the platform refuses a
// deposit and real play (the game page sends the player to /profile/limits), while withdrawal,
// payment history, games history and the limits page stay open (MGA).
import { launchGame } from '@croupier/contract/api.generated'
import { expect, test } from '@playwright/test'
import { PASSWORD, profileLink, registerThroughUi, signIn, signOut, uniqueEmail } from './support/accounts'
import { expectNoSeriousAxeViolations } from './support/axe'
import { completeProfile } from './support/cashbox-deposit'
import { findSlot } from './support/catalogue'
import { shoot } from './support/limits'
import { platform } from './support/platform'
import { acceptCookies } from './support/screen'
import { cardMethod, cardPayment, expectDepositRefusedWithdrawalPaid, playerCurrency } from './support/wallet'

test('a break from the limits page closes deposits and play; signed in again only withdrawal, history and limits are open', async ({
  page,
  baseURL,
}) => {
  // Registration, two sign-ins, the cashbox and a game page: longer than the default under load.
  test.setTimeout(120_000)
  const origin = baseURL as string
  const email = uniqueEmail('limits-break')
  const name = email.split('@')[0] ?? ''
  await registerThroughUi(page, email)
  const currency = await playerCurrency(page.request, origin)
  const cashout = await cardMethod(page.request, origin, currency, 'cashout')
  const depositMin = (await cardMethod(page.request, origin, currency, 'deposit')).min_cents
  const funded = Math.max(2 * cashout.min_cents, depositMin)
  expect(
    await cardPayment(page.request, origin, { action: 'deposit', currency, amountCents: funded }),
  ).toMatchObject({ ok: true })

  await page.goto('/profile/limits')
  await acceptCookies(page)
  const card = page.getByRole('region', { name: 'Take a break' })
  await card.getByRole('combobox', { name: 'Break for' }).selectOption({ label: '1 day' })
  await card.getByRole('button', { name: 'Take a break' }).click()
  const confirm = page.getByRole('dialog', { name: 'Take a break for 1 day?' })
  await expect(confirm.getByText('You stay signed in and can still withdraw', { exact: false })).toBeVisible()
  await expect(
    confirm.getByText('The break cannot be shortened or cancelled', { exact: false }),
  ).toBeVisible()
  await confirm.getByRole('button', { name: 'Start my break' }).click()

  // ADR 017: a break does not sign out; the account is restricted at once.
  await expect(confirm).toBeHidden()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Your break has started\. Deposits and play are closed until / }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'You are taking a break' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Take a break' })).toHaveCount(0)
  await expect(profileLink(page, name)).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toHaveCount(0)

  // Signed out and in again: still restricted.
  await signOut(page)
  await signIn(page, email, PASSWORD)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toHaveCount(0)

  // The cashbox: wallet, withdrawal and history only, with the reason.
  await page.goto('/deposit')
  await completeProfile(page)
  const cashbox = page.getByRole('dialog', { name: 'Cashbox' })
  await expect(cashbox).toBeVisible()
  await expect(cashbox.getByRole('tab')).toHaveText(['Wallet', 'Withdraw', 'History'])
  await expect(cashbox.getByRole('tab', { name: 'Wallet' })).toHaveAttribute('aria-selected', 'true')
  await expect(
    cashbox.getByText(
      'Deposits are paused during your cooling-off period. You can still withdraw and see your payments.',
    ),
  ).toBeVisible()
  await cashbox.getByRole('tab', { name: 'Withdraw' }).click()
  await expect(cashbox.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true')
  await expect(cashbox.getByTestId('cashable-amount')).toBeVisible()
  await expectNoSeriousAxeViolations(page, '[role="dialog"]')
  await cashbox.getByRole('tab', { name: 'History' }).click()
  const history = cashbox.getByRole('list', { name: 'Your payments, newest first' })
  await expect(
    history.getByRole('listitem', { name: 'Deposit' }).filter({ hasText: 'Completed' }),
  ).toHaveCount(1)

  // The platform refuses a deposit, but not a withdrawal (MGA).
  await expectDepositRefusedWithdrawalPaid(page.request, origin, {
    currency,
    depositCents: depositMin,
    withdrawalCents: cashout.min_cents,
    code: 'COOLING_OFF',
  })

  // Real play: the game page sends the player to the limits page, and the platform refuses a launch.
  const slot = await findSlot(page.request, origin, { currency })
  await page.goto(`/play/${slot.provider}/${slot.seo_title}?mode=real`)
  await expect(page).toHaveURL(/\/profile\/limits$/)
  await expect(page.getByRole('heading', { name: 'You are taking a break' })).toBeVisible()
  await expect(page.getByText('It ends on', { exact: false })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your limits' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await shoot(page, 'limits-break')
  const launch = await platform(page.request, origin).tryCall(launchGame, {
    body: { game: slot.identifier, mode: 'real', device: 'desktop' },
  })
  expect(launch).toMatchObject({ failure: { status: 403, code: 'COOLING_OFF' } })

  // Games history stays open.
  await page.goto('/profile/games-history')
  await expect(page).toHaveURL(/\/profile\/games-history$/)
})
