// The favourite games page, /favorite-games (spec 2 §2.1, §3, §4): the signed-in player's
// favourites, newest first (the full-data Accept version), server-rendered; a tile toggled off here
// leaves the list at once. Guests have no favourites (spec 2 §5) and are invited to sign in.
import { localizePath } from '@croupier/rules/locale'
import { REDIRECT_QUERY_PARAM } from '@croupier/rules/routing'
import { Link, useLoaderData } from 'react-router'
import { loadFavouriteGames, requestDevice } from '../features/catalogue/catalogue.server'
import { CatalogueErrorBoundary, CataloguePage } from '../features/catalogue/components/catalogue-page'
import { GameGrid } from '../features/catalogue/components/game-grid'
import { FavouritesSeed } from '../features/catalogue/hooks/use-favourite'
import { useFavouritesStore } from '../features/catalogue/model/favourites-store'
import { type PageMeta, pageMeta } from '../lib/meta'
import { routeContext } from '../lib/route-context.server'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { buttonClass } from '../ui/button'
import { MessagePage } from '../ui/message-page'
import type { Route } from './+types/favorite-games'
import styles from './favorite-games.module.css'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, t } = await routeContext(request, context)
  const games = shell?.player ? await loadFavouriteGames(request, shell.player.currency) : null
  if (shell?.player && games === null) throw new Response(null, { status: 503 })
  return {
    games,
    device: requestDevice(request),
    // A player's own list: never indexed.
    meta: { title: t('catalogue.favouritesTitle'), noindex: true } satisfies PageMeta,
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function FavouriteGamesRoute() {
  const { t } = useTranslation()
  const { games, device } = useLoaderData<typeof loader>()
  const liveIds = useFavouritesStore((state) => state.ids)
  if (games === null) return <SignInPrompt />
  const ids = games.map((game) => game.id)
  return (
    <CataloguePage title={t('catalogue.favouritesTitle')} description={t('catalogue.favouritesDescription')}>
      <FavouritesSeed ids={ids}>
        <GameGrid
          label={t('catalogue.favouritesTitle')}
          initial={{ data: games, pagination: { current_page: 1, next_page: null, total: games.length } }}
          filter={null}
          device={device}
          withRandomCard={false}
          visible={liveIds ? (game) => liveIds.includes(game.id) : undefined}
          empty={<EmptyFavourites />}
        />
      </FavouritesSeed>
    </CataloguePage>
  )
}

function EmptyFavourites() {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  return (
    <div className={styles.empty}>
      <p>{t('catalogue.favouritesEmpty')}</p>
      <Link to={localizePath(locale, '/pokies/all')} className={buttonClass('primary')}>
        {t('catalogue.browseGames')}
      </Link>
    </div>
  )
}

function SignInPrompt() {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const back = `?${REDIRECT_QUERY_PARAM}=${encodeURIComponent(localizePath(locale, '/favorite-games'))}`
  return (
    <MessagePage
      icon="star"
      title={t('catalogue.favouritesTitle')}
      actions={
        <>
          <Link to={localizePath(locale, `/sign-in${back}`)} className={buttonClass('primary')}>
            {t('catalogue.signIn')}
          </Link>
          <Link to={localizePath(locale, `/sign-up${back}`)} className={buttonClass('secondary')}>
            {t('catalogue.register')}
          </Link>
        </>
      }
    >
      <p>{t('catalogue.favouritesGuest')}</p>
    </MessagePage>
  )
}

export { CatalogueErrorBoundary as ErrorBoundary }
