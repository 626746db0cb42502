// What sits over a page in the journeys: the cookie bar, and the two widths every page is seen at.
import { devices, expect, type Page } from '@playwright/test'

export const DESKTOP = { width: 1280, height: 800 }
export const MOBILE = { width: 390, height: 844 }

/** Accepts the cookie bar (it appears 1.5 s after the first visit) so it covers no control. */
export async function acceptCookies(page: Page): Promise<void> {
  const consent = page.getByRole('region', { name: 'Cookie consent' })
  await expect(consent).toBeVisible()
  await consent.getByRole('button', { name: 'Accept' }).click()
  await expect(consent).toBeHidden()
}

/** A phone as the journeys emulate it (Pixel 7's density and user agent at 390 px). */
export const PHONE = {
  viewport: MOBILE,
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: devices['Pixel 7'].deviceScaleFactor,
  userAgent: devices['Pixel 7'].userAgent,
}

/** Main with or without a locale prefix ('/' or e.g. '/en-CA'). */
export const isMain = (url: URL) => url.pathname === '/' || /^\/[a-z]{2}(-[A-Z]{2})?$/.test(url.pathname)
