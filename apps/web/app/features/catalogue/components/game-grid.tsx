// A game list with infinite scroll (spec 1 §9, spec 2 §2.5): the server renders the first page of 40;
// the next page loads when the end marker comes within 500 px of the viewport. Skeleton tiles show
// while a page loads; a failed page offers a retry. Mount it with a `key` per list so a new
// category starts from its own first page.
import type { Device, GamePage } from '@croupier/contract/catalogue/game'
import { INFINITE_SCROLL_OFFSET_PX } from '@croupier/rules/ui-timing'
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { filterGames, type GamesFilter } from '../api/catalogue-api'
import { gridEntries, mergeGamePages } from '../model/game-list'
import styles from './game-grid.module.css'
import { GameTile, GameTileSkeleton, type TileGame } from './game-tile'
import { CashboxCard, RandomGameCard } from './special-cards'

/** Tiles above the fold load eagerly; the rest lazily. */
const EAGER_TILES = 12
/** Skeleton tiles while a page loads. */
export const SKELETON_TILES = 10

export interface GameGridProps {
  /** Accessible name of the list. */
  label: string
  /** The server-rendered page. */
  initial: { data: TileGame[]; pagination: GamePage['pagination'] }
  /** Where the next pages come from; null when the list has no more pages to load (favourites). */
  filter: GamesFilter | null
  device: Device
  /** The category identifier: places the random and cashbox cards (spec 2 §2.5). */
  category?: string | null
  withRandomCard?: boolean
  /** Replaces the games shown, e.g. favourites removed on this page. */
  visible?: (game: TileGame) => boolean
  empty?: ReactNode
}

export function GameGrid({
  label,
  initial,
  filter,
  device,
  category = null,
  withRandomCard = true,
  visible,
  empty,
}: GameGridProps) {
  const { t } = useTranslation()
  const [games, setGames] = useState<TileGame[]>(initial.data)
  const headingId = useId()
  const [nextPage, setNextPage] = useState(filter ? initial.pagination.next_page : null)
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const marker = useRef<HTMLDivElement>(null)
  const inFlight = useRef(false)

  const loadMore = useCallback(async () => {
    if (!filter || nextPage === null || inFlight.current) return
    inFlight.current = true
    setState('loading')
    try {
      const page = await filterGames(filter, nextPage, device)
      setGames((loaded) => mergeGamePages(loaded, page.data))
      setNextPage(page.pagination.next_page)
      setState('idle')
    } catch {
      setState('failed')
    } finally {
      inFlight.current = false
    }
  }, [filter, nextPage, device])

  // Re-observed after every page: a marker still in range right after a load fires again.
  useEffect(() => {
    const node = marker.current
    if (!node || nextPage === null || state !== 'idle' || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore()
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_OFFSET_PX}px 0px` },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [loadMore, nextPage, state])

  const shown = visible ? games.filter(visible) : games
  if (shown.length === 0 && nextPage === null) return <>{empty ?? null}</>
  const entries = gridEntries(shown, { category, withRandomCard })

  return (
    <div className={styles.wrap}>
      {/* The tiles' titles are h3: this keeps the page's headings in order (axe heading-order). */}
      <h2 id={headingId} className="sr-only">
        {label}
      </h2>
      <ul className={styles.grid} aria-labelledby={headingId} aria-busy={state === 'loading'}>
        {entries.map((entry) => {
          if (entry.kind === 'random')
            return (
              <li key="random">
                <RandomGameCard />
              </li>
            )
          if (entry.kind === 'cashbox')
            return (
              <li key="cashbox">
                <CashboxCard />
              </li>
            )
          return (
            <li key={entry.game.id}>
              <GameTile game={entry.game} eager={entry.index < EAGER_TILES} />
            </li>
          )
        })}
        {state === 'loading' ? <GridSkeletons count={SKELETON_TILES} /> : null}
      </ul>
      {/* The skeletons are hidden from assistive technology; this says the same in words. */}
      <p className="sr-only" role="status">
        {state === 'loading' ? t('catalogue.loadingMore') : null}
      </p>
      {state === 'failed' ? (
        <div className={styles.failed} role="alert">
          <p>{t('catalogue.loadFailed')}</p>
          <Button size="sm" onClick={() => void loadMore()}>
            {t('catalogue.retry')}
          </Button>
        </div>
      ) : null}
      {nextPage !== null ? (
        <div ref={marker} className={styles.marker} aria-hidden="true" data-scroll-marker="" />
      ) : null}
    </div>
  )
}

export function GridSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={`skeleton-${i}`} aria-hidden="true">
      <GameTileSkeleton />
    </li>
  ))
}

/** A grid of skeleton tiles for a list whose first page is still on its way. */
export function GameGridSkeleton({ count = SKELETON_TILES }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      <GridSkeletons count={count} />
    </ul>
  )
}
