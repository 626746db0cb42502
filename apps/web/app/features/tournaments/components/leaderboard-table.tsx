// The leaderboard of 5 (spec 2 §9 K8): masked nicknames and scores, the player's own row marked;
// a polite live region so a screen reader hears the board move.
import type { TopPlayer, TournamentKind } from '@croupier/contract/tournaments/tournament'
import { useTranslation } from '../../../lib/translate'
import { scoreText } from '../model/tournament-format'
import styles from './tournaments.module.css'

export function LeaderboardTable({
  players,
  kind,
  currency,
  lang,
  myPlace,
  caption,
}: {
  players: TopPlayer[]
  kind: TournamentKind
  currency: string
  lang: string
  myPlace: number | null
  caption: string
}) {
  const { t } = useTranslation()
  if (players.length === 0) return <p className={styles.empty}>{t('tournaments.noScores')}</p>
  return (
    <table className={styles.table} aria-live="polite">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tournaments.placeColumn')}</th>
          <th scope="col">{t('tournaments.playerColumn')}</th>
          <th scope="col">{t(`tournaments.score.${kind}`)}</th>
        </tr>
      </thead>
      <tbody>
        {players.map((player) => (
          <tr key={player.award_place} className={player.award_place === myPlace ? styles.mine : undefined}>
            <td>{player.award_place}</td>
            <td>{player.nickname}</td>
            <td>{scoreText(kind, player.score, currency, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
