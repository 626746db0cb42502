// A restricted player is offered nothing (issue #12 acceptance 6): once on a break (cooling-off) the
// platform lists no bonuses on offer and no deposit bonuses, the promo code page refuses a valid
// code with its message, and the sign-up gift waiting on the gifts page shows no Activate, only why.
import {
  createUserLimit,
  getBonuses,
  getDepositBonuses,
  getPromoCodes,
  redeemPromoCode,
} from '@croupier/contract/api.generated'
import { expect, test } from '@playwright/test'
import { giftCard, newEuroPlayer, playerFreeSpins, shootGifts } from './support/bonuses'
import { pagePlatform } from './support/platform'

/** A seeded promo code any eligible player may redeem (apps/platform/src/seed/bonuses*.ts). */
const PROMO_CODE = 'ROCKET10'

test('a player on a break is offered no bonus, a promo code is refused and a waiting gift stays unactivated', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await newEuroPlayer(page, 'bonus-restricted', { promos: true })
  const player = pagePlatform(page)
  // Before the break the offers are there, so their absence afterwards means something.
  expect((await player.call(getBonuses)).length).toBeGreaterThan(0)
  const [gift] = await playerFreeSpins(page)
  expect(gift).toMatchObject({ stage: 'issued' })

  await player.call(createUserLimit, { body: { type: 'coolingoff', period: 'day' } })
  expect(await player.call(getBonuses)).toEqual([])
  expect(await player.call(getDepositBonuses)).toEqual([])
  expect(await player.tryCall(redeemPromoCode, { body: { code: PROMO_CODE } })).toMatchObject({
    ok: false,
    failure: { status: 403, code: 'BONUS_NOT_ALLOWED' },
  })

  // The promo code page says no, and records nothing.
  await page.goto('/profile/promocode')
  const promo = page.locator('section#promocode')
  await promo.getByRole('textbox', { name: /promo code/i }).fill(PROMO_CODE)
  await promo.getByRole('button', { name: /^Redeem/ }).click()
  await expect(promo.getByText('Bonuses are not available on your account.')).toBeVisible()
  await expect(promo.getByRole('link', { name: /gifts/i })).toHaveCount(0)
  expect(await player.call(getPromoCodes)).toEqual([])

  // The sign-up gift cannot be taken while on a break: no Activate, the card says why, Cancel stays.
  await page.goto('/profile/gifts')
  const card = giftCard(page, gift?.title ?? '', 'Free spins')
  await expect(card).toBeVisible()
  await expect(card.getByText('Bonuses are paused during your break')).toBeVisible()
  await expect(card.getByRole('button', { name: /^Activate/ })).toHaveCount(0)
  await expect(card.getByRole('button', { name: /^Cancel/ })).toBeVisible()
  await shootGifts(page, 'gifts-restricted')
  expect((await playerFreeSpins(page)).find((batch) => batch.id === gift?.id)).toMatchObject({
    stage: 'issued',
  })
})
