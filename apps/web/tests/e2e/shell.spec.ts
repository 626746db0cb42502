// The lobby is rendered on the server with header, footer and (on mobile) the bottom bar.
import { expect, test } from '@playwright/test'

test.describe('server-rendered shell', () => {
  test.use({ javaScriptEnabled: false })

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'mobile', width: 390, height: 844 },
  ]) {
    test(`lobby has header and footer without JavaScript (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const response = await page.goto('/')
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(
        page
          .getByRole('banner')
          .getByRole('link', { name: /Croupier/i })
          .first(),
      ).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeAttached()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const bottomBar = page.getByRole('navigation', { name: 'Quick navigation' })
      if (viewport.name === 'mobile') await expect(bottomBar).toBeVisible()
      else await expect(bottomBar).toBeHidden()
    })
  }
})

test('unknown paths answer 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page-here')
  expect(response?.status()).toBe(404)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('trailing slashes are stripped with a permanent redirect', async ({ request }) => {
  const response = await request.get('/privacy-policy/', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toMatch(/\/privacy-policy$/)
})
