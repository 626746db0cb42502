// Promo codes and coupons (issue #12, spec 1 §7 PL10): a promo code issues at once (a gift waits
// issued; SPINS25 a free-spin batch), once per player, case-insensitive; a coupon attaches and the
// next deposit meeting its minimum issues its bonus. 422 field keys, 403 BONUS_NOT_ALLOWED.
import * as api from '@croupier/contract/api.generated'
import type { CouponResult } from '@croupier/contract/bonuses/activate-coupon'
import type { RedeemedCode } from '@croupier/contract/bonuses/get-promo-codes'
import type { PromoCodeResult } from '@croupier/contract/bonuses/redeem-promo-code'
import type { Payment } from '@croupier/contract/payments/payment'
import { beforeAll, describe, expect, it } from 'vitest'
import { coolOff } from './helpers/bonuses.ts'
import { bonusesOf, freeSpinsOf, insertFreeSpinGames, setPlayer } from './helpers/offers.ts'
import {
  balance,
  call,
  card,
  clock,
  deposit,
  ok,
  player,
  setupPaymentsApp,
  t,
  VISA_OK,
} from './helpers/payments.ts'

setupPaymentsApp()
beforeAll(async () => {
  await insertFreeSpinGames(t.db)
})

async function promoPlayer() {
  const created = await player()
  await setPlayer(t.db, created.id, { receivePromos: true })
  return created
}

const redeem = (cookie: string, code: string) => call(api.redeemPromoCode, cookie, { body: { code } })
const coupon = (cookie: string, code: string) =>
  call(api.activateCoupon, cookie, { body: { coupon_code: code } })

describe('promo codes', () => {
  it('ROCKET10 issues a €10 gift waiting for activation; a second try is USED', async () => {
    const { id, cookie } = await promoPlayer()
    const { data } = ok<PromoCodeResult>(await redeem(cookie, ' rocket10 '))
    expect(data.kind).toBe('bonus')
    if (data.kind !== 'bonus') return
    expect(data.bonus).toMatchObject({
      type: 'gift',
      stage: 'issued',
      amount_cents: 1_000,
      wager_required_cents: 10_000,
      activatable: true,
      title: '€10 gift',
    })
    expect(await balance(id)).toEqual({ amount: 0, cashout: 0 })
    expect((await redeem(cookie, 'ROCKET10')).json()).toEqual({
      errors: { code: ['VALIDATION.PROMO_CODE.USED'] },
    })
    const codes = ok<RedeemedCode[]>(await call(api.getPromoCodes, cookie))
    expect(codes.map((c) => [c.code, c.kind, c.state])).toEqual([['ROCKET10', 'promo_code', 'redeemed']])
  })

  it('SPINS25 issues a free-spin batch', async () => {
    const { cookie } = await promoPlayer()
    const { data } = ok<PromoCodeResult>(await redeem(cookie, 'Spins25'))
    expect(data).toMatchObject({
      kind: 'freespins',
      freespins: { count: 25, stage: 'issued', wager_multiplier: 20 },
    })
    expect((await freeSpinsOf(t, cookie)).map((b) => b.group_key)).toContain('promo_freespins')
  })

  it('422 for an empty or unknown code (and a coupon code); with receive_promos off nothing promotional is offered, an entered code is honoured', async () => {
    const { id, cookie } = await player()
    expect((await redeem(cookie, '  ')).json()).toEqual({ errors: { code: ['VALIDATION.REQUIRED'] } })
    expect((await redeem(cookie, 'NOPE')).json()).toEqual({
      errors: { code: ['VALIDATION.PROMO_CODE.INVALID'] },
    })
    expect((await redeem(cookie, 'SPINCOUPON')).json()).toEqual({
      errors: { code: ['VALIDATION.PROMO_CODE.INVALID'] },
    })
    // New players start with receive_promos off: RELOAD50 is offered nowhere …
    const codes = (list: { code: string | null }[]) => list.map((offer) => offer.code)
    expect(codes(ok(await call(api.getDepositBonuses, cookie)))).not.toContain('RELOAD50')
    expect(codes(ok(await call(api.getBonuses, cookie)))).not.toContain('RELOAD50')
    // … but ROCKET10, typed by the player, is their request.
    const redeemed = ok<PromoCodeResult>(await redeem(cookie, 'ROCKET10'))
    expect(redeemed.data).toMatchObject({ kind: 'bonus', code: 'ROCKET10' })
    await setPlayer(t.db, id, { receivePromos: true })
    expect(codes(ok(await call(api.getDepositBonuses, cookie)))).toContain('RELOAD50')
    const off = await player()
    await setPlayer(t.db, off.id, { canIssueBonuses: false })
    const refused = await redeem(off.cookie, 'ROCKET10')
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ error: 'BONUS_NOT_ALLOWED' })
    expect(await bonusesOf(t, off.cookie)).toEqual([])
  })
})

describe('restricted players', () => {
  it('a cooling-off player is refused promo codes and coupons and offered nothing', async () => {
    const { id, cookie } = await promoPlayer()
    await coolOff(t, id, new Date(clock.getTime() + 86_400_000))
    const refused = await redeem(cookie, 'ROCKET10')
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ error: 'BONUS_NOT_ALLOWED' })
    expect((await coupon(cookie, 'SPINCOUPON')).statusCode).toBe(403)
    expect(ok(await call(api.getBonuses, cookie))).toEqual([])
  })
})

describe('coupons', () => {
  it('SPINCOUPON attaches; a deposit under its minimum leaves it; the next qualifying deposit issues it once', async () => {
    const { cookie } = await promoPlayer()
    expect(ok<CouponResult>(await coupon(cookie, 'spincoupon'))).toEqual({
      status: 'attached',
      coupon_code: 'SPINCOUPON',
      title: 'Coupon: 100% up to €100 + 20 free spins',
      min_deposit_cents: 3_000,
    })
    expect((await coupon(cookie, 'SPINCOUPON')).json()).toEqual({
      errors: { coupon_code: ['VALIDATION.COUPON.USED'] },
    })
    ok<Payment>(await deposit(cookie, { card: card(VISA_OK), amount_cents: 2_000 }), 201)
    expect(await bonusesOf(t, cookie)).toEqual([])
    ok<Payment>(await deposit(cookie, { card: card(VISA_OK), amount_cents: 4_000 }), 201)
    ok<Payment>(await deposit(cookie, { card: card(VISA_OK), amount_cents: 4_000 }), 201)
    const bonuses = await bonusesOf(t, cookie)
    expect(bonuses.map((b) => [b.group_key, b.amount_cents, b.stage])).toEqual([
      ['coupon', 4_000, 'activated'],
    ])
    expect((await freeSpinsOf(t, cookie)).filter((b) => b.group_key === 'coupon')).toHaveLength(1)
    const codes = ok<RedeemedCode[]>(await call(api.getPromoCodes, cookie))
    expect(codes.map((c) => [c.code, c.kind, c.state])).toEqual([['SPINCOUPON', 'coupon', 'used']])
  })

  it('422 for an empty or unknown coupon; attaches with receive_promos off (the player entered it)', async () => {
    const { cookie } = await player()
    expect((await coupon(cookie, '')).json()).toEqual({ errors: { coupon_code: ['VALIDATION.REQUIRED'] } })
    expect((await coupon(cookie, 'ROCKET10')).json()).toEqual({
      errors: { coupon_code: ['VALIDATION.COUPON.INVALID'] },
    })
    expect(ok<CouponResult>(await coupon(cookie, 'SPINCOUPON'))).toMatchObject({ status: 'attached' })
  })
})
