// "Have a coupon?" in the deposit step (spec 1 §7 PL10): the coupon is attached to the player's next
// qualifying deposit (POST /api/bonuses/coupon), so this deposit takes it when it is large enough.
// The platform's 422 key shows under the field; failures are logged as ACTIVE_COUPON_ERROR (§8 E9).
import type { CouponResult } from '@croupier/contract/bonuses/activate-coupon'
import { V } from '@croupier/rules/validation-keys'
import { useId, useState } from 'react'
import { fieldErrorsOf } from '../../../lib/field-errors'
import { logError } from '../../../lib/log'
import { PlatformFailure } from '../../../lib/platform-client'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/field'
import { useValidationMessage } from '../../../ui/use-validation-message'
import { attachCoupon } from '../api/cashbox-api'
import { formatAmount } from '../model/method-display'
import paymentStyles from './cashbox-payment.module.css'

/** The key of what a refused coupon tells the player: a VALIDATION.* key or a cashbox text. */
export function couponErrorKey(error: unknown): string {
  if (error instanceof PlatformFailure && error.status === 422) {
    const errors = fieldErrorsOf(error.body)
    const key = errors.coupon_code?.[0] ?? Object.values(errors)[0]?.[0]
    if (key) return key
  }
  if (
    error instanceof PlatformFailure &&
    error.failure.kind === 'forbidden' &&
    error.failure.code === 'BONUS_NOT_ALLOWED'
  )
    return 'cashbox.bonus.couponNotAllowed'
  return 'cashbox.bonus.couponFailed'
}

export function CouponField({ currency, locale }: { currency: string; locale: string }) {
  const { t } = useTranslation()
  const message = useValidationMessage()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [attached, setAttached] = useState<CouponResult | null>(null)

  const apply = async () => {
    const code = value.trim()
    if (code === '') {
      setError(V.REQUIRED)
      return
    }
    setBusy(true)
    setError(null)
    try {
      setAttached(await attachCoupon(code))
      setValue('')
    } catch (failure) {
      logError('ACTIVE_COUPON_ERROR', failure)
      setError(couponErrorKey(failure))
    } finally {
      setBusy(false)
    }
  }

  const attachedText = attached
    ? attached.min_deposit_cents === null
      ? t('cashbox.bonus.couponAttachedAny', { code: attached.coupon_code })
      : t('cashbox.bonus.couponAttached', {
          code: attached.coupon_code,
          amount: formatAmount(attached.min_deposit_cents, currency, locale),
        })
    : null

  return (
    <div>
      <Button
        variant="ghost"
        size="sm"
        className={paymentStyles.couponToggle}
        aria-expanded={open}
        aria-controls={`${id}-coupon-panel`}
        onClick={() => setOpen((current) => !current)}
      >
        {t('cashbox.bonus.couponToggle')}
      </Button>
      <div id={`${id}-coupon-panel`} hidden={!open}>
        <div className={paymentStyles.codeRow}>
          <TextField
            id={`${id}-coupon`}
            label={t('cashbox.bonus.coupon')}
            value={value}
            onValueChange={(next) => {
              setValue(next)
              setError(null)
            }}
            error={error ? message(error) : null}
            hint={attachedText ?? undefined}
            autoComplete="off"
            maxLength={50}
            onKeyDown={(event) => {
              // Enter applies the coupon, not the deposit form around it.
              if (event.key === 'Enter') {
                event.preventDefault()
                void apply()
              }
            }}
          />
          <Button variant="secondary" disabled={busy} onClick={() => void apply()}>
            {t('cashbox.bonus.couponApply')}
          </Button>
        </div>
      </div>
    </div>
  )
}
