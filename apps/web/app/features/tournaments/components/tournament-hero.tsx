// A tournament page's head (spec 2 §3, §4): status, title, description, what the page adds (the
// Rocket Chance rule), the countdown and, while it runs, the join button.
import type { Tournament } from '@croupier/contract/tournaments/tournament'
import type { ReactNode } from 'react'
import { Countdown } from './countdown'
import { JoinButton } from './join-button'
import { StatusBadge } from './tournament-card'
import styles from './tournaments.module.css'

export function TournamentHero({
  tournament,
  joined,
  children,
}: {
  tournament: Tournament
  joined: boolean
  children?: ReactNode
}) {
  return (
    <header className={styles.hero}>
      <StatusBadge status={tournament.status} />
      <h1 className={styles.title}>{tournament.title}</h1>
      <p className={styles.lead}>{tournament.description}</p>
      {children}
      <p>
        <Countdown tournament={tournament} />
      </p>
      {tournament.status === 'active' ? (
        <JoinButton id={tournament.id} title={tournament.title} joined={joined} />
      ) : null}
    </header>
  )
}
