// The reality check (issue #5 items 14, 15): chosen on the limits page, it interrupts real play at
// that interval (page.clock moves time) with the session's figures, and comes again one interval
// after "Continue playing". The journey registers its own player.
import { expect, test } from '@playwright/test'
import { registerThroughUi, uniqueEmail } from './support/accounts'
import { expectNoSeriousAxeViolations } from './support/axe'
import { findSlot } from './support/catalogue'
import { shoot } from './support/limits'
import { acceptCookies } from './support/screen'
import { playerCurrency } from './support/wallet'

test('the reality check interrupts real play at the chosen interval', async ({ page, request, baseURL }) => {
  await page.clock.install()
  await registerThroughUi(page, uniqueEmail('limits-reality'))
  const currency = await playerCurrency(page.request, baseURL as string)

  // The player picks a 15-minute reminder on the limits page.
  await page.goto('/profile/limits')
  await acceptCookies(page)
  const settings = page.getByRole('region', { name: 'Reality check' })
  await settings.getByRole('combobox', { name: 'Remind me' }).selectOption({ label: 'Every 15 min' })
  await settings.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('You will be reminded every 15 min.')).toBeVisible()

  const slot = await findSlot(request, baseURL as string, { currency })
  await page.goto(`/play/${slot.provider}/${slot.seo_title}?mode=real`)
  await expect(page.locator(`iframe[title="${slot.title}, game window"]`)).toBeVisible()
  await expect(page.getByTestId('reality-check-armed')).toBeAttached()

  const dialog = page.getByRole('dialog', { name: 'Reality check' })
  await page.clock.fastForward(14 * 60_000)
  await expect(dialog).toHaveCount(0)
  await page.clock.fastForward(60_000 + 1_000)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('You have been playing for 15 min.')).toBeVisible()
  await expect(dialog.getByText('Amount wagered')).toBeVisible()
  await expect(dialog.getByText('Net result')).toBeVisible()
  await expectNoSeriousAxeViolations(page, '[role="dialog"]')
  await shoot(page, 'reality-check')

  // Continue: the next one comes one interval later.
  await dialog.getByRole('button', { name: 'Continue playing' }).click()
  await expect(dialog).toBeHidden()
  await page.clock.fastForward(15 * 60_000 + 1_000)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('You have been playing for 30 min.')).toBeVisible()
  await dialog.getByRole('button', { name: 'See my history' }).click()
  await expect(page).toHaveURL(/\/profile\/games-history$/)
})
