// /jackpots (spec 2 §2.7, ADR 041): the jackpots' live amounts, the wins leaderboard, the perks of
// must-drop jackpots and the way to the jackpot games.
import type { Jackpot } from '@croupier/contract/catalogue/get-jackpots'
import type { JackpotWin } from '@croupier/contract/jackpots/jackpot-win'
import { localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { buttonClass } from '../../../ui/button'
import { useLiveJackpots } from '../hooks/use-live-jackpots'
import { JackpotSlider } from './jackpot-slider'
import { JackpotWins } from './jackpot-wins'
import styles from './jackpots.module.css'

/** The jackpot games' category (seed/jackpots.ts JACKPOT_CATEGORY). */
export const JACKPOT_GAMES_PATH = '/pokies/jackpots'
const PERKS = ['mustDrop', 'fair', 'cash'] as const

export function JackpotsPage(props: { pools: Jackpot[]; latest: JackpotWin[]; biggest: JackpotWin[] }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const pools = useLiveJackpots(props.pools)
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('jackpots.title')}</h1>
        <p className={styles.lead}>{t('jackpots.lead')}</p>
        <Link to={localizePath(locale, JACKPOT_GAMES_PATH)} className={buttonClass('primary')}>
          {t('jackpots.playGames')}
        </Link>
      </header>
      <section aria-labelledby="jackpot-pools-title" className={styles.section}>
        <h2 id="jackpot-pools-title" className={styles.sectionTitle}>
          {t('jackpots.poolsTitle')}
        </h2>
        <JackpotSlider pools={pools} />
      </section>
      <JackpotWins latest={props.latest} biggest={props.biggest} />
      <section aria-labelledby="jackpot-perks-title" className={styles.section}>
        <h2 id="jackpot-perks-title" className={styles.sectionTitle}>
          {t('jackpots.perksTitle')}
        </h2>
        <ul className={styles.perks}>
          {PERKS.map((perk) => (
            <li key={perk} className={styles.perk}>
              <h3 className={styles.columnTitle}>{t(`jackpots.perks.${perk}.title`)}</h3>
              <p className={styles.muted}>{t(`jackpots.perks.${perk}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
