// A producer's games (spec 2 §2.1): /producers/{slug} and /producers/{slug}/{page}, which starts at
// that page of 40 and scrolls on from there; the head carries rel prev/next for crawlers. Unknown
// or blocked producers and pages past the end answer 404.
import { localizePath } from '@croupier/rules/locale'
import { isRouteErrorResponse, Link, redirect, useLoaderData } from 'react-router'
import {
  loadFavouriteIds,
  loadGamesPage,
  loadProviders,
  notFound,
  requestDevice,
} from '../features/catalogue/catalogue.server'
import { CatalogueErrorBoundary, CataloguePage } from '../features/catalogue/components/catalogue-page'
import { GameGrid } from '../features/catalogue/components/game-grid'
import { FavouritesSeed } from '../features/catalogue/hooks/use-favourite'
import { parsePageParam } from '../features/catalogue/model/game-list'
import { type PageMeta, pageMeta } from '../lib/meta'
import { routeContext } from '../lib/route-context.server'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import type { Route } from './+types/producer'
import styles from './producer.module.css'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { shell, locale, t } = await routeContext(request, context)
  const pageNumber = parsePageParam('page' in params ? params.page : undefined)
  if (pageNumber === null) throw notFound(t)
  // One URL per page: /producers/{slug}/1 is /producers/{slug}.
  if (pageNumber === 1 && 'page' in params && params.page !== undefined)
    throw redirect(localizePath(locale, `/producers/${params.slug}`), 301)
  const device = requestDevice(request)
  const providers = await loadProviders(request)
  const provider = providers.find((p) => p.slug === params.slug.toLowerCase())
  if (!provider) throw notFound(t)
  const filter = { providers: [provider.slug] }
  const [page, favouriteIds] = await Promise.all([
    loadGamesPage(request, filter, pageNumber, device, shell?.player?.currency ?? null),
    shell?.player ? loadFavouriteIds(request) : null,
  ])
  if (!page) throw new Response(null, { status: 503 })
  if (page.data.length === 0 && pageNumber > 1) throw notFound(t)
  const base = localizePath(locale, `/producers/${provider.slug}`)
  const pageHref = (n: number) => (n === 1 ? base : `${base}/${n}`)
  const description = t('catalogue.producerDescription', {
    name: provider.name,
    count: page.pagination.total,
  })
  return {
    provider: { slug: provider.slug, name: provider.name },
    pageNumber,
    page,
    filter,
    device,
    favouriteIds,
    description,
    prev: pageNumber > 1 ? pageHref(pageNumber - 1) : null,
    next: page.pagination.next_page ? pageHref(page.pagination.next_page) : null,
    meta: {
      title:
        pageNumber > 1
          ? t('catalogue.producerMetaTitlePage', { name: provider.name, page: pageNumber })
          : t('catalogue.producerMetaTitle', { name: provider.name }),
      description,
    } satisfies PageMeta,
  }
}

export const meta: Route.MetaFunction = ({ data, error, matches }) => {
  if (error && isRouteErrorResponse(error))
    return pageMeta((error.data as { meta?: PageMeta })?.meta, matches)
  const tags = pageMeta(data?.meta, matches)
  if (data?.prev) tags.push({ tagName: 'link', rel: 'prev', href: data.prev })
  if (data?.next) tags.push({ tagName: 'link', rel: 'next', href: data.next })
  return tags
}

export default function ProducerRoute() {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const { provider, pageNumber, page, filter, device, favouriteIds, description, prev } =
    useLoaderData<typeof loader>()
  return (
    <CataloguePage
      title={t('catalogue.producerTitle', { name: provider.name })}
      description={description}
      nav={
        <nav className={styles.crumbs} aria-label={t('catalogue.producerNav')}>
          <Link to={localizePath(locale, '/')}>{t('catalogue.lobby')}</Link>
          {prev ? (
            <Link to={prev} rel="prev">
              {t('catalogue.earlierGames', { page: pageNumber - 1 })}
            </Link>
          ) : null}
        </nav>
      }
    >
      <FavouritesSeed ids={favouriteIds}>
        <GameGrid
          key={`${provider.slug}/${pageNumber}`}
          label={t('catalogue.gamesBy', { name: provider.name })}
          initial={page}
          filter={filter}
          device={device}
          withRandomCard={false}
          empty={<p>{t('catalogue.emptyCategory')}</p>}
        />
      </FavouritesSeed>
    </CataloguePage>
  )
}

export { CatalogueErrorBoundary as ErrorBoundary }
