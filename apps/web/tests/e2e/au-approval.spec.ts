// An Australian visitor must approve the approval card; declining leads to /oops.
import { expect, test } from '@playwright/test'
import { GEO_HEADER } from './support/geo'

test.use({ extraHTTPHeaders: { [GEO_HEADER]: 'AU' } })

test('an AU visitor who declines the approval card lands on /oops', async ({ page }) => {
  await page.goto('/')
  const card = page.getByRole('dialog', { name: 'Before you continue' })
  await expect(card).toBeVisible()
  await card.getByRole('button', { name: 'Leave the site' }).click()
  await expect(page).toHaveURL(/\/oops$/)
})

test('an AU visitor who approves is not asked again', async ({ page }) => {
  await page.goto('/')
  const card = page.getByRole('dialog', { name: 'Before you continue' })
  await card.getByRole('button', { name: 'I confirm, continue' }).click()
  await expect(card).toBeHidden()
  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('dialog', { name: 'Before you continue' })).toHaveCount(0)
})
