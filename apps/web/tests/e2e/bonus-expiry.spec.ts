// Expiry (issue #12 acceptance 5): a gift that waits past its activation deadline is gone from the
// gifts page once the clock has moved: the development endpoint runs the expiry job at a time past
// the deadline (POST /api/dev/bonus-expiry, outside production) and the page, reloaded, no longer
// offers it; the platform lists it as expired.
import { redeemPromoCode, runBonusExpiry } from '@croupier/contract/api.generated'
import { expect, test } from '@playwright/test'
import { giftCard, newEuroPlayer, playerBonuses, playerFreeSpins, shootGifts } from './support/bonuses'
import { pagePlatform } from './support/platform'

/** A seeded promo code that issues a gift waiting for activation (apps/platform/src/seed/bonuses*.ts). */
const PROMO_CODE = 'ROCKET10'
const MINUTE_MS = 60_000

test('an issued gift and the sign-up free spins disappear once the clock passes their deadline', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await newEuroPlayer(page, 'bonus-expiry', { promos: true })
  const player = pagePlatform(page)
  const { data } = await player.call(redeemPromoCode, { body: { code: PROMO_CODE } })
  expect(data.kind).toBe('bonus')
  const gift = (await playerBonuses(page)).find((bonus) => bonus.stage === 'issued')
  const [spins] = await playerFreeSpins(page)
  expect(gift?.activatable_until).toBeTruthy()
  expect(spins?.activatable_until).toBeTruthy()

  await page.goto('/profile/gifts')
  await expect(giftCard(page, gift?.title ?? '')).toBeVisible()
  await expect(giftCard(page, spins?.title ?? '', 'Free spins')).toBeVisible()

  // Just before the deadline nothing expires; just after it, both go.
  const earliest = Math.min(
    Date.parse(gift?.activatable_until ?? ''),
    Date.parse(spins?.activatable_until ?? ''),
  )
  const latest = Math.max(
    Date.parse(gift?.activatable_until ?? ''),
    Date.parse(spins?.activatable_until ?? ''),
  )
  await player.call(runBonusExpiry, { body: { now: new Date(earliest - MINUTE_MS).toISOString() } })
  expect((await playerBonuses(page)).find((bonus) => bonus.id === gift?.id)?.stage).toBe('issued')
  await player.call(runBonusExpiry, { body: { now: new Date(latest + MINUTE_MS).toISOString() } })
  expect((await playerBonuses(page)).find((bonus) => bonus.id === gift?.id)?.stage).toBe('expired')
  expect((await playerFreeSpins(page)).find((batch) => batch.id === spins?.id)?.stage).toBe('expired')

  await page.reload()
  await expect(giftCard(page, gift?.title ?? '')).toHaveCount(0)
  await expect(giftCard(page, spins?.title ?? '', 'Free spins')).toHaveCount(0)
  // Both now sit in the history, as expired.
  const history = page.getByRole('main').locator('details').filter({ hasText: 'History (2)' })
  await history.getByText('History (2)').click()
  await expect(history.getByText('Expired')).toHaveCount(2)
  await shootGifts(page, 'gifts-after-expiry')
})
