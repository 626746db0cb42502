// One current bonus on the gifts page (spec 2 §3, §4): title with its plan chip, type and stage,
// the amount in the wallet currency, the wagering bar once activated, its deadline, Activate and
// Cancel (with the confirm dialog) and a link to the single bonus page.
import type { PlayerBonus } from '@croupier/contract/bonuses/player-bonus'
import { formatMinorUnits } from '@croupier/rules/currency'
import { localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { buttonClass } from '../../../ui/button'
import { Badge } from '../../../ui/card'
import { LocalTime } from '../../../ui/local-time'
import { activateBonus, cancelBonus } from '../api/bonuses-api'
import { canActivate, canCancel, cancelLoss } from '../model/bonuses'
import { putBonus } from '../model/gifts-store'
import { GiftActions } from './gift-actions'
import styles from './gifts.module.css'
import { WageringBar } from './wagering-bar'

export function bonusPath(id: string): string {
  return `/profile/gifts/${encodeURIComponent(id)}`
}

export function BonusDeadline({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const [key, iso] =
    bonus.stage === 'activated'
      ? ['gifts.wagerBy', bonus.wager_until]
      : ['gifts.activateBy', bonus.activatable_until]
  if (bonus.stage !== 'issued' && bonus.stage !== 'activated') return null
  // Free-spin winnings have no wagering deadline: say so where "Wager by" would be.
  if (!iso) {
    return bonus.stage === 'activated' || bonus.type === 'freespins' ? (
      <p className={styles.description}>{t('gifts.noWagerDeadline')}</p>
    ) : null
  }
  return (
    <p className={styles.description}>
      {t(key)} <LocalTime iso={iso} locale={locale} />
    </p>
  )
}

export function BonusActions({ bonus, showDetails = true }: { bonus: PlayerBonus; showDetails?: boolean }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const loss = cancelLoss(bonus)
  const lossText =
    loss.kind === 'money'
      ? t('gifts.cancel.lossMoney', { amount: formatMinorUnits(loss.cents, loss.currency, locale) })
      : t('gifts.cancel.lossOffer')
  // A finished bonus on its own page: nothing to do with it.
  if (!showDetails && !canActivate(bonus) && !canCancel(bonus)) return null
  return (
    <GiftActions
      gift={bonus}
      title={bonus.title}
      loss={lossText}
      activate={() => activateBonus(bonus.id)}
      cancel={() => cancelBonus(bonus.id)}
      put={putBonus}
    >
      {showDetails ? (
        <Link
          to={localizePath(locale, bonusPath(bonus.id))}
          className={buttonClass('ghost', { size: 'sm' })}
          aria-label={t('gifts.detailsNamed', { title: bonus.title })}
        >
          {t('gifts.details')}
        </Link>
      ) : null}
    </GiftActions>
  )
}

/** Type, stage and, once activated, the bonus money now: the first rows of a bonus's facts. */
export function BonusFacts({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  return (
    <>
      <div>
        <dt>{t('gifts.typeLabel')}</dt>
        <dd>{t(`gifts.type.${bonus.type}`)}</dd>
      </div>
      <div>
        <dt>{t('gifts.stageLabel')}</dt>
        <dd>{t(`gifts.stage.${bonus.stage}`)}</dd>
      </div>
      {bonus.stage === 'activated' ? (
        <div>
          <dt>{t('gifts.balance')}</dt>
          <dd>{formatMinorUnits(bonus.balance_cents, bonus.currency, locale)}</dd>
        </div>
      ) : null}
    </>
  )
}

export function BonusCard({ bonus, label }: { bonus: PlayerBonus; label: string | null }) {
  const { locale } = useShellContext()
  const headingId = `bonus-${bonus.id}-title`
  return (
    <li className={styles.gift}>
      <div className={styles.head}>
        <h4 id={headingId} className={styles.title}>
          {bonus.title}
          {label ? <Badge tone="accent">{label}</Badge> : null}
        </h4>
        <span className={styles.amount}>{formatMinorUnits(bonus.amount_cents, bonus.currency, locale)}</span>
      </div>
      {bonus.description ? <p className={styles.description}>{bonus.description}</p> : null}
      <dl className={styles.meta}>
        <BonusFacts bonus={bonus} />
      </dl>
      {bonus.stage === 'activated' ? <WageringBar bonus={bonus} /> : null}
      <BonusDeadline bonus={bonus} />
      <BonusActions bonus={bonus} />
    </li>
  )
}
