// Jackpot wins (spec 2 §2.7): Biggest and Latest as tabs on phones, side by side on wider screens;
// names come masked from the platform.
import type { JackpotWin } from '@croupier/contract/jackpots/jackpot-win'
import { formatMinorUnits } from '@croupier/rules/currency'
import { htmlLang, localizePath } from '@croupier/rules/locale'
import { useState } from 'react'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import styles from './jackpots.module.css'

type Order = 'biggest' | 'latest'

export function WinList({ wins, order }: { wins: JackpotWin[]; order: Order }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const date = new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'medium', timeZone: 'UTC' })
  if (wins.length === 0) return <p className={styles.muted}>{t('jackpots.noWins')}</p>
  return (
    <ol className={styles.wins} aria-label={t(`jackpots.wins.${order}`)}>
      {wins.map((win) => (
        <li key={win.id} className={styles.win}>
          <span className={styles.winName}>{win.user_name}</span>
          <span className={styles.winAmount}>{formatMinorUnits(win.amount_cents, win.currency, locale)}</span>
          <span className={styles.muted}>
            {t('jackpots.winOf', { jackpot: win.jackpot.title, level: win.jackpot_level_name })}
            {win.game ? (
              <>
                {' · '}
                <Link to={localizePath(locale, `/play/${win.game.identifier}`)}>{win.game.title}</Link>
              </>
            ) : null}
          </span>
          <time className={styles.muted} dateTime={win.created_at}>
            {date.format(new Date(win.created_at))}
          </time>
        </li>
      ))}
    </ol>
  )
}

export function JackpotWins({ latest, biggest }: { latest: JackpotWin[]; biggest: JackpotWin[] }) {
  const { t } = useTranslation()
  const [shown, setShown] = useState<Order>('biggest')
  const lists: Record<Order, JackpotWin[]> = { biggest, latest }
  return (
    <section className={styles.winsSection} aria-labelledby="jackpot-wins-title" data-shown={shown}>
      <h2 id="jackpot-wins-title" className={styles.sectionTitle}>
        {t('jackpots.winsTitle')}
      </h2>
      {/* Phones show one list at a time; the switch is hidden where both fit. */}
      <div className={styles.switch}>
        {(['biggest', 'latest'] as const).map((order) => (
          <button
            key={order}
            type="button"
            className={styles.switchButton}
            aria-pressed={shown === order}
            onClick={() => setShown(order)}
          >
            {t(`jackpots.wins.${order}`)}
          </button>
        ))}
      </div>
      <div className={styles.winColumns}>
        {(['biggest', 'latest'] as const).map((order) => (
          <div key={order} className={styles.winColumn} data-order={order}>
            <h3 className={styles.columnTitle}>{t(`jackpots.wins.${order}`)}</h3>
            <WinList wins={lists[order]} order={order} />
          </div>
        ))}
      </div>
    </section>
  )
}
