// Shared steps of the limits journeys (limits-*.spec.ts; issue #5 items 14, 15): the limits form
// and list on the page or in the popup, the browser's own limits requests, and screenshots.
import { getUserLimits } from '@croupier/contract/api.generated'
import type { Locator, Page } from '@playwright/test'
import { matches } from './platform'
import { DESKTOP, MOBILE } from './screen'

const SHOTS = '/tmp/shots-limits'

/** Major units as the form takes them (the journeys' wallets are two-decimal fiat). */
export function major(cents: number): string {
  return String(cents / 100)
}

/** Desktop and mobile screenshots; `from` scrolls that part of the page to the top first (toasts closed). */
export async function shoot(page: Page, name: string, from?: Locator): Promise<void> {
  if (from) {
    const toasts = page.getByRole('list', { name: 'Notifications' }).getByRole('button', { name: 'Dismiss' })
    while ((await toasts.count()) > 0) await toasts.first().click()
  }
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport)
    if (from)
      await from.evaluate((element) => {
        ;(document.activeElement as HTMLElement | null)?.blur()
        window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 150)
      })
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png` })
  }
  await page.setViewportSize(DESKTOP)
}

/** A limit of the list in `scope` (the page or the popup) by its name, e.g. "Loss limit per week (CAD)". */
export function limitItem(scope: Page | Locator, name: string): Locator {
  // `has` is matched inside each list item, so its locator starts from the page, not from `scope`.
  const page = 'page' in scope ? scope.page() : scope
  return scope.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) })
}

/**
 * Fills and sends the "Set a limit" form found in `scope` (the page or the limits popup); changing a
 * limit keeps its type and period, whose fields are then disabled.
 */
export async function setLimit(
  scope: Page | Locator,
  { type, period, amount }: { type: string; period: string; amount: string },
): Promise<Locator> {
  const form = scope.getByRole('region', { name: /^(Set a limit|Change: )/ })
  const typeSelect = form.getByRole('combobox', { name: 'Limit' })
  if (await typeSelect.isEnabled()) await typeSelect.selectOption({ label: type })
  const periodSelect = form.getByRole('combobox', { name: 'Period' })
  if (await periodSelect.isEnabled()) await periodSelect.selectOption({ label: period })
  await form.getByRole('textbox', { name: /^(Amount|Minutes of play)/ }).fill(amount)
  await form.getByRole('button', { name: 'Save limit' }).click()
  return form
}

/** The browser's own request for the player's limits (the server's calls are not seen). */
export const isLimitsRequest = matches(getUserLimits)

/** Counts the browser's own limits requests from now on. */
export function countLimitsRequests(page: Page): { count: () => number } {
  let count = 0
  page.on('request', (request) => {
    if (isLimitsRequest(request)) count += 1
  })
  return { count: () => count }
}
