// The cookie bar appears 1.5 s after the first visit and stays gone once accepted.
// Time is driven by Playwright's fake clock, so the journey proves the delay without racing it.
import { expect, type Page, test } from '@playwright/test'

async function pauseClock(page: Page): Promise<void> {
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
}

test('cookie bar appears after 1.5 s and stays gone once accepted', async ({ page }) => {
  await pauseClock(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const bar = page.getByRole('region', { name: 'Cookie consent' })
  await page.clock.runFor(1400)
  await expect(bar).toHaveCount(0)
  await page.clock.runFor(200)
  await expect(bar).toBeVisible()

  await bar.getByRole('button', { name: 'Accept' }).click()
  await expect(bar).toBeHidden()
  const cookies = await page.context().cookies()
  const consent = cookies.find((cookie) => cookie.name === 'cookie_consent')
  expect(consent).toBeTruthy()
  expect((consent?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(360 * 24 * 3600)

  await page.reload()
  await page.waitForLoadState('networkidle')
  await page.clock.runFor(2500)
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
})

test('cookie bar is not shown on the sign-up page', async ({ page }) => {
  await pauseClock(page)
  await page.goto('/sign-up')
  await page.waitForLoadState('networkidle')
  await page.clock.runFor(2500)
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
})
