// The main lobby, '/' and '/categories' (spec 2 §2.1, §2.5): the hero banners (a slider), links to every
// category, the games a signed-in player played last, a row of up to 15 games per lobby category,
// the providers carousel and the shortcuts, all server-rendered. (`?pwa=install` is handled for
// every lobby path by lib/hash-actions.tsx.)

import * as api from '@croupier/contract/api.generated'
import { BANNERS_LOCALE_HEADER } from '@croupier/contract/config/get-banners-config'
import type { RealtimeEventMap } from '@croupier/contract/realtime/events'
import { lazy, Suspense, useEffect, useMemo } from 'react'
import { useLoaderData } from 'react-router'
import { GiftRedirectOnMain } from '../features/bonuses/components/gift-redirect-on-main'
import { StoredBonusCodeOnMain } from '../features/cashbox/components/stored-bonus-code-on-main'
import { storedBonusCodeMayBeDue } from '../features/cashbox/model/stored-bonus-code-check'
import {
  loadCategories,
  loadCollections,
  loadFavouriteIds,
  loadProviders,
  requestDevice,
} from '../features/catalogue/catalogue.server'
import { GameRow } from '../features/catalogue/components/game-row'
import { CategoryNav, ProvidersCarousel } from '../features/catalogue/components/providers-carousel'
import { FavouritesSeed } from '../features/catalogue/hooks/use-favourite'
import {
  categoryPath,
  categoryTitle,
  findCategory,
  LOBBY_ROW_SIZE,
  LOBBY_ROWS,
} from '../features/catalogue/model/game-list'
import { loadTickerHtml } from '../features/jackpots/wins-ticker.server'
import { CategoryLinks } from '../features/lobby/components/category-links'
import { HeroSlider } from '../features/lobby/components/hero-banner'
import { withBuiltTargets } from '../features/lobby/model/banner-targets'
import { audienceOf, bannersFor, HERO_CATEGORY } from '../features/lobby/model/banners'
import { isBuiltPage } from '../lib/built-pages'
import { on } from '../lib/events'
import { type PageMeta, pageMeta } from '../lib/meta'
import { cachedPlatformGet, platformFor } from '../lib/platform-client.server'
import { routeContext } from '../lib/route-context.server'
import { useTranslation } from '../lib/translate'
import { useNavItems } from '../shell/use-nav-items'
import layout from '../ui/layout.module.css'
import prose from '../ui/prose.module.css'
import type { Route } from './+types/lobby'
import styles from './lobby.module.css'
import { loadPromoWidgets } from './lobby-widgets.server'

const SEO_HOME_PATH = '/home' // spec 2 §7: SEO data of main is loaded as /home
const PROMO_WIDGETS_ID = 'promo-widgets'

// Only players load the promo widgets' code (ADR 040): the guest lobby's JS budget has no room.
// A player's document already holds the row, so its chunk is fetched as this module loads, and
// once there it is handed over synchronously: hydration keeps the server's row instead of showing
// the placeholder while the chunk loads.
type PromoWidgetsModule = { default: typeof import('../shell/promo-widgets').PromoWidgets }
let promoWidgetsModule: PromoWidgetsModule | null = null
const loadPromoWidgetsModule = () =>
  import('../shell/promo-widgets').then((module) => {
    promoWidgetsModule = { default: module.PromoWidgets }
    return promoWidgetsModule
  })
if (typeof document !== 'undefined' && document.getElementById(PROMO_WIDGETS_ID))
  loadPromoWidgetsModule().catch(() => {})
const PromoWidgets = lazy(() => {
  const ready = promoWidgetsModule
  // A settled thenable React.lazy reads at once (no suspension) when the chunk is already here.
  if (ready)
    return {
      // biome-ignore lint/suspicious/noThenProperty: React.lazy reads a thenable that settles inside then() at once.
      then: (resolve: (module: PromoWidgetsModule) => void) => resolve(ready),
    } as Promise<PromoWidgetsModule>
  return loadPromoWidgetsModule()
})

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, locale, t } = await routeContext(request, context)
  const device = requestDevice(request)
  const [banners, seo, categories, collections, providers, favouriteIds, played, widgets, ticker] =
    await Promise.all([
      platformFor(request).callOrNull(api.getBannersConfig, { headers: { [BANNERS_LOCALE_HEADER]: locale } }),
      cachedPlatformGet(api.getSeoPage, { query: { path: SEO_HOME_PATH, locale } }),
      loadCategories(request, device),
      loadCollections(request, LOBBY_ROWS, LOBBY_ROW_SIZE, device, shell?.player?.currency ?? null),
      loadProviders(request),
      shell?.player ? loadFavouriteIds(request) : null,
      // spec 1 §4 "last games": a signed-in player finds the games they played first.
      shell?.player ? platformFor(request).callOrNull(api.getPlayedGames) : null,
      // spec 2 §3 promo widgets: players only, while allWidgets is on; null for guests.
      loadPromoWidgets(request, shell),
      // spec 2 §2.7: recent jackpot wins, as server HTML (ADR 041 lane wjack: no code in the lobby).
      loadTickerHtml(t, locale),
    ])
  const rows = LOBBY_ROWS.flatMap((slug) => {
    const category = findCategory(categories, slug)
    const page = category ? collections[category.identifier] : undefined
    if (!category || !page || page.data.length === 0) return []
    return [{ category, games: page.data, total: page.pagination.total }]
  })
  const audience = audienceOf(shell?.player ?? null, new Date())
  const staticPaths = shell?.staticPages.map((page) => page.path) ?? []
  const heroes = bannersFor(banners?.banners ?? [], HERO_CATEGORY, audience)
  const builtHeroes = withBuiltTargets(heroes, (href) => isBuiltPage(href, staticPaths))
  return {
    heroes: builtHeroes,
    rows,
    recent: played ? { games: played.slice(0, LOBBY_ROW_SIZE), total: played.length } : null,
    categories: categories.filter((c) => c.games_count > 0),
    providers: [...providers].sort((a, b) => b.games_count - a.games_count),
    favouriteIds,
    widgets,
    ticker,
    seo: seo ? { h1: seo.h1, text: seo.text } : null,
    meta: {
      title: seo?.title || t('lobby.metaTitle'),
      description: seo?.description || t('lobby.metaDescription'),
      keywords: seo?.keywords,
    } satisfies PageMeta,
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function Lobby() {
  const { t } = useTranslation()
  const {
    heroes,
    seo,
    rows,
    recent,
    categories: allCategories,
    providers,
    favouriteIds,
    widgets,
    ticker,
  } = useLoaderData<typeof loader>()
  // A jackpot win on the public feed loads the few lines that add it to the ticker.
  useEffect(
    () =>
      on('realtime', ({ name, payload }) => {
        if (name === 'wins')
          import('../features/jackpots/wins-live').then((live) =>
            live.addWin(payload as RealtimeEventMap['wins']),
          )
      }),
    [],
  )
  // The same element on every render: an update would make React drop the server's row for the
  // placeholder while the chunk is still on its way.
  const widgetRow = useMemo(
    () =>
      widgets?.length ? (
        <div className={styles.widgets} id={PROMO_WIDGETS_ID}>
          <Suspense fallback={<div className={styles.widgetsPlaceholder} data-promo-widgets-placeholder />}>
            <PromoWidgets widgets={widgets} />
          </Suspense>
        </div>
      ) : null,
    [widgets],
  )
  const navItems = useNavItems()

  const categories = navItems.filter(
    (item) => !item.external && item.matchPath !== '/' && !item.id.startsWith('page:'),
  )
  const heading = seo?.h1 || t('lobby.title')

  return (
    <div className={`${layout.container} ${styles.lobby}`}>
      <StoredBonusCodeOnMain />
      <GiftRedirectOnMain yieldTo={storedBonusCodeMayBeDue} />
      {heroes.length > 0 ? (
        <>
          <h1 className="sr-only">{heading}</h1>
          <HeroSlider banners={heroes} />
        </>
      ) : (
        <header className={styles.intro}>
          <h1 className={styles.title}>{heading}</h1>
          <p className={styles.subtitle}>{t('lobby.subtitle')}</p>
        </header>
      )}

      {/* The row's space is taken by the server's HTML (or the placeholder) before its code loads. */}
      {widgetRow}

      <CategoryNav
        label={t('catalogue.allCategories')}
        links={allCategories.map((category) => ({
          key: category.identifier,
          title: categoryTitle(t, category),
          href: categoryPath(category),
          count: category.games_count,
        }))}
      />

      <FavouritesSeed ids={favouriteIds}>
        {recent ? (
          <GameRow
            title={t('lobby.recentlyPlayed')}
            href="/profile/games-history"
            total={recent.total}
            games={recent.games}
          />
        ) : null}
        {rows.map(({ category, games, total }, index) => (
          <GameRow
            key={category.identifier}
            title={categoryTitle(t, category)}
            href={categoryPath(category)}
            total={total}
            games={games}
            isFirst={index === 0}
          />
        ))}
      </FavouritesSeed>

      {/* Built and escaped by features/jackpots/wins-ticker.server.ts. */}
      {ticker ? (
        <div id="wins-ticker" className={styles.ticker} dangerouslySetInnerHTML={{ __html: ticker }} />
      ) : null}

      <ProvidersCarousel providers={providers} />

      <CategoryLinks items={categories} />

      {seo?.text ? (
        <section className={styles.seo} aria-label={t('lobby.about')}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: SEO text is sanitised by the platform's CMS module. */}
          <div className={prose.prose} dangerouslySetInnerHTML={{ __html: seo.text }} />
        </section>
      ) : null}
    </div>
  )
}
