// Shared steps of the limits journeys (limits-*.spec.ts; issue #5 items 14, 15): the player's
// wallet currency and card methods, a sandbox card deposit straight to the platform, a real slot of
// that currency, the limits form, and desktop/mobile screenshots.
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { PERSONAL_DETAILS } from './support/cashbox-deposit'

export const SHOTS = '/tmp/shots-limits'
const DESKTOP = { width: 1280, height: 800 }
export const MOBILE = { width: 390, height: 844 }
const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', holder: 'JANE PLAYER', cvv: '123' }

interface PaymentMethod {
  id: string
  type: 'card' | 'ewallet' | 'bank_transfer' | 'crypto'
  brand: string
  min_cents: number
}

export interface Slot {
  provider: string
  seo_title: string
  title: string
  identifier: string
}

/** State-changing calls through page.request need the CSRF guard's headers. */
export function apiHeaders(baseURL: string) {
  return { 'x-requested-with': 'XMLHttpRequest', origin: baseURL }
}

export async function playerCurrency(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/player')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { currency: string }).currency
}

export async function cardMethod(
  request: APIRequestContext,
  currency: string,
  action: 'deposit' | 'cashout',
) {
  const response = await request.get(`/api/payments/methods?currency=${currency}&action=${action}`)
  expect(response.ok()).toBe(true)
  const method = ((await response.json()) as PaymentMethod[]).find((candidate) => candidate.type === 'card')
  if (!method) throw new Error(`no card method for ${action} in ${currency}`)
  return method
}

/** A card deposit (deposit) or withdrawal (cashout) with the sandbox's success card, straight to the platform. */
export async function cardPayment(
  page: Page,
  baseURL: string,
  { action, currency, amountCents }: { action: 'deposit' | 'cashout'; currency: string; amountCents: number },
) {
  const method = await cardMethod(page.request, currency, action)
  return page.request.post(action === 'deposit' ? '/api/payments/deposits' : '/api/payments/withdrawals', {
    headers: apiHeaders(baseURL),
    data: {
      method_id: method.id,
      amount_cents: amountCents,
      currency,
      idempotency_key: `limits-e2e-${action}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      card: TEST_CARD,
    },
  })
}

/** A seeded slot playable in `currency` (the journeys' wallets are CAD on loopback). */
export async function slotFor(request: APIRequestContext, baseURL: string, currency: string): Promise<Slot> {
  const games = await request.post('/api/games_filter', {
    headers: apiHeaders(baseURL),
    data: {
      device: 'desktop',
      filter: { categories: { identifiers: ['book'], strategy: 'OR' } },
      page_size: 50,
    },
  })
  expect(games.ok()).toBe(true)
  const { data } = (await games.json()) as { data: (Slot & { currencies: Record<string, unknown> })[] }
  const slot = data.find((game) => game.currencies[currency] !== undefined)
  if (!slot) throw new Error(`no slot in ${currency}`)
  return slot
}

/** Accepts the cookie bar (it appears 1.5 s after the first visit) so it hides nothing. */
export async function acceptCookies(page: Page) {
  const consent = page.getByRole('region', { name: 'Cookie consent' })
  await expect(consent).toBeVisible()
  await consent.getByRole('button', { name: 'Accept' }).click()
  await expect(consent).toBeHidden()
}

export async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page })
  if (include) builder.include(include)
  const results = await builder.analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Desktop and mobile screenshots of what is on screen. */
export async function shoot(page: Page, name: string) {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport)
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

/** Fills and sends the "Set a limit" form found in `scope` (the page or the limits popup). */
export async function setLimit(
  scope: Page | Locator,
  { type, period, amount }: { type: string; period: string; amount: string },
): Promise<Locator> {
  const form = scope.getByRole('region', { name: /^(Set a limit|Change: )/ })
  await form.getByRole('combobox', { name: 'Limit' }).selectOption({ label: type })
  await form.getByRole('combobox', { name: 'Period' }).selectOption({ label: period })
  await form.getByRole('textbox', { name: /^(Amount|Minutes of play)/ }).fill(amount)
  await form.getByRole('button', { name: 'Save limit' }).click()
  return form
}

/** Counts the browser's own GET /api/user_limits from now on (the server's calls are not seen). */
export function countLimitsRequests(page: Page): { count: () => number } {
  let count = 0
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/user_limits') count += 1
  })
  return { count: () => count }
}

/** Fills the personal-info dialog that stands before a fiat player's first cashbox visit. */
export async function completeProfile(page: Page) {
  const details = page.getByRole('dialog', { name: 'Complete your profile' })
  for (const [label, value] of PERSONAL_DETAILS)
    await details.getByRole('textbox', { name: label, exact: true }).fill(value)
  await details.getByRole('button', { name: 'Save and continue' }).click()
  await expect(details).toBeHidden()
}
