// /rocket-chance (spec 2 §5; ADR 041 wheel tournaments): join the Rocket Chance wheel tournament, see
// the progress to the next spin (one per `spin_every_cents` of qualifying stakes) and open the spins
// won (`spins`: the route puts the lootboxes feature's list there).
import type { Tournament, TournamentStatus } from '@croupier/contract/tournaments/tournament'
import { formatMinorUnits } from '@croupier/rules/currency'
import { htmlLang } from '@croupier/rules/locale'
import type { ReactNode } from 'react'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { useLiveBoard } from '../hooks/use-live-board'
import { TournamentHero } from './tournament-hero'
import styles from './tournaments.module.css'

export function spinProgress(
  bets: number,
  every: number,
): { spins: number; toNext: number; percent: number } {
  const into = bets % every
  return { spins: Math.floor(bets / every), toNext: every - into, percent: Math.round((into / every) * 100) }
}

export function RocketChancePage({
  tournament,
  status,
  spins,
}: {
  tournament: Tournament
  status: TournamentStatus | null
  spins: ReactNode
}) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lang = htmlLang(locale)
  const board = useLiveBoard(tournament, status)
  const joined = tournament.confirmed || board.status?.confirmed === true
  const every = tournament.spin_every_cents
  const progress = every && board.status ? spinProgress(board.status.bets, every) : null
  const money = (cents: number) =>
    formatMinorUnits(cents, tournament.currency, lang, { dropWholeFraction: true })
  return (
    <div className={styles.page}>
      <TournamentHero tournament={tournament} joined={joined}>
        {every ? <p>{t('tournaments.rocketChance.rule', { amount: money(every) })}</p> : null}
      </TournamentHero>
      {joined && progress ? (
        <section className={styles.section} aria-labelledby="rocket-progress">
          <h2 id="rocket-progress" className={styles.sectionTitle}>
            {t('tournaments.rocketChance.progressTitle')}
          </h2>
          <p>{t('tournaments.rocketChance.spinsEarned', { count: progress.spins })}</p>
          <div
            className={styles.progressBar}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-label={t('tournaments.rocketChance.progressTitle')}
          >
            <div className={styles.progressFill} style={{ width: `${progress.percent}%` }} />
          </div>
          <p>{t('tournaments.rocketChance.toNext', { amount: money(progress.toNext) })}</p>
        </section>
      ) : null}
      {spins}
      {tournament.terms ? (
        <section className={styles.section} aria-labelledby="rocket-terms">
          <h2 id="rocket-terms" className={styles.sectionTitle}>
            {t('tournaments.terms')}
          </h2>
          <p className={styles.terms}>{tournament.terms}</p>
        </section>
      ) : null}
    </div>
  )
}
