// /ffc: toggles persist across reloads and "Reset to defaults" returns to the brand's defaults
// (ADR 040, 041: the reference brand turns comp points, all widgets and mystic jackpots on, everything
// else is off).
import { expect, test } from '@playwright/test'

test('feature flag toggles persist and reset', async ({ page }) => {
  await page.goto('/ffc')
  await expect(page.getByRole('heading', { name: 'Feature flags' })).toBeVisible()
  const mystic = page.getByRole('switch', { name: /Mystic jackpots/ })
  await expect(mystic).toHaveAttribute('aria-checked', 'true')
  await mystic.click()
  await expect(mystic).toHaveAttribute('aria-checked', 'false')

  await page.reload()
  await expect(page.getByRole('switch', { name: /Mystic jackpots/ })).toHaveAttribute('aria-checked', 'false')

  await page.getByRole('button', { name: 'Reset to defaults' }).click()
  await expect(page.getByRole('switch', { name: /Mystic jackpots/ })).toHaveAttribute('aria-checked', 'true')
  await page.reload()
  for (const toggle of await page.getByRole('switch').all()) {
    const label = await toggle.getAttribute('aria-labelledby')
    const brandOn = ['ffc-compPoints-label', 'ffc-allWidgets-label', 'ffc-mysticJackpots-label'].includes(
      label ?? '',
    )
    await expect(toggle).toHaveAttribute('aria-checked', brandOn ? 'true' : 'false')
  }
  // The brand's default is overridable here like any other flag.
  const comp = page.getByRole('switch', { name: /Comp points/ })
  await comp.click()
  await expect(comp).toHaveAttribute('aria-checked', 'false')
  await page.reload()
  await expect(page.getByRole('switch', { name: /Comp points/ })).toHaveAttribute('aria-checked', 'false')
  await expect(page.getByRole('link', { name: 'Home' })).toBeVisible()
})
