// The cookie bar appears 1.5 s after the first visit and stays gone once accepted.
import { expect, test } from '@playwright/test'

test('cookie bar appears after 1.5 s and stays gone once accepted', async ({ page }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const bar = page.getByRole('region', { name: 'Cookie consent' })
  const shownAt = Date.now()
  await expect(bar).toBeVisible({ timeout: 5000 })
  const navigationStart = await page.evaluate(() => performance.timeOrigin)
  expect(shownAt - navigationStart).toBeGreaterThanOrEqual(1500)

  await bar.getByRole('button', { name: 'Accept' }).click()
  await expect(bar).toBeHidden()
  const cookies = await page.context().cookies()
  const consent = cookies.find((cookie) => cookie.name === 'cookie_consent')
  expect(consent).toBeTruthy()
  expect((consent?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(360 * 24 * 3600)

  await page.reload()
  await page.waitForTimeout(2500)
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
})

test('cookie bar is not shown on the sign-up page', async ({ page }) => {
  await page.goto('/sign-up')
  await page.waitForTimeout(2500)
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
})
