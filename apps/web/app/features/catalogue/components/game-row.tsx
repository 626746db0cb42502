// A lobby row (spec 2 §2.5): up to 15 games of one category in a carousel, titled with a link to
// the category page.
import { localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Carousel } from '../../../ui/carousel'
import { LOBBY_ROW_SIZE } from '../model/game-list'
import styles from './game-row.module.css'
import { GameTile, type TileGame } from './game-tile'

export interface GameRowProps {
  title: string
  /** The category page, without locale prefix. */
  href: string
  total: number
  games: readonly TileGame[]
  /** The first row is above the fold: its first previews load eagerly. */
  isFirst?: boolean
}

const EAGER_IN_FIRST_ROW = 6

export function GameRow({ title, href, total, games, isFirst = false }: GameRowProps) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  if (games.length === 0) return null
  const to = localizePath(locale, href)
  return (
    <div className={styles.row}>
      <Carousel
        label={title}
        title={
          <Link to={to} className={styles.titleLink} prefetch="intent">
            {title}
          </Link>
        }
        action={
          <Link to={to} className={styles.all} aria-label={t('catalogue.showAllIn', { title, count: total })}>
            {t('catalogue.showAll', { count: total })}
          </Link>
        }
        slides={games.slice(0, LOBBY_ROW_SIZE).map((game, index) => ({
          key: String(game.id),
          content: (
            <div className={styles.item}>
              <GameTile game={game} eager={isFirst && index < EAGER_IN_FIRST_ROW} />
            </div>
          ),
        }))}
      />
    </div>
  )
}
