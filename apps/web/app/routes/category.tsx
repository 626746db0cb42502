// A category page (spec 2 §2.1): /pokies/all, /pokies/{slug}, /live/all, /live/{slug},
// /categories/{slug} (canonical /pokies/{slug}, set by the root's SEO links) and /games/{id}. The
// category is resolved for the visitor (a geo variant such as `top:ca` replaces its base); the first
// page of 40 is server-rendered and the rest load by infinite scroll.
import { splitLocalePath } from '@croupier/rules/locale'
import { isRouteErrorResponse, useLoaderData, useLocation, useNavigation } from 'react-router'
import {
  loadCategories,
  loadFavouriteIds,
  loadGamesPage,
  notFound,
  requestDevice,
} from '../features/catalogue/catalogue.server'
import { CatalogueErrorBoundary, CataloguePage } from '../features/catalogue/components/catalogue-page'
import { GameGrid, GameGridSkeleton } from '../features/catalogue/components/game-grid'
import { CategoryNav } from '../features/catalogue/components/providers-carousel'
import { FavouritesSeed } from '../features/catalogue/hooks/use-favourite'
import {
  categoryPath,
  categorySlugFromPath,
  categoryTitle,
  findCategory,
} from '../features/catalogue/model/game-list'
import { type PageMeta, pageMeta } from '../lib/meta'
import { routeContext } from '../lib/route-context.server'
import { useTranslation } from '../lib/translate'
import type { Route } from './+types/category'

type Section = 'pokies' | 'live' | 'categories' | 'games'
const CATEGORY_PATH = /^\/(pokies|live|categories|games)\//

function sectionOf(pathname: string): Section {
  const first = splitLocalePath(pathname).path.split('/')[1]
  return first === 'live' || first === 'categories' || first === 'games' ? first : 'pokies'
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { shell, t } = await routeContext(request, context)
  const device = requestDevice(request)
  const section = sectionOf(new URL(request.url).pathname)
  const key = categorySlugFromPath(section, 'id' in params ? params.id : params.slug)
  const categories = await loadCategories(request, device)
  const category = findCategory(categories, key)
  if (!category) throw notFound(t)
  const filter = { categories: { identifiers: [category.identifier], strategy: 'OR' as const } }
  const [page, favouriteIds] = await Promise.all([
    loadGamesPage(request, filter, 1, device, shell?.player?.currency ?? null),
    shell?.player ? loadFavouriteIds(request) : null,
  ])
  if (!page) throw new Response(null, { status: 503 })
  const title = categoryTitle(t, category)
  const description = t('catalogue.categoryDescription', { title, count: page.pagination.total })
  return {
    category: { identifier: category.identifier, title, type: category.type },
    siblings: categories
      .filter((c) => c.type === category.type && c.games_count > 0)
      .map((c) => ({
        key: c.identifier,
        title: categoryTitle(t, c),
        href: categoryPath(c),
        count: c.games_count,
      })),
    description,
    page,
    filter,
    device,
    favouriteIds,
    meta: { title: t('catalogue.categoryMetaTitle', { title }), description } satisfies PageMeta,
  }
}

export const meta: Route.MetaFunction = ({ data, error, matches }) => {
  if (error && isRouteErrorResponse(error))
    return pageMeta((error.data as { meta?: PageMeta })?.meta, matches)
  return pageMeta(data?.meta, matches)
}

export default function CategoryRoute() {
  const { t } = useTranslation()
  const { category, siblings, description, page, filter, device, favouriteIds } =
    useLoaderData<typeof loader>()
  // Skeleton tiles while another category loads, instead of the old category's games.
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const next = navigation.location?.pathname
  const isSwitching =
    navigation.state === 'loading' &&
    next !== undefined &&
    next !== pathname &&
    CATEGORY_PATH.test(splitLocalePath(next).path)
  return (
    <CataloguePage
      title={category.title}
      description={description}
      nav={
        <CategoryNav
          label={t('catalogue.moreCategories')}
          links={siblings}
          currentKey={category.identifier}
        />
      }
    >
      {isSwitching ? (
        <GameGridSkeleton count={12} />
      ) : (
        <FavouritesSeed ids={favouriteIds}>
          <GameGrid
            key={category.identifier}
            label={t('catalogue.gamesIn', { title: category.title })}
            initial={page}
            filter={filter}
            device={device}
            category={category.identifier}
            empty={<p>{t('catalogue.emptyCategory')}</p>}
          />
        </FavouritesSeed>
      )}
    </CataloguePage>
  )
}

export { CatalogueErrorBoundary as ErrorBoundary }
