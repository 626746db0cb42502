// The limits popup (spec 1 §2 popups: "limits"; issue #5 item 14): the reality check offers to set
// a limit without leaving the game; the popup lists the player's limits and sets a loss limit with
// the page's own form, fills a phone's screen, and what it set is on the profile's limits page,
// which a navigation shows without asking the platform again. The ON_LIMIT_REACHED warning (spec 1
// §8) opens the popup too.
import { createUserLimit } from '@croupier/contract/api.generated'
import { expect, test } from '@playwright/test'
import { registerThroughUi, uniqueEmail } from './support/accounts'
import { expectNoSeriousAxeViolations } from './support/axe'
import { findSlot } from './support/catalogue'
import { countLimitsRequests, limitItem, setLimit, shoot } from './support/limits'
import { platform } from './support/platform'
import { acceptCookies, MOBILE } from './support/screen'
import { depositMinimum, playerCurrency } from './support/wallet'

test('the reality check opens the limits popup over the game; a loss limit set there is on the limits page', async ({
  page,
  baseURL,
}) => {
  await page.clock.install()
  await registerThroughUi(page, uniqueEmail('limits-popup'))
  const currency = await playerCurrency(page.request, baseURL as string)
  const slot = await findSlot(page.request, baseURL as string, { currency })
  const game = `/play/${slot.provider}/${slot.seo_title}?mode=real`
  await page.goto(game)
  await acceptCookies(page)
  await expect(page.locator(`iframe[title="${slot.title}, game window"]`)).toBeVisible()
  await expect(page.getByTestId('reality-check-armed')).toBeAttached()

  // The reminder comes after the default 60 minutes; "Set a limit" swaps it for the limits popup.
  const reminder = page.getByRole('dialog', { name: 'Reality check' })
  await page.clock.fastForward(60 * 60_000 + 1_000)
  await reminder.getByRole('button', { name: 'Set a limit' }).click()
  await expect(reminder).toBeHidden()
  const popup = page.getByRole('dialog', { name: 'Limits' })
  await expect(popup).toBeVisible()
  await expect(popup.getByText('No limits set')).toBeVisible()

  const form = await setLimit(popup, { type: 'Loss limit', period: '1 week', amount: '50' })
  await expect(form.getByText('Your limit is saved and applies now.')).toBeVisible()
  const name = `Loss limit per week (${currency})`
  const item = limitItem(popup, name)
  await expect(item.getByText('Active')).toBeVisible()
  await expect(item.getByRole('progressbar', { name: `${name}: usage` })).toHaveAttribute(
    'aria-valuenow',
    '0',
  )
  await expectNoSeriousAxeViolations(page, '[role="dialog"]')

  // Full screen on phones.
  await page.setViewportSize(MOBILE)
  await expect
    .poll(() => popup.boundingBox())
    .toEqual({ x: 0, y: 0, width: MOBILE.width, height: MOBILE.height })
  await shoot(page, 'limits-popup')
  await expect(page).toHaveURL(new RegExp(`/play/${slot.provider}/${slot.seo_title}\\?mode=real$`))

  // The popup's way to the page: a navigation that reads the limits the popup holds.
  const requests = countLimitsRequests(page)
  await popup.getByRole('link', { name: 'All limit settings' }).click()
  await expect(popup).toBeHidden()
  await expect(page).toHaveURL(/\/profile\/limits$/)
  await expect(limitItem(page, name).getByText('Active')).toBeVisible()
  expect(requests.count()).toBe(0)

  // And a fresh document of the page, read by the server.
  await page.reload()
  await expect(limitItem(page, name).getByRole('progressbar', { name: `${name}: usage` })).toHaveAttribute(
    'aria-valuetext',
    /^\D*0\.00 of \D*50\.00 used/,
  )
})

test('the limit-reached warning opens the limits popup with the reached limit', async ({ page, baseURL }) => {
  const origin = baseURL as string
  await registerThroughUi(page, uniqueEmail('limits-warning'))
  const { currency, amountCents: min } = await depositMinimum(page.request, origin)
  await acceptCookies(page)

  // A deposit limit no higher than today's deposits is reached as soon as it is set (here from
  // another device: the lobby hears of it through the `game_limits` event).
  const set = await platform(page.request, origin).tryCall(createUserLimit, {
    body: { type: 'deposit', period: 'day', currency, amount_cents: min },
  })
  expect(set).toMatchObject({ ok: true })
  const warning = page.getByRole('status').filter({ hasText: 'You have reached your deposit limit.' })
  await expect(warning).toBeVisible()
  await warning.getByRole('button', { name: 'See my limits' }).click()
  await expect(warning).toBeHidden()

  const popup = page.getByRole('dialog', { name: 'Limits' })
  await expect(popup).toBeVisible()
  const item = limitItem(popup, `Deposit limit per day (${currency})`)
  await expect(item.getByText('Reached')).toBeVisible()
  await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  // Escape closes it, and nothing else is left open.
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
