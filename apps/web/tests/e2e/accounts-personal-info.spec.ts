// The personal-info dialog (issue 3 item 13; spec 1 §2 "Before cashbox dialogs"): a fiat player with
// an incomplete profile who clicks Deposit must fill the eight fields first; the dialog cannot be
// dismissed until they are saved, then the player goes on to the cashbox.
import { expect, test } from '@playwright/test'
import { registerThroughUi, uniqueEmail } from './support/accounts'
import { PERSONAL_DETAILS } from './support/cashbox-deposit'

test('an incomplete fiat profile fills the personal-info dialog before the cashbox', async ({ page }) => {
  await registerThroughUi(page, uniqueEmail('personal-info'), { currency: 'EUR' })

  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click()
  const dialog = page.getByRole('dialog', { name: 'Complete your profile' })
  await expect(dialog).toBeVisible()
  const field = (label: string) => dialog.getByRole('textbox', { name: label, exact: true })
  await expect(field('First name')).toBeFocused()

  // No way out: no close button, Escape and a click beside it do nothing.
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(dialog).toBeVisible()

  // Country comes from the player; every other field is required.
  await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveValue('CA')
  for (const [label, value] of PERSONAL_DETAILS.slice(0, -1)) await field(label).fill(value)
  await dialog.getByRole('button', { name: 'Save and continue' }).click()
  await expect(field('Postal code')).toHaveAttribute('aria-invalid', 'true')
  await expect(field('Postal code')).toHaveAccessibleDescription('This field is required')
  await expect(field('Postal code')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()

  const [label, value] = PERSONAL_DETAILS.at(-1) as [string, string]
  await field(label).fill(value)
  await dialog.getByRole('button', { name: 'Save and continue' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/cashbox$/)

  // Complete now: Deposit leads straight on.
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click()
  await expect(page).toHaveURL(/\/cashbox$/)
  await expect(page.getByRole('dialog', { name: 'Complete your profile' })).toHaveCount(0)
})
