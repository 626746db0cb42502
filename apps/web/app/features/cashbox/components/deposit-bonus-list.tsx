// The deposit bonuses on offer as one radio group: "No bonus" first, then each bonus with its terms
// in the wallet currency, its plan chip (LITE, PRO, MAX) and its welcome-pack step ("Welcome pack 2/4").
import type { DepositBonus } from '@croupier/contract/bonuses/get-deposit-bonuses'
import type { OfferedBonus } from '@croupier/contract/bonuses/player-bonus'
import { useTranslation } from '../../../lib/translate'
import { Badge } from '../../../ui/card'
import { bonusBadges, WELCOME_PACK_STEPS } from '../model/bonus-offers'
import { formatAmount } from '../model/method-display'
import styles from './cashbox.module.css'
import paymentStyles from './cashbox-payment.module.css'

export function DepositBonusList({
  name,
  labelledBy,
  bonuses,
  offers,
  code,
  onCode,
  locale,
}: {
  name: string
  labelledBy: string
  bonuses: readonly DepositBonus[]
  offers: readonly OfferedBonus[]
  code: string | null
  onCode: (code: string | null) => void
  locale: string
}) {
  const { t } = useTranslation()
  return (
    <div className={paymentStyles.bonuses} role="radiogroup" aria-labelledby={labelledBy}>
      <label className={paymentStyles.bonus}>
        <input type="radio" name={name} checked={code === null} onChange={() => onCode(null)} />
        <span>{t('cashbox.bonus.none')}</span>
      </label>
      {bonuses.map((bonus) => {
        const { label, step } = bonusBadges(bonus, offers)
        // No chip repeating a title that already says "Welcome pack 2/4".
        const stepText = step ? t('cashbox.bonus.welcomeStep', { step, total: WELCOME_PACK_STEPS }) : null
        return (
          <label key={bonus.id} className={paymentStyles.bonus}>
            <input
              type="radio"
              name={name}
              checked={code === bonus.code}
              onChange={() => onCode(bonus.code)}
            />
            <span className={paymentStyles.bonusBody}>
              <span className={paymentStyles.bonusHead}>
                <span className={paymentStyles.bonusTitle}>{bonus.title}</span>
                {label ? (
                  <Badge tone="accent">
                    <span className="sr-only">{t('cashbox.bonus.plan', { label })}</span>
                    <span aria-hidden="true">{label}</span>
                  </Badge>
                ) : null}
                {stepText && !bonus.title.toLowerCase().includes(stepText.toLowerCase()) ? (
                  <Badge tone="neutral">{stepText}</Badge>
                ) : null}
              </span>
              <span className={styles.muted}>
                {t('cashbox.bonus.terms', {
                  percent: bonus.percent,
                  max: formatAmount(bonus.max_bonus_cents, bonus.currency, locale),
                  min: formatAmount(bonus.min_deposit_cents, bonus.currency, locale),
                  wager: bonus.wager_multiplier,
                })}
              </span>
            </span>
          </label>
        )
      })}
    </div>
  )
}
