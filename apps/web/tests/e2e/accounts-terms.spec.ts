// A player who has not accepted the current terms gets the terms popup, which cannot be dismissed
// until accepted (spec 1 §4: terms_acceptance in auth_fields_missed).
import { expect, test } from '@playwright/test'
import { profileLink, submitSignIn } from './support/accounts'

test('the terms popup is forced until the player accepts', async ({ page }) => {
  await submitSignIn(page, 'terms@croupier.local', 'Croupier2026!')
  const terms = page.getByRole('dialog', { name: 'Our terms have changed' })
  await expect(terms).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(terms).toBeVisible()
  await expect(terms.getByRole('button', { name: 'Close' })).toHaveCount(0)

  await terms.getByRole('button', { name: 'I accept the Terms and Conditions' }).click()
  await expect(terms).toBeHidden()
  await page.reload()
  await expect(profileLink(page, 'TermsDue')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Our terms have changed' })).toHaveCount(0)
})
