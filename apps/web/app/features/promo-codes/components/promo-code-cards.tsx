// The promo code page's two forms (spec 1 §7 PL10): a promo code issues a bonus or free spins at
// once (POST /api/v2/bonuses/promo-code), a coupon waits for the next qualifying deposit
// (POST /api/bonuses/coupon). Either reloads the page's data so the history shows the code.
import type { CouponResult } from '@croupier/contract/bonuses/activate-coupon'
import { formatMinorUnits } from '@croupier/rules/currency'
import { localizePath } from '@croupier/rules/locale'
import { Link, useRevalidator } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { type TFunction, useTranslation } from '../../../lib/translate'
import { GLYPHS } from '../../../ui/account-glyphs'
import { Card } from '../../../ui/card'
import { attachCoupon, redeemPromoCode } from '../api/promo-codes-api'
import { issuedText } from '../model/issued'
import { CodeForm } from './code-form'
import styles from './promo-codes.module.css'

export function PromoCodeCard() {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const { revalidate } = useRevalidator()
  return (
    <Card id="promocode" icon={GLYPHS.tag} title={t('profile.promocode.title')}>
      <CodeForm
        name="code"
        label={t('profile.promocode.field')}
        submitLabel={t('profile.promocode.redeem')}
        logName="ACTIVE_PROMO_CODE_ERROR"
        send={async (code) => {
          const { data } = await redeemPromoCode(code)
          void revalidate()
          return (
            <span className={styles.done}>
              <span>{issuedText(data, locale, t)}</span>
              <Link to={localizePath(locale, '/profile/gifts')} className={styles.link}>
                {t('profile.promocode.toGifts')}
              </Link>
            </span>
          )
        }}
      />
    </Card>
  )
}

/** "Coupon X will be applied to your next deposit of at least €20" (or of any amount). */
export function couponAttachedText(result: CouponResult, currency: string, locale: string, t: TFunction) {
  return result.min_deposit_cents === null
    ? t('profile.promocode.couponAttachedAny', { code: result.coupon_code })
    : t('profile.promocode.couponAttached', {
        code: result.coupon_code,
        amount: formatMinorUnits(result.min_deposit_cents, currency, locale, { dropWholeFraction: true }),
      })
}

export function CouponCard() {
  const { t } = useTranslation()
  const { locale, player } = useShellContext()
  const { revalidate } = useRevalidator()
  const currency = player?.currency ?? 'EUR'
  return (
    <Card
      id="coupon"
      icon={GLYPHS.tag}
      title={t('profile.promocode.couponTitle')}
      description={t('profile.promocode.couponLead')}
    >
      <CodeForm
        name="coupon_code"
        label={t('profile.promocode.couponField')}
        submitLabel={t('profile.promocode.couponApply')}
        logName="ACTIVE_COUPON_ERROR"
        send={async (code) => {
          const result = await attachCoupon(code)
          void revalidate()
          return couponAttachedText(result, currency, locale, t)
        }}
      />
    </Card>
  )
}
