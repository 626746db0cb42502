// Switching to German changes the texts, the URL and <html lang>.
import { expect, test } from '@playwright/test'

test('switching to Deutsch changes texts, URL and html lang', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()

  await page.getByRole('button', { name: /^Language/ }).click()
  await page.getByRole('menuitem', { name: 'Deutsch' }).click()

  // German lives under /de, or on its own locale host when the brand config has one (de.localhost).
  await expect(page).toHaveURL(/(\/de(\/|$|\?))|(\/\/de\.localhost[:/])/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0)
})
