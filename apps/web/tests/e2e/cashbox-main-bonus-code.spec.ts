// Main runs the stored-bonus-code routine of spec 1 §2 (issue #5 item 11), as /deposit-bonus does.
// The code is stored the product's way, by a bonus link (/deposit-bonus?code=…); logging out forgets
// the player's "applied" flag but not the browser's code, so the next player to sign in here meets
// the routine on main: bonuses allowed (can_issue), the code set, the deposit dialog open with it.
// An invalid code is cleared and the dialog still opens; once run, reloading main opens nothing.
import {
  clearBonusCode,
  getDepositBonuses,
  getPlayer,
  setBonusCode,
  updateBonusSettings,
} from '@croupier/contract/api.generated'
import type { Player } from '@croupier/contract/player/get-player'
import { expect, type Locator, type Page, test } from '@playwright/test'
import {
  fillRegistration,
  PASSWORD,
  registerThroughUi,
  signOut,
  signUpDialog,
  submitSignIn,
  uniqueEmail,
} from './support/accounts'
import { cashbox, completeProfile } from './support/cashbox-deposit'
import { matches, pagePlatform } from './support/platform'
import { isMain } from './support/screen'

const isDepositBonus = (url: URL) => /^(\/[a-z]{2}(-[A-Z]{2})?)?\/deposit-bonus$/.test(url.pathname)

/** Any request to the bonus code and bonus endpoints, whatever its method. */
const bonusPaths = [setBonusCode, clearBonusCode, updateBonusSettings, getDepositBonuses].map((endpoint) =>
  matches(endpoint),
)

function bonusState(page: Page): Promise<Player> {
  return pagePlatform(page).call(getPlayer)
}

async function storedKeys(page: Page): Promise<{ code: string | null; applied: string | null }> {
  return page.evaluate(() => ({
    code: window.localStorage.getItem('depositBonusCode'),
    applied: window.localStorage.getItem('depositBonusCodeApplied'),
  }))
}

async function expectDepositStep(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true')
}

/** A bonus link opened by a player: the code is stored in this browser and the routine runs there. */
async function followBonusLink(page: Page, code: string): Promise<void> {
  await page.goto(`/deposit-bonus?code=${code}`)
  const dialog = cashbox(page)
  await expectDepositStep(dialog)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(isMain)
}

test('a player who signs up on a browser with a stored bonus code gets the deposit with it on main; a reload opens nothing', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // Someone followed a bonus link on this browser (a crypto wallet, which WELCOME100 does not suit).
  await registerThroughUi(page, uniqueEmail('bonus-link'), { currency: 'BTC' })
  await followBonusLink(page, 'WELCOME100')
  await signOut(page)
  expect(await storedKeys(page)).toEqual({ code: 'WELCOME100', applied: null })

  // A new player signs up here; registration lands on main, which runs the routine.
  await page.goto('/sign-up')
  const signUp = signUpDialog(page)
  await fillRegistration(signUp, { email: uniqueEmail('bonus-main'), currency: 'EUR' })
  await signUp.getByRole('button', { name: 'Create account' }).click()
  // The cashbox's own gate comes first (spec 1 §2): a fiat player completes the profile.
  await completeProfile(page)

  const dialog = cashbox(page)
  await expectDepositStep(dialog)
  // Main handed over to the deposit-bonus route, which ran the routine.
  await expect(page).toHaveURL((url) => isDepositBonus(url) && url.search === '')
  await expect(dialog.getByText('Bonus code WELCOME100 will be applied to this deposit.')).toBeVisible()
  expect(await bonusState(page)).toMatchObject({ deposit_bonus_code: 'WELCOME100', can_issue_bonuses: true })
  expect(await storedKeys(page)).toEqual({ code: 'WELCOME100', applied: 'true' })

  // Closing returns to main, where the player was.
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(isMain)

  // The flag is set: reloading main runs nothing and opens nothing.
  const bonusCalls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (bonusPaths.some((isBonusPath) => isBonusPath(url))) bonusCalls.push(request.url())
  })
  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(page).toHaveURL(isMain)
  await expect(dialog).toHaveCount(0)
  expect(bonusCalls).toEqual([])
})

test('main clears a stored code that proves invalid, allows bonuses again and still opens the deposit', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const email = uniqueEmail('bonus-invalid')
  await registerThroughUi(page, email, { currency: 'BTC' })
  await followBonusLink(page, 'WELCOME100')
  // Since then the player has had another code set and bonuses refused.
  const player = pagePlatform(page)
  await player.call(setBonusCode, { body: { deposit_bonus_code: 'OLDCODE' } })
  await player.call(updateBonusSettings, { body: { settings: { can_issue: false } } })
  expect(await bonusState(page)).toMatchObject({ deposit_bonus_code: 'OLDCODE', can_issue_bonuses: false })
  await signOut(page)

  // Signing in again lands on main: the routine runs for WELCOME100, which no BTC wallet is offered.
  const signIn = await submitSignIn(page, email, PASSWORD)
  await expect(signIn).toBeHidden()
  const dialog = cashbox(page)
  await expectDepositStep(dialog)
  await expect(page).toHaveURL((url) => isDepositBonus(url) && url.search === '')
  await expect(dialog.getByRole('img', { name: 'QR code of your BTC deposit address' })).toBeVisible()
  await expect(dialog.getByText(/^Bonus code .* will be applied/)).toHaveCount(0)
  expect(await bonusState(page)).toMatchObject({ deposit_bonus_code: null, can_issue_bonuses: true })
  expect(await storedKeys(page)).toEqual({ code: 'WELCOME100', applied: 'true' })
})
