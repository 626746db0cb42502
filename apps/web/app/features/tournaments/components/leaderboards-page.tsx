// /leaderboard (spec 2 §2.1, §6): the top 5 of every running competitive tournament, each linked to
// its page. Each board moves live like the tournament page's.
import type { Tournament } from '@croupier/contract/tournaments/tournament'
import { htmlLang, localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { useLiveBoard } from '../hooks/use-live-board'
import { Countdown } from './countdown'
import { LeaderboardTable } from './leaderboard-table'
import styles from './tournaments.module.css'

function Board({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const board = useLiveBoard(tournament, null)
  return (
    <article className={styles.card} aria-labelledby={`board-${tournament.id}`}>
      <h2 id={`board-${tournament.id}`} className={styles.cardTitle}>
        <Link to={localizePath(locale, `/tournaments/${tournament.frontend_identifier}`)}>
          {tournament.title}
        </Link>
      </h2>
      <p>
        <Countdown tournament={tournament} />
      </p>
      <LeaderboardTable
        players={board.topPlayers}
        kind={tournament.kind}
        currency={tournament.currency}
        lang={htmlLang(locale)}
        myPlace={null}
        caption={t('tournaments.leaderboardOf', { title: tournament.title })}
      />
    </article>
  )
}

export function LeaderboardsPage({ tournaments }: { tournaments: Tournament[] | null }) {
  const { t } = useTranslation()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('tournaments.leaderboardTitle')}</h1>
      <p className={styles.lead}>{t('tournaments.leaderboardLead')}</p>
      {tournaments === null ? <p className={styles.empty}>{t('tournaments.failed')}</p> : null}
      {tournaments?.length === 0 ? <p className={styles.empty}>{t('tournaments.empty')}</p> : null}
      {tournaments && tournaments.length > 0 ? (
        <ul className={styles.grid}>
          {tournaments.map((tournament) => (
            <li key={tournament.id}>
              <Board tournament={tournament} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
