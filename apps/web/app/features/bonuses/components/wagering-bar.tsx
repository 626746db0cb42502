// The wagering progress of an activated bonus (spec 2 §5): a progressbar whose value is
// wagering_percent, with "€12.00 of €35.00 wagered" as its text; live `bonuses_changes` move it.
import type { PlayerBonus } from '@croupier/contract/bonuses/player-bonus'
import { formatMinorUnits } from '@croupier/rules/currency'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import styles from './gifts.module.css'

type Wagering = Pick<
  PlayerBonus,
  'id' | 'currency' | 'wagered_cents' | 'wager_required_cents' | 'wagering_percent'
>

export function WageringBar({ bonus }: { bonus: Wagering }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const percent = Math.min(100, Math.max(0, bonus.wagering_percent))
  const text = t('gifts.wagered', {
    wagered: formatMinorUnits(bonus.wagered_cents, bonus.currency, locale),
    required: formatMinorUnits(bonus.wager_required_cents, bonus.currency, locale),
  })
  const labelId = `wagering-${bonus.id}`
  return (
    <div className={styles.bar}>
      <div className={styles.barText}>
        <span id={labelId}>{t('gifts.wagering')}</span>
        <span>{text}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% · ${text}`}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
