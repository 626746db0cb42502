// The cashbox (issue #5 items 10–13, 15): a fresh player deposits with the sandbox's test cards —
// the decline card shows its error and charges nothing, the success card raises the header balance
// without a reload — plays a real slot round, withdraws by bank transfer, recalls the withdrawal,
// and the history shows every state. The card rules speak before anything is sent; a pending card
// settles on its own; a crypto wallet gets its address with a QR code; axe finds nothing serious.
import { getPlayer } from '@croupier/contract/api.generated'
import { expect, type FrameLocator, type Page, test } from '@playwright/test'
import { registerThroughUi, uniqueEmail } from './support/accounts'
import { expectNoSeriousAxeViolations } from './support/axe'
import { cashbox, completeProfile, fillCard, headerBalance } from './support/cashbox-deposit'
import { FREE_SPINS_MS, findSlot } from './support/catalogue'
import { pagePlatform } from './support/platform'
import { isMain } from './support/screen'

const CARDS = {
  success: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  pending: '4000 0000 0000 3220',
}

/** Spins one round (waiting out a free-spins feature) and reads the header balance after it. */
async function spinForBalance(page: Page, reels: FrameLocator): Promise<string> {
  await reels.getByRole('button', { name: 'Spin' }).click()
  await expect(reels.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: FREE_SPINS_MS })
  return balanceLabel(page)
}

async function balanceLabel(page: Page): Promise<string> {
  return (await headerBalance(page).getAttribute('aria-label')) ?? ''
}

async function openCashboxAsNewPlayer(page: Page): Promise<void> {
  await registerThroughUi(page, uniqueEmail('cashbox'), { currency: 'EUR' })
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click()
  await completeProfile(page)
  await expect(page).toHaveURL(/\/cashbox$/)
  await expect(cashbox(page)).toBeVisible()
}

test('deposit, play, withdraw and recall: the header balance and the history follow each step', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000)
  await openCashboxAsNewPlayer(page)
  const dialog = cashbox(page)
  await expect(dialog.getByRole('tab', { name: 'Wallet' })).toHaveAttribute('aria-selected', 'true')
  await expectNoSeriousAxeViolations(page, '[role="dialog"]')

  // An overlay click does not close the cashbox (spec 1 §2).
  await page.mouse.click(5, 400)
  await expect(dialog).toBeVisible()

  await dialog.getByRole('tab', { name: 'Deposit' }).click()
  await expect(dialog.getByRole('radio', { name: /Visa/ })).toBeChecked()
  // spec 1 §9: the first amount is 50.
  await expect(dialog.getByRole('textbox', { name: 'Amount (EUR)' })).toHaveValue('50')

  // The decline card: its error, and nothing charged.
  await fillCard(dialog, CARDS.decline, '12/30')
  await dialog.getByRole('button', { name: 'Deposit €50.00' }).click()
  await expect(dialog.getByRole('heading', { name: 'Deposit not completed' })).toBeVisible()
  await expect(dialog.getByText('Your bank declined the payment.')).toBeVisible()
  await expect(dialog.getByText('Nothing was charged.')).toBeVisible()
  await expect(dialog.getByTestId('cashbox-balance')).toHaveText('Balance €0.00')
  await expect(headerBalance(page)).toHaveAttribute('aria-label', /^Balance €0\.00/)

  // The success card: the header balance rises without a reload (realtime `balance`).
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await fillCard(dialog, CARDS.success, '12/30')
  await dialog.getByRole('button', { name: 'Deposit €50.00' }).click()
  await expect(dialog.getByRole('heading', { name: 'Deposit successful' })).toBeVisible()
  await expect(dialog.getByText('€50.00 has been added to your balance.')).toBeVisible()
  await expect(headerBalance(page)).toHaveAttribute('aria-label', /^Balance €50\.00/)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('banner').getByRole('button', { name: /^Balance €50\.00/ })).toBeVisible()

  // A real slot round moves the balance.
  const slot = await findSlot(request, baseURL as string, { currency: 'EUR' })
  await page.goto(`/play/${slot.provider}/${slot.seo_title}?mode=real`)
  const reels = page.frameLocator(`iframe[title="${slot.title}, game window"]`)
  const read = () => balanceLabel(page)
  const before = await read()
  await expect.poll(() => spinForBalance(page, reels), { intervals: [300], timeout: 75_000 }).not.toBe(before)

  // Withdraw by bank transfer, up to the cashable amount; the balance menu leads there.
  await headerBalance(page).click()
  await page.getByRole('menuitem', { name: 'Withdraw' }).click()
  // On the game page the cashbox opens over the running game (issue 9 item 11): the address stays.
  await expect(page).toHaveURL(/\/play\//)
  await expect(dialog.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true')
  await expect(dialog.getByTestId('cashable-amount')).toContainText('€')
  await dialog.getByText('Bank transfer', { exact: true }).click()
  await dialog.getByRole('textbox', { name: 'Amount (EUR)' }).fill('20')
  await dialog.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00')
  await dialog.getByRole('textbox', { name: 'Account holder' }).fill('ROBIN TREMBLAY')
  const balanceBefore = await read()
  await dialog.getByRole('button', { name: 'Withdraw €20.00' }).click()
  await expect(dialog.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible()
  await expect.poll(read).not.toBe(balanceBefore)
  await expectNoSeriousAxeViolations(page, '[role="dialog"]')

  // History: the pending withdrawal can be recalled; the money comes back.
  await dialog.getByRole('button', { name: 'See payment history' }).click()
  const history = dialog.getByRole('list', { name: 'Your payments, newest first' })
  const withdrawal = history.getByRole('listitem', { name: 'Withdrawal' }).first()
  await expect(withdrawal).toContainText('Pending')
  await withdrawal.getByRole('button', { name: 'Cancel withdrawal' }).click()
  await expect(withdrawal).toContainText('Cancelled by you')
  await expect(withdrawal.getByRole('button', { name: 'Cancel withdrawal' })).toHaveCount(0)
  await expect.poll(read).toBe(balanceBefore)
  const deposits = history.getByRole('listitem', { name: 'Deposit' })
  await expect(deposits.filter({ hasText: 'Completed' })).toHaveCount(1)
  await expect(deposits.filter({ hasText: 'Declined' })).toHaveCount(1)
})

test('the card rules speak before anything is sent, and a pending card settles on its own', async ({
  page,
}) => {
  await openCashboxAsNewPlayer(page)
  const dialog = cashbox(page)
  await dialog.getByRole('tab', { name: 'Deposit' }).click()
  const number = dialog.getByRole('textbox', { name: 'Card number' })
  const expiry = dialog.getByRole('textbox', { name: 'Expiry date (MM/YY)' })
  await number.fill('4242 4242 4242 4241')
  await expiry.fill('01/20')
  await dialog.getByRole('textbox', { name: 'Amount (EUR)' }).fill('5')
  await dialog.getByRole('button', { name: 'Deposit €5.00' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Amount (EUR)' })).toHaveAccessibleDescription(
    /The minimum is €10\.00/,
  )
  await expect(number).toHaveAccessibleDescription('Enter a valid card number')
  await expect(expiry).toHaveAccessibleDescription('This card has expired')
  await expect(dialog.getByRole('textbox', { name: 'Name on card' })).toHaveAccessibleDescription(
    'This field is required',
  )
  await dialog.getByRole('button', { name: '€50.00' }).click()
  await fillCard(dialog, CARDS.pending, '12/30')
  await dialog.getByRole('button', { name: 'Deposit €50.00' }).click()
  await expect(dialog.getByRole('heading', { name: 'Waiting for your bank' })).toBeVisible()
  // The sandbox completes it about three seconds later.
  await expect(dialog.getByRole('heading', { name: 'Deposit successful' })).toBeVisible({ timeout: 15_000 })
  await expect(headerBalance(page)).toHaveAttribute('aria-label', /^Balance €50\.00/)
})

test("the game frame's cashbox button opens the cashbox over the game; a deposit lets play go on", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000)
  await openCashboxAsNewPlayer(page)
  await cashbox(page).getByRole('button', { name: 'Close' }).click()
  const slot = await findSlot(request, baseURL as string, { currency: 'EUR' })
  const gamePath = `/play/${slot.provider}/${slot.seo_title}`
  await page.goto(`${gamePath}?mode=real`)
  const reels = page.frameLocator(`iframe[title="${slot.title}, game window"]`)
  // No money yet: the frame offers the cashbox, which opens as a dialog over the game.
  await reels.getByRole('button', { name: 'Spin' }).click()
  await reels.getByRole('button', { name: 'Open cashbox' }).click()
  const dialog = cashbox(page)
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL((url) => url.pathname.endsWith(gamePath))
  await dialog.getByRole('tab', { name: 'Deposit' }).click()
  await fillCard(dialog, CARDS.success, '12/30')
  await dialog.getByRole('button', { name: 'Deposit €50.00' }).click()
  await expect(dialog.getByRole('heading', { name: 'Deposit successful' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('banner').getByRole('button', { name: /^Balance €50\.00/ })).toBeVisible()
  // The game stayed mounted under the cashbox: its own meter follows the deposit before any spin.
  await expect(reels.getByRole('group', { name: 'Balance' })).toContainText('€50.00')
  await expect(reels.getByRole('button', { name: 'Open cashbox' })).toBeHidden()
  // Play goes on with the new money: the balance moves.
  await expect
    .poll(() => spinForBalance(page, reels), { intervals: [300], timeout: 75_000 })
    .not.toMatch(/^Balance €50\.00/)
})

test('/deposit-bonus sets the stored bonus code and opens the deposit with it (spec 1 §2)', async ({
  page,
}) => {
  await openCashboxAsNewPlayer(page)
  await page.goto('/deposit-bonus?code=WELCOME100')
  const dialog = cashbox(page)
  await expect(dialog.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true')
  await expect(dialog.getByText('Bonus code WELCOME100 will be applied to this deposit.')).toBeVisible()
  const player = pagePlatform(page)
  expect((await player.call(getPlayer)).deposit_bonus_code).toBe('WELCOME100')
  // An unknown code is cleared again, and the deposit still opens.
  await page.evaluate(() => window.localStorage.clear())
  await page.goto('/deposit-bonus?code=NOPE')
  await expect(dialog.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true')
  await expect.poll(async () => (await player.call(getPlayer)).deposit_bonus_code).toBeNull()
})

test('a crypto wallet deposits to its own address, shown with a QR code and the coin unit', async ({
  page,
}) => {
  await registerThroughUi(page, uniqueEmail('cashbox-btc'), { currency: 'BTC' })
  await page.goto('/deposit')
  const dialog = cashbox(page)
  await expect(dialog.getByRole('radio', { name: /Bitcoin/ })).toBeChecked()
  await expect(dialog.getByRole('img', { name: 'QR code of your BTC deposit address' })).toBeVisible()
  await expect(dialog.getByTestId('crypto-address')).toHaveText(/^[a-z0-9]{20,}$/i)
  await expect(dialog.getByText('Minimum deposit: 100 µBTC')).toBeVisible()
  await expectNoSeriousAxeViolations(page, '[role="dialog"]')
  // Escape closes it; with no page before, the player lands on main.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(isMain)
})

test('a guest asking for the cashbox is sent to registration with the way back', async ({ page }) => {
  await page.goto('/deposit?amountProp=100')
  await expect(page).toHaveURL((url) => url.pathname.endsWith('/sign-up'))
  expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/\/deposit\?amountProp=100$/)
})

test('the payments page lists deposit and withdrawal methods with their limits per currency', async ({
  page,
}) => {
  await registerThroughUi(page, uniqueEmail('cashbox-info'), { currency: 'EUR' })
  await page.goto('/payments')
  const deposits = page.getByRole('table', { name: 'Deposits in EUR' })
  await expect(deposits.getByRole('rowheader', { name: 'Visa' })).toBeVisible()
  await expect(deposits.getByRole('row', { name: /Visa/ })).toContainText('€10.00')
  await expect(page.getByRole('table', { name: 'Withdrawals in EUR' })).toBeVisible()
  await page.getByRole('link', { name: 'BTC', exact: true }).click()
  const btc = page.getByRole('table', { name: 'Withdrawals in BTC' })
  // spec 2 §9: BTC withdrawals up to 0.4 (shown in µBTC, spec 1 §9), no fee, instant.
  await expect(btc.getByRole('row', { name: /Bitcoin/ })).toContainText('400,000 µBTC')
  await expect(btc.getByRole('row', { name: /Bitcoin/ })).toContainText('No fee')
  await expect(btc.getByRole('row', { name: /Bitcoin/ })).toContainText('Instant')
  await expectNoSeriousAxeViolations(page)
})

// spec 2 §2.7: guests see the payments info page (the platform's payment methods are open to them).
test('a guest sees the payments page with the methods', async ({ page }) => {
  await page.goto('/payments?currency=EUR')
  await expect(page.getByRole('table', { name: 'Deposits in EUR' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Withdrawals in EUR' })).toBeVisible()
})
