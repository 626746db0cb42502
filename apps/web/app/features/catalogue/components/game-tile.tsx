// A game tile (spec 2 §2.5, §4, §5): preview of fixed size, badges, title and provider, favourite
// toggle, play and demo links, and the currency lock for a signed-in player whose currency the game
// does not offer (crypto never locks), and a jackpot game's pool total in the viewer's currency.
import type { Game } from '@croupier/contract/catalogue/game'
import { formatMinorUnits } from '@croupier/rules/currency'
import { localizePath } from '@croupier/rules/locale'
import { playPath } from '@croupier/rules/play'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { useFavourite } from '../hooks/use-favourite'
import { useHydrated } from '../hooks/use-hydrated'
import { isCurrencyLocked } from '../model/game-list'
import styles from './game-tile.module.css'
import skeletonStyles from './game-tile-skeleton.module.css'

export const PREVIEW_WIDTH = 300 // platform preview artwork: 300×225
export const PREVIEW_HEIGHT = 225

export type TileGame = Pick<
  Game,
  | 'id'
  | 'title'
  | 'provider'
  | 'provider_name'
  | 'seo_title'
  | 'badges'
  | 'preview'
  | 'has_demo_mode'
  | 'currencies'
  | 'jackpot'
>

export function GameTile({ game, eager = false }: { game: TileGame; eager?: boolean }) {
  const { t } = useTranslation()
  const { locale, player } = useShellContext()
  const locked = isCurrencyLocked(game, player?.currency ?? null)
  const titleId = `game-${game.id}-title`
  return (
    <article className={styles.tile} aria-labelledby={titleId} data-locked={locked || undefined}>
      <div className={styles.media}>
        <img
          className={styles.preview}
          src={game.preview}
          width={PREVIEW_WIDTH}
          height={PREVIEW_HEIGHT}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {game.badges.length > 0 ? (
          <div className={styles.badges}>
            {game.badges.map((badge) => (
              <span key={badge.type} className={styles.badge} data-theme={badge.theme}>
                {t(`catalogue.badges.${badge.type}`, { defaultValue: badge.type })}
              </span>
            ))}
          </div>
        ) : null}
        {game.jackpot ? <JackpotAmount jackpot={game.jackpot} locale={locale} /> : null}
        {locked ? (
          <div className={styles.lock} role="note">
            <LockIcon />
            <p className={styles.lockTitle}>{t('catalogue.currencyNotSupported.title')}</p>
            <p className={styles.lockText}>
              {t('catalogue.currencyNotSupported.text', { currency: player?.currency ?? '' })}
            </p>
          </div>
        ) : (
          <div className={styles.overlay}>
            <Link
              to={localizePath(locale, playPath(game, 'real'))}
              className={styles.play}
              aria-label={t('catalogue.play', { title: game.title })}
            />
            {game.has_demo_mode ? (
              <Link
                to={localizePath(locale, playPath(game, 'demo'))}
                className={styles.demo}
                aria-label={t('catalogue.playDemo', { title: game.title })}
              >
                {t('catalogue.demo')}
              </Link>
            ) : null}
          </div>
        )}
        <FavouriteButton gameId={game.id} title={game.title} />
      </div>
      <div className={styles.caption}>
        <h3 id={titleId} className={styles.title}>
          {game.title}
        </h3>
        <p className={styles.provider}>{game.provider_name}</p>
      </div>
    </article>
  )
}

function JackpotAmount({ jackpot, locale }: { jackpot: NonNullable<Game['jackpot']>; locale: string }) {
  const { t } = useTranslation()
  const amount = formatMinorUnits(jackpot.amount_cents, jackpot.currency, locale)
  return (
    <p className={styles.jackpot} data-testid="game-jackpot">
      <span aria-hidden="true">{amount}</span>
      <span className="sr-only">{t('catalogue.jackpotAmount', { amount })}</span>
    </p>
  )
}

function FavouriteButton({ gameId, title }: { gameId: number; title: string }) {
  const { t } = useTranslation()
  const { isFavourite, isPending, toggle } = useFavourite(gameId)
  // Disabled until hydrated: a tap before that would be lost without a trace.
  const isHydrated = useHydrated()
  return (
    <button
      type="button"
      className={styles.favourite}
      aria-pressed={isFavourite}
      aria-busy={isPending || undefined}
      disabled={isPending || !isHydrated}
      onClick={toggle}
      aria-label={t('catalogue.favourite', { title })}
    />
  )
}

function LockIcon() {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" aria-hidden="true" className={styles.lockIcon}>
      <path
        d="M7 10V7.5a5 5 0 0 1 10 0V10M5.5 10h13v10h-13V10Zm6.5 4v2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function GameTileSkeleton() {
  return (
    <div className={skeletonStyles.skeleton} aria-hidden="true" data-skeleton="">
      <div className={skeletonStyles.skeletonMedia} />
      <div className={skeletonStyles.skeletonLine} />
      <div className={`${skeletonStyles.skeletonLine} ${skeletonStyles.skeletonShort}`} />
    </div>
  )
}
