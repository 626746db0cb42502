// The lotteries tab (spec 2 §2.1): running and coming lotteries, each leading to its /lottery/{slug}
// page, with the countdown to the draw and the player's tickets.
import type { Lottery } from '@croupier/contract/lotteries/lottery'
import { htmlLang, localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { buttonClass } from '../../../ui/button'
import { Countdown } from './countdown'
import { StatusBadge } from './tournament-card'
import styles from './tournaments.module.css'

export function LotteryCards({ lotteries }: { lotteries: Lottery[] }) {
  const { t } = useTranslation()
  const { locale, player } = useShellContext()
  const lang = htmlLang(locale)
  if (lotteries.length === 0) return <p className={styles.empty}>{t('tournaments.empty')}</p>
  return (
    <ul className={styles.grid}>
      {lotteries.map((lottery) => {
        const to = localizePath(locale, `/lottery/${lottery.frontend_identifier}`)
        return (
          <li key={lottery.id}>
            <article className={styles.card} aria-labelledby={`lottery-${lottery.id}`}>
              <StatusBadge status={lottery.status} />
              <h2 id={`lottery-${lottery.id}`} className={styles.cardTitle}>
                <Link to={to}>{lottery.title}</Link>
              </h2>
              <p className={styles.lead}>{lottery.description}</p>
              <dl className={styles.facts}>
                <dt>{t('tournaments.timeLeft')}</dt>
                <dd>
                  <Countdown tournament={lottery} />
                </dd>
                <dt>{t('tournaments.ticketsTotal')}</dt>
                <dd>{lottery.tickets_total.toLocaleString(lang)}</dd>
                {player ? (
                  <>
                    <dt>{t('tournaments.myTickets')}</dt>
                    <dd>{lottery.tickets.toLocaleString(lang)}</dd>
                  </>
                ) : null}
              </dl>
              <div className={styles.actions}>
                <Link
                  to={to}
                  className={buttonClass('secondary')}
                  aria-label={`${t('tournaments.open')}: ${lottery.title}`}
                >
                  {t('tournaments.open')}
                </Link>
              </div>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
