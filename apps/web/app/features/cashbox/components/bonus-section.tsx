// Deposit bonuses and the bonus code (spec 1 §4 "Deposit bonus code"): pick one of the bonuses on
// offer (GET /api/bonuses/deposit; plan chips and welcome-pack steps from GET /api/v2/bonuses) or
// "No bonus" (then none: ADR 039), or type a code: set (PATCH), valid when the deposit bonus list is then non-empty,
// otherwise cleared again (DELETE). The chosen code goes with the deposit (bonus_code). A coupon
// ("Have a coupon?") attaches to the next qualifying deposit instead. The player's next welcome-pack
// step is picked for them once the list arrives; the chosen bonus's minimum deposit goes up
// (onMinimum) so the form refuses a smaller amount before submitting.
import type { DepositBonus } from '@croupier/contract/bonuses/get-deposit-bonuses'
import type { OfferedBonus } from '@croupier/contract/bonuses/player-bonus'
import { useEffect, useId, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { logError } from '../../../lib/log'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/field'
import { clearBonusCode, getDepositBonuses, getOfferedBonuses, setBonusCode } from '../api/cashbox-api'
import { chosenBonusMinimum, welcomeStepBonus } from '../model/bonus-offers'
import styles from './cashbox.module.css'
import paymentStyles from './cashbox-payment.module.css'
import { CouponField } from './coupon-field'
import { DepositBonusList } from './deposit-bonus-list'

export function BonusSection({
  code,
  onCode,
  onMinimum,
  autoApply,
  currency,
}: {
  code: string | null
  /** The deposit's currency: the coupon's minimum deposit is worded in it. */
  currency: string
  onCode: (code: string | null) => void
  /** The chosen listed bonus's minimum deposit in minor units, null when none applies. */
  onMinimum?: (cents: number | null) => void
  /** spec 1 §2 autoApplyPromocode: the player's stored code is applied without asking. */
  autoApply: boolean
}) {
  const { t } = useTranslation()
  const { locale, player } = useShellContext()
  const { revalidate } = useRevalidator()
  const id = useId()
  const [bonuses, setBonuses] = useState<DepositBonus[]>([])
  // Plan labels and welcome-pack steps (GET /api/v2/bonuses); the list shows without them.
  const [offers, setOffers] = useState<OfferedBonus[]>([])
  const [typed, setTyped] = useState('')
  const [status, setStatus] = useState<'idle' | 'checking' | 'invalid' | 'applied'>('idle')

  useEffect(() => {
    let alive = true
    getDepositBonuses().then(
      (list) => alive && setBonuses(list),
      () => alive && setBonuses([]),
    )
    getOfferedBonuses().then(
      (list) => alive && setOffers(list),
      () => alive && setOffers([]),
    )
    return () => {
      alive = false
    }
  }, [])
  const storedCode = player?.deposit_bonus_code ?? null
  // The welcome step is picked once, when the list first shows it and nothing else was chosen.
  const picked = useRef(false)
  useEffect(() => {
    const step = welcomeStepBonus(bonuses)
    if (picked.current || !step) return
    picked.current = true
    if (code === null && !storedCode) onCode(step.code)
  }, [bonuses, code, storedCode, onCode])
  useEffect(() => onMinimum?.(chosenBonusMinimum(bonuses, code)), [bonuses, code, onMinimum])
  useEffect(() => {
    if (storedCode && (autoApply || code === storedCode)) {
      onCode(storedCode)
      setStatus('applied')
    }
  }, [autoApply, storedCode, code, onCode])

  const apply = async () => {
    const value = typed.trim()
    if (!value) return
    setStatus('checking')
    try {
      // The platform withholds the list once a code is set, so the offer is read first.
      const offered = bonuses.length > 0 ? bonuses : await getDepositBonuses()
      const match = offered.find((bonus) => bonus.code.toLowerCase() === value.toLowerCase())
      await setBonusCode(match?.code ?? value)
      if (!match) {
        // spec 1 §4: an invalid code is cleared, back to unset.
        await clearBonusCode()
        setStatus('invalid')
        onCode(null)
      } else {
        setStatus('applied')
        onCode(match.code)
      }
      // spec 1 §4: the profile reloads after the code changes.
      void revalidate()
    } catch (error) {
      logError('CASHBOX_BONUS_CODE_ERROR', error)
      setStatus('invalid')
      onCode(null)
    }
  }
  const remove = async () => {
    await clearBonusCode().catch((error: unknown) => logError('CASHBOX_BONUS_CODE_ERROR', error))
    onCode(null)
    setStatus('idle')
    await revalidate()
    setBonuses(await getDepositBonuses().catch(() => []))
  }

  // A code set on the account (typed, or by the stored-bonus-code routine) rather than picked from the list.
  if (code && (code === storedCode || !bonuses.some((bonus) => bonus.code === code)))
    return (
      <section aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className={styles.sectionTitle}>
          {t('cashbox.bonus.title')}
        </h3>
        <div className={paymentStyles.codeRow}>
          <p className={styles.muted}>{t('cashbox.bonus.applied', { code })}</p>
          <Button variant="ghost" size="sm" onClick={() => void remove()}>
            {t('cashbox.bonus.remove')}
          </Button>
        </div>
      </section>
    )

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.sectionTitle}>
        {t('cashbox.bonus.title')}
      </h3>
      {bonuses.length > 0 ? (
        <DepositBonusList
          name={`${id}-bonus`}
          labelledBy={`${id}-title`}
          bonuses={bonuses}
          offers={offers}
          code={code}
          onCode={onCode}
          locale={locale}
        />
      ) : null}
      <div className={paymentStyles.codeRow}>
        <TextField
          id={`${id}-code`}
          label={t('cashbox.bonus.code')}
          value={typed}
          onValueChange={(value) => {
            setTyped(value)
            if (status === 'invalid') setStatus('idle')
          }}
          error={status === 'invalid' ? t('cashbox.bonus.invalid') : null}
          hint={status === 'applied' && code ? t('cashbox.bonus.applied', { code }) : undefined}
          autoComplete="off"
        />
        <Button
          variant="secondary"
          disabled={status === 'checking' || typed.trim() === ''}
          onClick={() => void apply()}
        >
          {t('cashbox.bonus.apply')}
        </Button>
      </div>
      <CouponField currency={currency} locale={locale} />
    </section>
  )
}
