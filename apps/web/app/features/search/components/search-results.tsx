// Compact rows of games for the search popup: preview, title, provider. Each row links to the game
// page in real mode (spec 1 §2: the page itself sends guests to registration).
import type { Game } from '@croupier/contract/catalogue/game'
import { type Locale, localizePath } from '@croupier/rules/locale'
import { SKELETON_CARDS } from '@croupier/rules/ui-timing'
import { Link } from 'react-router'
import styles from './search-results.module.css'

export function gamePath(locale: Locale, game: Pick<Game, 'provider' | 'seo_title'>): string {
  return localizePath(
    locale,
    `/play/${encodeURIComponent(game.provider)}/${encodeURIComponent(game.seo_title)}?mode=real`,
  )
}

export function GameResults({
  games,
  locale,
  labelledBy,
  onPick,
}: {
  games: Game[]
  locale: Locale
  labelledBy: string
  onPick: () => void
}) {
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {games.map((game) => (
        <li key={game.id}>
          <Link to={gamePath(locale, game)} className={styles.row} data-search-item="" onClick={onPick}>
            <img
              className={styles.preview}
              src={game.preview}
              alt=""
              width={64}
              height={48}
              loading="lazy"
              decoding="async"
            />
            <span className={styles.text}>
              <span className={styles.title}>{game.title}</span>
              <span className={styles.provider}>{game.provider_name}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** Skeleton rows while a search runs, the same size as the rows, so nothing jumps. */
export function ResultSkeletons({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={styles.list} aria-busy="true">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <div key={i} className={`${styles.row} ${styles.skeleton}`} aria-hidden="true">
          <span className={styles.preview} />
          <span className={styles.text}>
            <span className={styles.bar} />
            <span className={`${styles.bar} ${styles.short}`} />
          </span>
        </div>
      ))}
    </div>
  )
}
