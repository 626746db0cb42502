// Static CMS pages are served by path with {current_year} replaced.
import { expect, test } from '@playwright/test'

test('a static page shows the current year', async ({ page }) => {
  await page.goto('/terms-and-conditions')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const year = String(new Date().getUTCFullYear())
  await expect(page.getByRole('main')).toContainText(year)
  await expect(page.getByRole('main')).not.toContainText('{current_year}')
  await expect(page).toHaveTitle(/Terms/)
})
