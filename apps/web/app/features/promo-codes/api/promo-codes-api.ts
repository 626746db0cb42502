// The promo code page's platform calls (spec 1 §7 PL10) on the typed client (ADR 027): redeem a
// promo code now, attach a coupon to the next deposit, read what was redeemed.
import * as api from '@croupier/contract/api.generated'
import { call } from '../../../lib/platform-client'

export function redeemPromoCode(code: string) {
  return call(api.redeemPromoCode, { body: { code } })
}

export function attachCoupon(couponCode: string) {
  return call(api.activateCoupon, { body: { coupon_code: couponCode } })
}

export function getRedeemedCodes() {
  return call(api.getPromoCodes)
}
