// CLS ≤ 0.02 on the profile pages for a player who has not confirmed their email: the notice with
// the resend link and the header's player actions are in the first HTML (the server knows the
// player), so nothing under them moves when the page hydrates. The browser's own layout-shift
// entries are summed from the first paint on, over a full load of each page.
import { expect, type Page, test } from '@playwright/test'
import { registerThroughUi, uniqueEmail } from './support/accounts'
import { acceptCookies, DESKTOP, MOBILE } from './support/screen'

const SHOTS = '.tmp/shots-profile-cls'

interface Shift {
  value: number
  sources: string[]
}

async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = []
    Object.assign(window, { __layoutShifts: shifts })
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone')
      const classes = [...node.classList].slice(0, 2).join('.')
      return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      })[]) {
        if (entry.hadRecentInput) continue
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map(
            (source) => `${describe(source.node)} y ${source.previousRect.y} → ${source.currentRect.y}`,
          ),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** Loads `path` afresh and answers the layout shift summed over the load. */
async function shiftOf(page: Page, path: string): Promise<{ total: number; shifts: Shift[] }> {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[data-notice="unconfirmed-email"]')).toBeVisible()
  await page.waitForTimeout(500)
  const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts)
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts }
}

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  test(`an unconfirmed player's profile pages shift nothing as they load (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await registerThroughUi(page, uniqueEmail(`profile-cls-${name}`))
    await acceptCookies(page)
    await observeShifts(page)
    for (const path of ['/profile/limits', '/profile/gifts']) {
      const { total, shifts } = await shiftOf(page, path)
      expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.02)
    }
    await page.goto('/profile/limits')
    await expect(page.locator('[data-notice="unconfirmed-email"]')).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/profile-limits-${name}.png` })
  })
}
