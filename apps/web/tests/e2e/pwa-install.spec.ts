// ?pwa=install on the lobby opens the install instructions and leaves the lobby URL clean.
import { expect, test } from '@playwright/test'

test('pwa=install shows install instructions and redirects to the lobby', async ({ page }) => {
  await page.goto('/?pwa=install')
  const dialog = page.getByRole('dialog', { name: 'Install the app' })
  await expect(dialog).toBeVisible()
  // Desktop Chromium sees the desktop instructions first; the iOS ones are a tab away.
  await expect(dialog.getByText(/install icon at the right end of the address bar/)).toBeVisible()
  await dialog.getByRole('tab', { name: 'iOS' }).click()
  await expect(dialog.getByText('Scroll down and tap “Add to Home Screen”.')).toBeVisible()
  await expect(page).not.toHaveURL(/pwa=install/)
})
