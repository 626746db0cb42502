// The operator content the seed ships reads in the visitor's language (issue 9 item 15): category
// names, payment method names and the footer's awards were English on German pages.
import { expect, test } from '@playwright/test'

test('a German visitor reads the table games category, bank transfer and the awards in German', async ({
  page,
}) => {
  await page.goto('/de')
  const categories = page.getByRole('navigation', { name: 'Alle Kategorien' })
  await expect(categories.getByRole('link', { name: /^Tischspiele/ })).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText('Table games')

  const awards = page.getByRole('region', { name: 'Auszeichnungen' })
  await awards.scrollIntoViewIfNeeded()
  await expect(awards.getByText('Gewinner · 2025').first()).toBeAttached()
  await expect(awards.getByRole('heading', { name: 'Bestes Casino-Erlebnis' })).toBeAttached()
  await expect(awards).not.toContainText(/Winner|Shortlisted|Highly commended/)

  await page.goto('/de/payments')
  await expect(page.getByRole('rowheader', { name: 'Banküberweisung' }).first()).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText('Bank transfer')
})

test('a Canadian French visitor reads the table games category in French', async ({ page }) => {
  await page.goto('/fr-CA')
  await expect(page.getByRole('link', { name: /^Jeux de table/ }).first()).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText('Table games')
})
