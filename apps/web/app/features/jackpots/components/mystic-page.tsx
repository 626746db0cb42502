// A mystic jackpot's page `/{identifier}` (spec 1 §2, ADR 041): its levels with ceilings, live; the
// running cycle's committed hash per level; the games that feed it; its wins.
import type { JackpotWin } from '@croupier/contract/jackpots/jackpot-win'
import { localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { useLiveJackpots } from '../hooks/use-live-jackpots'
import type { MysticPage as MysticData } from '../mystic.server'
import { JackpotSlider } from './jackpot-slider'
import { WinList } from './jackpot-wins'
import styles from './jackpots.module.css'

export function MysticPage({ detail, pool: initial, wins }: MysticData & { wins: JackpotWin[] }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const [pool = initial] = useLiveJackpots([initial], detail.identifier)
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{detail.title}</h1>
        <p className={styles.lead}>{t('jackpots.mystic.lead')}</p>
        <Link to={localizePath(locale, '/mystic-jackpots')}>{t('jackpots.mystic.allMystic')}</Link>
      </header>
      <section aria-labelledby="mystic-levels" className={styles.section}>
        <h2 id="mystic-levels" className={styles.sectionTitle}>
          {t('jackpots.mystic.levelsTitle')}
        </h2>
        <JackpotSlider pools={[pool]} showCeiling />
      </section>
      <section aria-labelledby="mystic-commit" className={styles.section}>
        <h2 id="mystic-commit" className={styles.sectionTitle}>
          {t('jackpots.mystic.commitTitle')}
        </h2>
        <p className={styles.muted}>{t('jackpots.mystic.commitText')}</p>
        <dl className={styles.hashes}>
          {pool.levels.map((level) => (
            <div key={level.id}>
              <dt>
                {level.name} · {t('jackpots.mystic.cycle', { cycle: level.cycle })}
              </dt>
              <dd>
                <code className={styles.hash}>{level.server_seed_hash}</code>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="mystic-games" className={styles.section}>
        <h2 id="mystic-games" className={styles.sectionTitle}>
          {t('jackpots.mystic.gamesTitle')}
        </h2>
        {detail.games.length === 0 ? (
          <p className={styles.muted}>{t('jackpots.mystic.noGames')}</p>
        ) : (
          <ul className={styles.links}>
            {detail.games.map((game) => (
              <li key={game.identifier}>
                <Link to={localizePath(locale, `/play/${game.identifier}`)}>{game.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="mystic-wins" className={styles.section}>
        <h2 id="mystic-wins" className={styles.sectionTitle}>
          {t('jackpots.mystic.winsTitle')}
        </h2>
        <WinList wins={wins} order="latest" />
      </section>
    </div>
  )
}
