// Limits that stop play (issue #5 items 8, 14, 15; spec 1 §2, §4): the post-login batch loads the
// player's limits (spec 1 §4), so the limits page reached by navigation asks the platform for
// nothing more; a session time limit set on the page is listed with its usage; a reached wager
// limit sends the player from a game page to the limits page (spec 1 §2). The session limit's
// refusal after its minutes needs real minutes, which a journey does not wait: the platform test
// apps/platform/test/limits-session.test.ts proves it with a movable clock.
import { launchGame, playRound } from '@croupier/contract/api.generated'
import { expect, test } from '@playwright/test'
import { profileLink, registerThroughUi, uniqueEmail } from './support/accounts'
import { findSlot } from './support/catalogue'
import { countLimitsRequests, isLimitsRequest, limitItem, setLimit } from './support/limits'
import { platform } from './support/platform'
import { acceptCookies } from './support/screen'
import { depositMinimum } from './support/wallet'

test('a session time limit set on the page is listed with its usage; the limits loaded at sign-in serve the page', async ({
  page,
}) => {
  const email = uniqueEmail('limits-session')
  const batch = page.waitForRequest(isLimitsRequest)
  await registerThroughUi(page, email)
  // spec 1 §4: the post-login batch includes the limits.
  await batch
  await acceptCookies(page)

  // A navigation to the limits page reads what the batch loaded: no second request.
  const requests = countLimitsRequests(page)
  await profileLink(page, email.split('@')[0] ?? '').click()
  await expect(page).toHaveURL(/\/profile$/)
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('link', { name: 'Limits' })
    .click()
  await expect(page).toHaveURL(/\/profile\/limits$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Limits' })).toBeVisible()
  await expect(page.getByText('No limits set')).toBeVisible()
  expect(requests.count()).toBe(0)

  const form = await setLimit(page, { type: 'Session time limit', period: '1 day', amount: '30' })
  await expect(form.getByText('Your limit is saved and applies now.')).toBeVisible()
  const name = 'Session time limit per day'
  const item = limitItem(page, name)
  await expect(item.getByText('Active')).toBeVisible()
  const bar = item.getByRole('progressbar', { name: `${name}: usage` })
  await expect(bar).toHaveAttribute('aria-valuenow', '0')
  await expect(bar).toHaveAttribute('aria-valuetext', '0 min of 30 min used, 30 min left')

  // A fresh document shows the same, read by the server this time.
  await page.reload()
  await expect(limitItem(page, name).getByRole('progressbar', { name: `${name}: usage` })).toHaveAttribute(
    'aria-valuetext',
    '0 min of 30 min used, 30 min left',
  )
})

test('a reached wager limit sends the player from the game page to the limits page', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL as string
  await registerThroughUi(page, uniqueEmail('limits-wager'))
  const { currency } = await depositMinimum(page.request, origin)
  const slot = await findSlot(page.request, origin, { currency })
  const player = platform(page.request, origin)
  const session = await player.call(launchGame, {
    body: { game: slot.identifier, mode: 'real', device: 'desktop' },
  })
  const bet = session.min_bet_cents

  // A wager limit of one smallest bet, set on the page, then used up by one real round.
  await page.goto('/profile/limits')
  await acceptCookies(page)
  const form = await setLimit(page, { type: 'Wager limit', period: '1 day', amount: String(bet / 100) })
  await expect(form.getByText('Your limit is saved and applies now.')).toBeVisible()
  const round = await player.tryCall(playRound, {
    params: { id: session.id },
    body: { action: 'spin', bet_cents: bet, idempotency_key: `limits-e2e-wager-${Date.now()}` },
  })
  expect(round).toMatchObject({ ok: true })

  // spec 1 §2: the game page loads the limits first and, one being reached, goes to the limits page.
  await page.goto(`/play/${slot.provider}/${slot.seo_title}?mode=real`)
  await expect(page).toHaveURL(/\/profile\/limits$/)
  const item = limitItem(page, `Wager limit per day (${currency})`)
  await expect(item.getByText('Reached')).toBeVisible()
  await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
})
