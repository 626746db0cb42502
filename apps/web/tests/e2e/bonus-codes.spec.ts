// Promo codes and coupons (issue #12 acceptance 4): on /profile/promocode a promo code issues its
// bonus at once (it waits on the gifts page), a used or unknown one is refused with its message; a
// coupon is attached and the next qualifying deposit issues its bonus; an unknown coupon is refused.
import { getPromoCodes } from '@croupier/contract/api.generated'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { bonusOf, depositByApi, giftCard, newEuroPlayer, shootGifts } from './support/bonuses'
import { pagePlatform } from './support/platform'

/** Seeded codes (apps/platform/src/seed/bonuses*.ts): a gift promo code and a deposit coupon. */
const PROMO_CODE = 'ROCKET10'
const COUPON = 'SPINCOUPON'

function promoForm(page: Page): Locator {
  return page.locator('section#promocode')
}

function couponForm(page: Page): Locator {
  return page.locator('section#coupon')
}

async function send(form: Locator, label: RegExp, button: RegExp, code: string): Promise<void> {
  await form.getByRole('textbox', { name: label }).fill(code)
  await form.getByRole('button', { name: button }).click()
}

test('a promo code issues its gift, used or unknown codes are refused; a coupon is applied by the next deposit', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await newEuroPlayer(page, 'bonus-codes', { promos: true })
  await page.goto('/profile/promocode')
  const promo = promoForm(page)
  const promoField = promo.getByRole('textbox', { name: /promo code/i })

  // Unknown, then the real one (case does not matter), then the same one again.
  await send(promo, /promo code/i, /^Redeem/, 'NO-SUCH-CODE')
  await expect(promoField).toHaveAccessibleDescription(/This promo code is not valid/)
  const counter = page.getByRole('banner').getByRole('link', { name: /gifts? waiting$/ })
  await expect(counter).toHaveAccessibleName('1 gift waiting') // the sign-up free spins
  await send(promo, /promo code/i, /^Redeem/, PROMO_CODE.toLowerCase())
  await expect(promo.getByRole('link', { name: /gifts/i })).toBeVisible()
  // The header's gifts counter follows without a reload.
  await expect(counter).toHaveAccessibleName('2 gifts waiting')
  const gift = await bonusOf(page, (bonus) => bonus.stage === 'issued' && bonus.type !== 'registration')
  await expect(promo).toContainText(gift.title)
  await send(promo, /promo code/i, /^Redeem/, PROMO_CODE)
  await expect(promoField).toHaveAccessibleDescription(/You have already used this promo code/)
  await shootGifts(page, 'promocode-page')

  // The gift waits on the gifts page for the player.
  await promo.getByRole('link', { name: /gifts/i }).click()
  await expect(page).toHaveURL(/\/profile\/gifts$/)
  await expect(giftCard(page, gift.title)).toBeVisible()
  await expect(giftCard(page, gift.title).getByRole('button', { name: /^Activate/ })).toBeVisible()
  await shootGifts(page, 'gifts-promo-code-issued')

  // A coupon: unknown refused, the real one attached until a deposit of its minimum.
  await page.goto('/profile/promocode')
  const coupon = couponForm(page)
  const couponField = coupon.getByRole('textbox', { name: /coupon/i })
  await send(coupon, /coupon/i, /^Apply/, 'NO-SUCH-COUPON')
  await expect(couponField).toHaveAccessibleDescription(/This coupon is not valid/)
  await send(coupon, /coupon/i, /^Apply/, COUPON)
  const attachedText = coupon.getByText(new RegExp(`${COUPON}.*next deposit`, 'i'))
  await expect(attachedText).toBeVisible()
  const history = await pagePlatform(page).call(getPromoCodes)
  expect(history.find((row) => row.kind === 'coupon')).toMatchObject({ code: COUPON, state: 'attached' })
  // "… of at least €30": the deposit that qualifies is that much.
  const least = /at least €([\d,]+(?:\.\d+)?)/.exec(await attachedText.innerText())?.[1]
  expect(least, 'the coupon names its minimum deposit').toBeDefined()
  const minimum = Math.round(Number(String(least).replace(/,/g, '')) * 100)
  await depositByApi(page, minimum)
  const applied = await bonusOf(page, (bonus) => bonus.type === 'deposit')
  expect(applied).toMatchObject({ group_key: 'coupon', stage: 'activated' })
  expect(applied.amount_cents).toBeGreaterThan(0)
  await expect
    .poll(
      async () => (await pagePlatform(page).call(getPromoCodes)).find((row) => row.code === COUPON)?.state,
    )
    .toBe('used')
  await page.reload()
  await expect(page.getByRole('main')).toContainText(COUPON)
})
