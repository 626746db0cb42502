// The main lobby, '/' and '/categories' (spec 2 §2.1): the hero banner and the category shortcuts,
// server-rendered. (`?pwa=install` is handled for every lobby path by lib/hash-actions.tsx.)

import type { SeoPage } from '@croupier/contract/cms/get-seo-page'
import type { BannersConfig } from '@croupier/contract/config/get-banners-config'
import { BANNERS_LOCALE_HEADER } from '@croupier/contract/config/get-banners-config'
import { useLoaderData } from 'react-router'
import { CategoryLinks } from '../features/lobby/components/category-links'
import { HeroBanner } from '../features/lobby/components/hero-banner'
import { bannersFor, HERO_CATEGORY } from '../features/lobby/model/banners'
import { cachedPlatformGet, platformCall } from '../lib/platform.server'
import { useTranslation } from '../lib/translate'
import layout from '../shell/layout.module.css'
import { type PageMeta, pageMeta } from '../shell/meta'
import { useNavItems } from '../shell/use-nav-items'
import prose from '../ui/prose.module.css'
import type { Route } from './+types/lobby'
import styles from './lobby.module.css'
import { routeContext } from './route-context.server'

const SEO_HOME_PATH = '/home' // spec 2 §7: SEO data of main is loaded as /home

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, locale, t } = await routeContext(request, context)
  const [banners, seo] = await Promise.all([
    platformCall<BannersConfig>(request, '/api/fe/config/banners-config', {
      headers: { [BANNERS_LOCALE_HEADER]: locale },
    }),
    cachedPlatformGet<SeoPage>(`/api/cms/seo?path=${encodeURIComponent(SEO_HOME_PATH)}&locale=${locale}`),
  ])
  const audience = { isLoggedIn: shell?.player != null, groupIds: [], now: new Date() }
  const hero = bannersFor(banners?.banners ?? [], HERO_CATEGORY, audience)[0] ?? null
  return {
    hero,
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
  const { hero, seo } = useLoaderData<typeof loader>()
  const navItems = useNavItems()

  const categories = navItems.filter(
    (item) => !item.external && item.matchPath !== '/' && !item.id.startsWith('page:'),
  )
  const heading = seo?.h1 || t('lobby.title')

  return (
    <div className={`${layout.container} ${styles.lobby}`}>
      {hero ? (
        <>
          <h1 className="sr-only">{heading}</h1>
          <HeroBanner banner={hero} />
        </>
      ) : (
        <header className={styles.intro}>
          <h1 className={styles.title}>{heading}</h1>
          <p className={styles.subtitle}>{t('lobby.subtitle')}</p>
        </header>
      )}

      <CategoryLinks items={categories} />

      {/* Game rows (catalogue issue): the category rows with 15 games each render here. */}

      {seo?.text ? (
        <section className={styles.seo} aria-label={t('lobby.about')}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: SEO text is sanitised by the platform's CMS module. */}
          <div className={prose.prose} dangerouslySetInnerHTML={{ __html: seo.text }} />
        </section>
      ) : null}
    </div>
  )
}
