// /mystic-jackpots (spec 2 §2.1, ADR 041): the mystic jackpots with their "must drop before"
// ceilings, live, each leading to its own page `/{identifier}`.
import type { Jackpot } from '@croupier/contract/catalogue/get-jackpots'
import { localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { buttonClass } from '../../../ui/button'
import { useLiveJackpots } from '../hooks/use-live-jackpots'
import { JackpotSlider } from './jackpot-slider'
import styles from './jackpots.module.css'

export function MysticList(props: { pools: Jackpot[] }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const pools = useLiveJackpots(props.pools)
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('jackpots.mystic.title')}</h1>
        <p className={styles.lead}>{t('jackpots.mystic.lead')}</p>
      </header>
      {pools.length === 0 ? (
        <p className={styles.muted}>{t('jackpots.mystic.none')}</p>
      ) : (
        <>
          <JackpotSlider pools={pools} showCeiling />
          <ul className={styles.links}>
            {pools.map((pool) => (
              <li key={pool.identifier}>
                <Link to={localizePath(locale, `/${pool.identifier}`)} className={buttonClass('secondary')}>
                  {t('jackpots.mystic.open', { title: pool.title })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
