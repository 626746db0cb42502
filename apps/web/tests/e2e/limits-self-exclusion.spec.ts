// Self-exclusion in the browser (issue #5 items 14, 15): it signs the player out and, signed in
// again, leaves only withdrawal, history and limits open; the platform refuses deposits and real
// play, not withdrawals (MGA). The journey registers its own player.
import { getPlayer, launchGame } from '@croupier/contract/api.generated'
import { expect, test } from '@playwright/test'
import { PASSWORD, profileLink, registerThroughUi, signIn, uniqueEmail } from './support/accounts'
import { expectNoSeriousAxeViolations } from './support/axe'
import { findSlot } from './support/catalogue'
import { shoot } from './support/limits'
import { platform } from './support/platform'
import { acceptCookies } from './support/screen'
import { cardMethod, cardPayment, expectDepositRefusedWithdrawalPaid, playerCurrency } from './support/wallet'

test('self-exclusion signs the player out; signed in again only withdrawal, history and limits are open', async ({
  page,
  baseURL,
}) => {
  // Registration, a second sign-in, two axe passes and a game page: longer than the default under load.
  test.setTimeout(90_000)
  const origin = baseURL as string
  const email = uniqueEmail('limits-exclusion')
  await registerThroughUi(page, email)
  const currency = await playerCurrency(page.request, origin)
  const min = (await cardMethod(page.request, origin, currency, 'deposit')).min_cents
  const cashout = await cardMethod(page.request, origin, currency, 'cashout')
  const funded = await cardPayment(page.request, origin, {
    action: 'deposit',
    currency,
    amountCents: cashout.min_cents,
  })
  expect(funded).toMatchObject({ ok: true })

  await page.goto('/profile/limits')
  await acceptCookies(page)
  const card = page.getByRole('region', { name: 'Self-exclusion' })
  await card.getByRole('combobox', { name: 'Exclude me for' }).selectOption({ label: '6 months' })
  await card.getByRole('button', { name: 'Self-exclude' }).click()
  const dialog = page.getByRole('dialog', { name: 'Exclude yourself for 6 months?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('You are signed out at once, on every device.')).toBeVisible()
  await expect(dialog.getByText(/You can still sign in to withdraw/)).toBeVisible()
  await expectNoSeriousAxeViolations(page, '[role="dialog"]')
  await shoot(page, 'self-exclusion-dialog')
  await dialog.getByRole('button', { name: 'Exclude me' }).click()

  // Signed out at once, and told why.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
  await expect(page.getByText(/You have excluded yourself until .* and have been signed out\./)).toBeVisible()
  const player = platform(page.request, origin)
  expect(await player.tryCall(getPlayer)).toMatchObject({ failure: { status: 401 } })

  // Signed in again: a restricted account.
  await signIn(page, email, PASSWORD)
  const banner = page.getByRole('banner')
  await expect(profileLink(page, email.split('@')[0] ?? '')).toBeVisible()
  await expect(banner.getByRole('button', { name: 'Deposit' })).toHaveCount(0)

  await page.goto('/profile/limits')
  await expect(page.getByRole('heading', { name: 'You have excluded yourself' })).toBeVisible()
  await expect(page.getByText(/Deposits and play are closed\. You can still withdraw/)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Self-exclusion' })).toHaveCount(0)
  await expectNoSeriousAxeViolations(page)
  await shoot(page, 'limits-restricted', page.getByRole('heading', { name: 'You have excluded yourself' }))

  await page.goto('/profile/games-history')
  await expect(page).toHaveURL(/\/profile\/games-history$/)

  // Real play sends the player to the limits page (spec 1 §2); the platform refuses it too.
  const slot = await findSlot(page.request, origin, { currency })
  await page.goto(`/play/${slot.provider}/${slot.seo_title}?mode=real`)
  await expect(page).toHaveURL(/\/profile\/limits$/)
  const launch = await player.tryCall(launchGame, {
    body: { game: slot.identifier, mode: 'real', device: 'desktop' },
  })
  expect(launch).toMatchObject({ failure: { status: 403, code: 'SELF_EXCLUDED' } })

  // Deposits are refused, withdrawals are not (MGA).
  await expectDepositRefusedWithdrawalPaid(page.request, origin, {
    currency,
    depositCents: min,
    withdrawalCents: cashout.min_cents,
    code: 'SELF_EXCLUDED',
  })
})
