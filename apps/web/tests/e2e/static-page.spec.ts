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

// spec 2 §3 "Static page": the head reads the page's meta, the body its content-main block.
test('a static page carries its meta and JSON-LD structured data', async ({ page }) => {
  await page.goto('/de/about-us')
  await expect(page.getByRole('heading', { level: 1, name: 'Über uns' })).toBeVisible()
  await expect(page.getByRole('main').locator('article')).not.toBeEmpty()
  await expect(page).toHaveTitle('Über uns | Croupier')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Wer hinter Croupier steht, wofür wir stehen und wie du uns erreichst.',
  )
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
    'content',
    'über croupier, online casino, lizenz',
  )
  const jsonLd = page.locator('script[type="application/ld+json"]')
  await expect(jsonLd).toHaveCount(1)
  expect(JSON.parse((await jsonLd.textContent()) ?? '')).toEqual({
    '@context': 'https://schema.org',
    '@type': 'AboutPage',
    name: 'Über uns',
    description: 'Wer hinter Croupier steht, wofür wir stehen und wie du uns erreichst.',
    inLanguage: 'de',
    publisher: { '@type': 'Organization', name: 'Croupier' },
  })
})
