// Finished bonuses and batches (wagered, canceled, expired, played) in a collapsed "History" list.
import type { PlayerBonus, PlayerFreeSpins } from '@croupier/contract/bonuses/player-bonus'
import { formatMinorUnits } from '@croupier/rules/currency'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { LocalTime } from '../../../ui/local-time'
import styles from './gifts.module.css'

export function GiftsHistory({
  bonuses,
  freeSpins,
}: {
  bonuses: PlayerBonus[]
  freeSpins: PlayerFreeSpins[]
}) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  if (bonuses.length === 0 && freeSpins.length === 0) return null
  return (
    <details className={styles.history}>
      <summary>{t('gifts.history', { count: bonuses.length + freeSpins.length })}</summary>
      <ul className={styles.list}>
        {bonuses.map((bonus) => (
          <li key={`b${bonus.id}`} className={styles.row}>
            <span>{bonus.title}</span>
            <span className={styles.muted}>
              {t(`gifts.stage.${bonus.stage}`)}
              {bonus.stage === 'wagered' && bonus.converted_cents !== null
                ? ` · ${t('gifts.converted', { amount: formatMinorUnits(bonus.converted_cents, bonus.currency, locale) })}`
                : ` · ${formatMinorUnits(bonus.amount_cents, bonus.currency, locale)}`}
              {bonus.finished_at ? (
                <>
                  {' · '}
                  <LocalTime iso={bonus.finished_at} locale={locale} style="date" />
                </>
              ) : null}
            </span>
          </li>
        ))}
        {freeSpins.map((batch) => (
          <li key={`f${batch.id}`} className={styles.row}>
            <span>{batch.title}</span>
            <span className={styles.muted}>
              {t(`gifts.stage.${batch.stage}`)} · {t('gifts.spinsCount', { count: batch.count })}
              {batch.finished_at ? (
                <>
                  {' · '}
                  <LocalTime iso={batch.finished_at} locale={locale} style="date" />
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </details>
  )
}
