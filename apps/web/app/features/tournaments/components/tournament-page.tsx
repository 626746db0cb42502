// /tournaments/{slug} (spec 2 §2.1 full width, §3, §4): hero with status and countdown, join, the
// player's rank and score, the leaderboard that moves live, the prize table and the terms.
import type { Tournament, TournamentStatus } from '@croupier/contract/tournaments/tournament'
import { htmlLang } from '@croupier/rules/locale'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { useLiveBoard } from '../hooks/use-live-board'
import { placesText, prizeText, scoreText } from '../model/tournament-format'
import { LeaderboardTable } from './leaderboard-table'
import { TournamentHero } from './tournament-hero'
import styles from './tournaments.module.css'

export function TournamentPage({
  tournament,
  status,
}: {
  tournament: Tournament
  status: TournamentStatus | null
}) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lang = htmlLang(locale)
  const board = useLiveBoard(tournament, status)
  const mine = board.status
  const joined = tournament.confirmed || mine?.confirmed === true
  return (
    <div className={styles.page}>
      <TournamentHero tournament={tournament} joined={joined} />
      {joined && mine ? (
        <section className={styles.section} aria-labelledby="tournament-mine">
          <h2 id="tournament-mine" className={styles.sectionTitle}>
            {t('tournaments.myStatus')}
          </h2>
          <div className={styles.status}>
            <p className={styles.statusItem}>
              <span className={styles.statusLabel}>{t('tournaments.rank')}</span>
              <span className={styles.statusValue} data-testid="my-rank">
                {mine.award_place ?? '—'}
              </span>
            </p>
            <p className={styles.statusItem}>
              <span className={styles.statusLabel}>{t(`tournaments.score.${tournament.kind}`)}</span>
              <span className={styles.statusValue} data-testid="my-score">
                {scoreText(tournament.kind, mine.score, tournament.currency, lang)}
              </span>
            </p>
            <p className={styles.statusItem}>
              <span className={styles.statusLabel}>{t('tournaments.roundsPlayed')}</span>
              <span className={styles.statusValue}>{mine.rounds.toLocaleString(lang)}</span>
            </p>
          </div>
        </section>
      ) : null}
      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="tournament-board">
          <h2 id="tournament-board" className={styles.sectionTitle}>
            {t('tournaments.leaderboard')}
          </h2>
          <p className={styles.lead}>{t('tournaments.participantsCount', { count: board.participants })}</p>
          <LeaderboardTable
            players={board.topPlayers}
            kind={tournament.kind}
            currency={tournament.currency}
            lang={lang}
            myPlace={mine?.award_place ?? null}
            caption={t('tournaments.leaderboard')}
          />
        </section>
        <section className={styles.section} aria-labelledby="tournament-prizes">
          <h2 id="tournament-prizes" className={styles.sectionTitle}>
            {t('tournaments.prizes')}
          </h2>
          {tournament.prizes.length === 0 ? (
            <p className={styles.lead}>{t('tournaments.noPrizes')}</p>
          ) : (
            <table className={styles.table}>
              <caption className="sr-only">{t('tournaments.prizes')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('tournaments.placeColumn')}</th>
                  <th scope="col">{t('tournaments.prizeColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {tournament.prizes.map((prize) => (
                  <tr key={prize.place_from}>
                    <td>{placesText(t, prize)}</td>
                    <td>{prizeText(t, prize, tournament.currency, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
      {tournament.terms ? (
        <section className={styles.section} aria-labelledby="tournament-terms">
          <h2 id="tournament-terms" className={styles.sectionTitle}>
            {t('tournaments.terms')}
          </h2>
          <p className={styles.terms}>{tournament.terms}</p>
        </section>
      ) : null}
    </div>
  )
}
