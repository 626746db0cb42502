// The welcome pack's next step (GET /api/v2/bonuses, step 1–4): it is not a code to pick, it comes
// with a deposit that carries no other bonus (spec 1 §6 welcome pack), so the deposit step names it.
import type { OfferedBonus } from '@croupier/contract/bonuses/player-bonus'
import { useTranslation } from '../../../lib/translate'
import { Badge } from '../../../ui/card'
import { WELCOME_PACK_STEPS } from '../model/bonus-offers'
import { formatAmount } from '../model/method-display'
import styles from './cashbox.module.css'
import paymentStyles from './cashbox-payment.module.css'

export function WelcomeStepNote({
  offer,
  locale,
}: {
  offer: OfferedBonus & { step: number }
  locale: string
}) {
  const { t } = useTranslation()
  const { terms } = offer
  const step = t('cashbox.bonus.welcomeStep', { step: offer.step, total: WELCOME_PACK_STEPS })
  // A title that already says the step ("Welcome pack 1/4: …") needs no chip repeating it.
  const titled = offer.title.toLowerCase().includes(step.toLowerCase())
  return (
    <div className={paymentStyles.welcome} data-testid="welcome-step">
      <span className={paymentStyles.bonusHead}>
        {titled ? null : <Badge tone="accent">{step}</Badge>}
        <span className={paymentStyles.bonusTitle}>{offer.title}</span>
      </span>
      {terms.max_bonus_cents !== null && terms.min_deposit_cents !== null ? (
        <span className={styles.muted}>
          {t('cashbox.bonus.terms', {
            percent: terms.percent,
            max: formatAmount(terms.max_bonus_cents, offer.currency, locale),
            min: formatAmount(terms.min_deposit_cents, offer.currency, locale),
            wager: terms.wager_multiplier,
          })}
        </span>
      ) : null}
      <span className={styles.muted}>{t('cashbox.bonus.welcomeNote')}</span>
    </div>
  )
}
