// The jackpots as a slider (spec 2 §2.7): one card per pool with its total and levels, scrolled by
// swipe, wheel or keyboard (the list is focusable), amounts live from `jackpots_changes`.
import type { Jackpot } from '@croupier/contract/catalogue/get-jackpots'
import { formatMinorUnits } from '@croupier/rules/currency'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { poolTotal } from '../model/jackpot-view'
import styles from './jackpots.module.css'

export function JackpotSlider({ pools, showCeiling = false }: { pools: Jackpot[]; showCeiling?: boolean }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const money = (cents: number, currency: string) =>
    formatMinorUnits(cents, currency, locale, { dropWholeFraction: true })
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
    <ul className={styles.slider} aria-label={t('jackpots.sliderLabel')} tabIndex={0}>
      {pools.map((pool) => (
        <li key={pool.id} className={styles.pool} data-jackpot={pool.identifier}>
          <h3 className={styles.poolTitle}>{pool.title}</h3>
          <p className={styles.poolTotal} aria-live="off" data-testid={`jackpot-total-${pool.identifier}`}>
            {money(poolTotal(pool), pool.currency)}
          </p>
          <dl className={styles.levels}>
            {pool.levels.map((level) => (
              <div key={level.id} className={styles.level}>
                <dt>{level.name}</dt>
                <dd>
                  {money(level.amount_cents, pool.currency)}
                  {showCeiling ? (
                    <span className={styles.ceiling}>
                      {t('jackpots.mustDropBefore', { amount: money(level.ceiling_cents, pool.currency) })}
                    </span>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  )
}
