// Issue #11 target 1 (CLS ≤ 0.02): on a phone the demo game takes the whole screen once it runs,
// and nothing on the page shifts when it does — the frame covers the screen while its stage keeps
// its place. The browser's own layout-shift entries are summed from the first paint on.
import { expect, test } from '@playwright/test'
import { findSlot } from './support/catalogue'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('a demo game starting full screen on a phone shifts nothing on the page', async ({
  page,
  request,
  baseURL,
}) => {
  const slot = await findSlot(request, baseURL as string, 'demo')
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { __layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(`/play/${slot.provider}/${slot.seo_title}?mode=demo`)
  const frame = page.locator(`iframe[title="${slot.title}, game window"]`)
  await expect(frame).toBeVisible()
  // Full screen: the frame covers the viewport.
  await expect.poll(async () => frame.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 })
  await page.waitForTimeout(500)
  const shifted = await page.evaluate(() =>
    (window as unknown as { __layoutShifts: number[] }).__layoutShifts.reduce((sum, value) => sum + value, 0),
  )
  expect(shifted).toBeLessThanOrEqual(0.02)
})
