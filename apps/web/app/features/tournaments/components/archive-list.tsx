// The archive (spec 1 §2): finished tournaments, newest first, each with its paid places.

import { useTranslation } from '../../../lib/translate'
import { prizeText, scoreText } from '../model/tournament-format'
import type { RecentTournament } from '../tournaments.server'
import { StatusBadge } from './tournament-card'
import styles from './tournaments.module.css'

export function ArchiveList({ finished, lang }: { finished: RecentTournament[]; lang: string }) {
  const { t } = useTranslation()
  if (finished.length === 0) return <p className={styles.empty}>{t('tournaments.archiveEmpty')}</p>
  return (
    <ul className={styles.grid}>
      {finished.map((item) => (
        <li key={item.id}>
          <article className={styles.card} aria-labelledby={`archive-${item.id}`}>
            <StatusBadge status="archive" />
            <h2 id={`archive-${item.id}`} className={styles.cardTitle}>
              {item.title}
            </h2>
            <p>
              {t('tournaments.finishedOn', {
                date: item.end_at ? new Date(item.end_at).toLocaleDateString(lang, { timeZone: 'UTC' }) : '',
              })}
            </p>
            {item.winners.length > 0 ? (
              <table className={styles.table}>
                <caption className="sr-only">{t('tournaments.winnersOf', { title: item.title })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('tournaments.placeColumn')}</th>
                    <th scope="col">{t('tournaments.playerColumn')}</th>
                    <th scope="col">{t('tournaments.prizeColumn')}</th>
                  </tr>
                </thead>
                <tbody>
                  {item.winners.map((winner) => (
                    <tr key={winner.award_place}>
                      <td>{winner.award_place}</td>
                      <td>
                        {winner.nickname} · {scoreText(item.kind, winner.score, item.currency, lang)}
                      </td>
                      <td>{winner.prize ? prizeText(t, winner.prize, item.currency, lang) : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className={styles.lead}>{t('tournaments.noWinners')}</p>
            )}
          </article>
        </li>
      ))}
    </ul>
  )
}
