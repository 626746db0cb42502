// Responsible gambling in the browser (issue #5 items 14, 15): a deposit limit set on the profile
// refuses a larger deposit; raising it stays pending until confirmed from the emailed link (which
// works signed out); reaching a limit raises the ON_LIMIT_REACHED warning that never auto-hides;
// self-exclusion signs the player out and, signed in again, leaves only withdrawal, history and
// limits open; the reality check interrupts real play when time moves on (page.clock).
// Each journey registers its own player, so none disturbs another journey's data.
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import {
  latestMail,
  linkTo,
  PASSWORD,
  profileLink,
  registerThroughUi,
  signIn,
  uniqueEmail,
} from './support/accounts'
import { openDeposit, submitCardDeposit } from './support/cashbox-deposit'

const SHOTS = '/tmp/shots-limits'
const DESKTOP = { width: 1280, height: 800 }
const MOBILE = { width: 390, height: 844 }
const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', holder: 'JANE PLAYER', cvv: '123' }

interface PaymentMethod {
  id: string
  type: 'card' | 'ewallet' | 'bank_transfer' | 'crypto'
  brand: string
  min_cents: number
}

/** State-changing calls through page.request need the CSRF guard's headers. */
function apiHeaders(baseURL: string) {
  return { 'x-requested-with': 'XMLHttpRequest', origin: baseURL }
}

async function playerCurrency(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/player')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { currency: string }).currency
}

async function cardMethod(request: APIRequestContext, currency: string, action: 'deposit' | 'cashout') {
  const response = await request.get(`/api/payments/methods?currency=${currency}&action=${action}`)
  expect(response.ok()).toBe(true)
  const method = ((await response.json()) as PaymentMethod[]).find((candidate) => candidate.type === 'card')
  if (!method) throw new Error(`no card method for ${action} in ${currency}`)
  return method
}

/** Major units as the form takes them (the journeys' wallets are two-decimal fiat). */
function major(cents: number): string {
  return String(cents / 100)
}

/** The smallest card deposit of the wallet's currency: the journeys size their limits on it. */
async function minimumDeposit(request: APIRequestContext, currency: string): Promise<number> {
  return (await cardMethod(request, currency, 'deposit')).min_cents
}

/** A card deposit with the sandbox's success card, straight to the platform (set-up and re-checks). */
async function deposit(page: Page, baseURL: string, currency: string, amountCents: number) {
  const method = await cardMethod(page.request, currency, 'deposit')
  return page.request.post('/api/payments/deposits', {
    headers: apiHeaders(baseURL),
    data: {
      method_id: method.id,
      amount_cents: amountCents,
      currency,
      idempotency_key: `limits-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      card: TEST_CARD,
    },
  })
}

async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page })
  if (include) builder.include(include)
  const results = await builder.analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Accepts the cookie bar (it appears 1.5 s after the first visit) so it hides nothing in screenshots. */
async function acceptCookies(page: Page) {
  const consent = page.getByRole('region', { name: 'Cookie consent' })
  await expect(consent).toBeVisible()
  await consent.getByRole('button', { name: 'Accept' }).click()
  await expect(consent).toBeHidden()
}

/** Desktop and mobile screenshots; `from` scrolls that part of the page to the top first (toasts closed). */
async function shoot(page: Page, name: string, from?: Locator) {
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

function limitItem(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) })
}

async function setLimit(
  page: Page,
  { type, period, amount }: { type: string; period: string; amount: string },
) {
  const form = page.getByRole('region', { name: /^(Set a limit|Change: )/ })
  const typeSelect = form.getByRole('combobox', { name: 'Limit' })
  if (await typeSelect.isEnabled()) await typeSelect.selectOption({ label: type })
  const periodSelect = form.getByRole('combobox', { name: 'Period' })
  if (await periodSelect.isEnabled()) await periodSelect.selectOption({ label: period })
  await form.getByRole('textbox', { name: /^(Amount|Minutes of play)/ }).fill(amount)
  await form.getByRole('button', { name: 'Save limit' }).click()
  return form
}

test.describe('limits', () => {
  test('a deposit limit refuses a larger deposit; a raise waits for the emailed confirmation', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two cashbox visits and a second browser context take longer than the default 45 s under load.
    test.setTimeout(120_000)
    const origin = baseURL as string
    const email = uniqueEmail('limits-deposit')
    await registerThroughUi(page, email)
    const currency = await playerCurrency(page.request)
    const name = `Deposit limit per day (${currency})`
    const card = await cardMethod(page.request, currency, 'deposit')
    const min = card.min_cents

    await page.goto('/profile/limits')
    await expect(page.getByRole('heading', { level: 2, name: 'Limits' })).toBeVisible()
    await expect(page.getByText('No limits set')).toBeVisible()
    await acceptCookies(page)

    // A new limit applies at once.
    const form = await setLimit(page, { type: 'Deposit limit', period: '1 day', amount: major(4 * min) })
    await expect(form.getByText('Your limit is saved and applies now.')).toBeVisible()
    const item = limitItem(page, name)
    await expect(item.getByText('Active')).toBeVisible()

    // In the cashbox, a deposit within the limit goes through.
    const balance = new RegExp(`^Balance \\D*${major(2 * min)}\\.00$`)
    let cashbox = await openDeposit(page, { completeProfile: true })
    await submitCardDeposit(cashbox, { brand: card.brand, currency, amount: major(2 * min) })
    await expect(cashbox.getByRole('heading', { name: 'Deposit successful' })).toBeVisible()
    await expect(cashbox.getByTestId('cashbox-balance')).toHaveText(balance)

    // One above what the limit has left is refused with its message, and nothing is charged.
    cashbox = await openDeposit(page)
    await expect(cashbox.getByTestId('cashbox-balance')).toHaveText(balance)
    await submitCardDeposit(cashbox, { brand: card.brand, currency, amount: major(3 * min) })
    await expect(cashbox.getByRole('alert')).toHaveText(
      'This deposit would go over your deposit limit. You can review your limits in your profile.',
    )
    await expect(cashbox.getByRole('heading', { name: 'Deposit successful' })).toHaveCount(0)
    await expect(cashbox.getByTestId('cashbox-balance')).toHaveText(balance)
    const wallet = await page.request.get('/api/player/accounts')
    expect(wallet.ok()).toBe(true)
    expect(await wallet.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ currency, amount_cents: 2 * min })]),
    )

    await page.goto('/profile/limits')
    const bar = page.getByRole('progressbar', { name: `${name}: usage` })
    await expect(bar).toHaveAttribute('aria-valuenow', '50')
    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      new RegExp(`${major(2 * min)}\\.00 of .*${major(4 * min)}\\.00 used`),
    )
    await expectNoSeriousAxeViolations(page)

    // Raising it waits: the change is pending, the old limit holds.
    await item.getByRole('button', { name: `Change ${name}` }).click()
    await expect(page.getByRole('region', { name: `Change: ${name}` })).toBeVisible()
    await setLimit(page, { type: 'Deposit limit', period: '1 day', amount: major(10 * min) })
    await expect(
      page.getByRole('status').filter({ hasText: 'We emailed you a link to confirm' }).first(),
    ).toBeVisible()
    await expect(item.getByText('Change pending')).toBeVisible()
    await expect(item.getByText(new RegExp(`Raise to .*${major(10 * min)}\\.00 asked`))).toBeVisible()
    await expect(item.getByText('Applies no sooner than')).toBeVisible()
    await expect(item.getByText('Confirm it with the link we emailed you.', { exact: false })).toBeVisible()
    expect((await deposit(page, origin, currency, 3 * min)).status()).toBe(409)
    await shoot(page, 'limits-page', page.getByRole('region', { name: 'Your limits' }))
    await shoot(page, 'limits-settings', page.getByRole('region', { name: 'Reality check' }))

    // The emailed link works signed out: a guest confirms the change deliberately.
    const mail = await latestMail(page.request, email, 'limit_change')
    const link = linkTo(mail, '/profile/limits/confirm')
    const guest = await browser.newContext({ baseURL: origin })
    const guestPage = await guest.newPage()
    await guestPage.goto(link)
    await expect(
      guestPage.getByRole('heading', { level: 1, name: 'Confirm your limit change' }),
    ).toBeVisible()
    await expectNoSeriousAxeViolations(guestPage)
    await shoot(guestPage, 'confirm-page')
    await guestPage.getByRole('button', { name: 'Confirm the change' }).click()
    await expect(guestPage.getByRole('heading', { level: 1, name: 'Change confirmed' })).toBeVisible()
    await expect(guestPage.getByText(`${name} changes no sooner than`, { exact: false })).toBeVisible()
    await shoot(guestPage, 'confirm-done')
    // Single use: the same link now says so.
    await guestPage.goto(link)
    await guestPage.getByRole('button', { name: 'Confirm the change' }).click()
    await expect(guestPage.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible()
    await guest.close()

    // Confirmed, but the 24-hour cooling period still holds the old limit.
    await page.reload()
    await expect(item.getByText('You confirmed it by email.', { exact: false })).toBeVisible()
    expect((await deposit(page, origin, currency, 3 * min)).status()).toBe(409)
  })

  test('reaching a limit raises a warning that stays until closed', async ({ page, baseURL }) => {
    await page.clock.install()
    await registerThroughUi(page, uniqueEmail('limits-reached'))
    const currency = await playerCurrency(page.request)
    const min = await minimumDeposit(page.request, currency)
    expect((await deposit(page, baseURL as string, currency, min)).status()).toBe(201)

    await page.goto('/profile/limits')
    await page.waitForLoadState('networkidle')
    // A limit no higher than what the day already counted is reached as soon as it is set.
    await setLimit(page, { type: 'Deposit limit', period: '1 day', amount: major(min) })
    const toast = page.getByRole('status').filter({ hasText: 'You have reached your deposit limit.' })
    await expect(toast).toBeVisible()
    await expect(limitItem(page, `Deposit limit per day (${currency})`).getByText('Reached')).toBeVisible()
    // Other toasts go after 10 s (spec 1 §8); this one does not.
    await page.clock.runFor(15_000)
    await expect(toast).toBeVisible()
    await toast.getByRole('button', { name: 'Dismiss' }).click()
    await expect(toast).toBeHidden()
  })

  test('self-exclusion signs the player out; signed in again only withdrawal, history and limits are open', async ({
    page,
    baseURL,
  }) => {
    const origin = baseURL as string
    const email = uniqueEmail('limits-exclusion')
    await registerThroughUi(page, email)
    const currency = await playerCurrency(page.request)
    const min = await minimumDeposit(page.request, currency)
    const cashout = await cardMethod(page.request, currency, 'cashout')
    expect((await deposit(page, origin, currency, cashout.min_cents)).status()).toBe(201)

    await page.goto('/profile/limits')
    await acceptCookies(page)
    const card = page.getByRole('region', { name: 'Self-exclusion' })
    await card.getByRole('combobox', { name: 'Exclude me for' }).selectOption({ label: '6 months' })
    await card.getByRole('button', { name: 'Self-exclude' }).click()
    const dialog = page.getByRole('dialog', { name: 'Exclude yourself for 6 months?' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('You are signed out at once, on every device.')).toBeVisible()
    await expect(dialog.getByText(/You can still sign in to withdraw/)).toBeVisible()
    await expectNoSeriousAxeViolations(page, '[role="dialog"]')
    await shoot(page, 'self-exclusion-dialog')
    await dialog.getByRole('button', { name: 'Exclude me' }).click()

    // Signed out at once, and told why.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(
      page.getByText(/You have excluded yourself until .* and have been signed out\./),
    ).toBeVisible()
    expect((await page.request.get('/api/player')).status()).toBe(401)

    // Signed in again: a restricted account.
    await signIn(page, email, PASSWORD)
    const banner = page.getByRole('banner')
    await expect(profileLink(page, email.split('@')[0] ?? '')).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Deposit' })).toHaveCount(0)

    await page.goto('/profile/limits')
    await expect(page.getByRole('heading', { name: 'You have excluded yourself' })).toBeVisible()
    await expect(page.getByText(/Deposits and play are closed\. You can still withdraw/)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Self-exclusion' })).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)
    await shoot(page, 'limits-restricted', page.getByRole('heading', { name: 'You have excluded yourself' }))

    await page.goto('/profile/games-history')
    await expect(page).toHaveURL(/\/profile\/games-history$/)

    // Real play sends the player to the limits page (spec 1 §2); the platform refuses it too.
    const games = await page.request.post('/api/games_filter', {
      headers: apiHeaders(origin),
      data: {
        device: 'desktop',
        filter: { categories: { identifiers: ['book'], strategy: 'OR' } },
        page_size: 50,
      },
    })
    const { data } = (await games.json()) as {
      data: { provider: string; seo_title: string; identifier: string; currencies: Record<string, unknown> }[]
    }
    const slot = data.find((game) => game.currencies[currency] !== undefined)
    if (!slot) throw new Error(`no slot in ${currency}`)
    await page.goto(`/play/${slot.provider}/${slot.seo_title}?mode=real`)
    await expect(page).toHaveURL(/\/profile\/limits$/)
    const launch = await page.request.post('/api/game_sessions', {
      headers: apiHeaders(origin),
      data: { game: slot.identifier, mode: 'real', device: 'desktop' },
    })
    expect(launch.status()).toBe(403)
    expect(((await launch.json()) as { error: string }).error).toBe('SELF_EXCLUDED')

    // Deposits are refused, withdrawals are not (MGA).
    const refused = await deposit(page, origin, currency, min)
    expect(refused.status()).toBe(403)
    expect(((await refused.json()) as { error: string }).error).toBe('SELF_EXCLUDED')
    const withdrawal = await page.request.post('/api/payments/withdrawals', {
      headers: apiHeaders(origin),
      data: {
        method_id: cashout.id,
        amount_cents: cashout.min_cents,
        currency,
        idempotency_key: `limits-e2e-out-${Date.now()}`,
        card: TEST_CARD,
      },
    })
    expect(withdrawal.status(), await withdrawal.text()).toBe(201)
  })

  test('the reality check interrupts real play at the chosen interval', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.clock.install()
    await registerThroughUi(page, uniqueEmail('limits-reality'))
    const currency = await playerCurrency(page.request)

    // The player picks a 15-minute reminder on the limits page.
    await page.goto('/profile/limits')
    await acceptCookies(page)
    const settings = page.getByRole('region', { name: 'Reality check' })
    await settings.getByRole('combobox', { name: 'Remind me' }).selectOption({ label: 'Every 15 min' })
    await settings.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('You will be reminded every 15 min.')).toBeVisible()

    const games = await request.post('/api/games_filter', {
      headers: apiHeaders(baseURL as string),
      data: {
        device: 'desktop',
        filter: { categories: { identifiers: ['book'], strategy: 'OR' } },
        page_size: 50,
      },
    })
    const { data } = (await games.json()) as {
      data: { provider: string; seo_title: string; title: string; currencies: Record<string, unknown> }[]
    }
    const slot = data.find((game) => game.currencies[currency] !== undefined)
    if (!slot) throw new Error(`no slot in ${currency}`)
    await page.goto(`/play/${slot.provider}/${slot.seo_title}?mode=real`)
    await expect(page.locator(`iframe[title="${slot.title}, game window"]`)).toBeVisible()
    await expect(page.getByTestId('reality-check-armed')).toBeAttached()

    const dialog = page.getByRole('dialog', { name: 'Reality check' })
    await page.clock.fastForward(14 * 60_000)
    await expect(dialog).toHaveCount(0)
    await page.clock.fastForward(60_000 + 1_000)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('You have been playing for 15 min.')).toBeVisible()
    await expect(dialog.getByText('Amount wagered')).toBeVisible()
    await expect(dialog.getByText('Net result')).toBeVisible()
    await expectNoSeriousAxeViolations(page, '[role="dialog"]')
    await shoot(page, 'reality-check')

    // Continue: the next one comes one interval later.
    await dialog.getByRole('button', { name: 'Continue playing' }).click()
    await expect(dialog).toBeHidden()
    await page.clock.fastForward(15 * 60_000 + 1_000)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('You have been playing for 30 min.')).toBeVisible()
    await dialog.getByRole('button', { name: 'See my history' }).click()
    await expect(page).toHaveURL(/\/profile\/games-history$/)
  })
})
