// Static CMS pages (spec 2 §3, §5) on the splat route: the page is looked up by its path without
// trailing slash and locale prefix, in the visitor's locale, licence and country (the platform picks
// a licence-suffixed variant). Unknown paths answer 404 with the not-found page. The body is the
// content-main block; the head reads the page's meta, its JSON-LD escaped by React Router's meta.
import * as api from '@croupier/contract/api.generated'
import type { StaticPage } from '@croupier/contract/cms/get-page'
import { isNoindex } from '@croupier/rules/routing'
import { replaceCurrentYear, staticPageLookupPath } from '@croupier/rules/static-pages'
import { data, isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router'
import { MysticPage } from '../features/jackpots/components/mystic-page'
import { loadMysticPage } from '../features/jackpots/mystic.server'
import { type PageMeta, pageMeta } from '../lib/meta'
import { isNoSuchPage } from '../lib/platform-client'
import { platformFor } from '../lib/platform-client.server'
import { routeContext } from '../lib/route-context.server'
import { useTranslation } from '../lib/translate'
import { MessagePage } from '../ui/message-page'
import { NotFound } from '../ui/not-found'
import prose from '../ui/prose.module.css'
import type { Route } from './+types/static-page'
import styles from './static-page.module.css'

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const slug = staticPageLookupPath(url.pathname)
  const { shell, locale, t } = await routeContext(request, context)
  const notFound = () =>
    data(
      { meta: { title: t('pages.notFound.metaTitle'), noindex: true } satisfies PageMeta },
      { status: 404 },
    )
  if (slug === '') throw notFound()
  // ADR 041: a mystic jackpot's identifier is its page, before the CMS lookup.
  const mystic = await loadMysticPage(request, shell, slug)
  if (mystic)
    return {
      mystic,
      page: null,
      meta: { title: mystic.detail.title, description: t('jackpots.mystic.lead') },
    }
  const query = {
    locale,
    licence: shell?.licence ?? 'CW',
    ...(shell?.country ? { country: shell.country } : {}),
  }
  let page: StaticPage | null
  try {
    page = await platformFor(request).call(api.getPage, { params: { slug }, query })
  } catch (error) {
    if (isNoSuchPage(error)) throw notFound()
    console.error('LOAD_STATIC_PAGE_ERROR', error instanceof Error ? error.message : error)
    throw data(
      { meta: { title: t('pages.oops.metaTitle'), noindex: true } satisfies PageMeta },
      { status: 503 },
    )
  }
  if (!page || page.hidden) throw notFound()
  // A page without content is still served, but someone should fill it (spec 2 §8).
  const mainContent = page.blocks['content-main'] || page.meta.mainContent
  if (mainContent.trim() === '') console.warn(`static page ${slug} has no content`)
  return {
    mystic: null,
    page: { title: page.title, content: replaceCurrentYear(mainContent, new Date()) },
    // spec 2 §3: the head comes from the page's meta (title, description, keywords, JSON-LD).
    meta: {
      title: page.meta.metaTitle || page.title,
      description: page.meta.metaDescription,
      keywords: page.meta.metaKeywords,
      noindex: isNoindex(url.pathname, 'static'),
      jsonLd: page.meta.json,
    } satisfies PageMeta,
  }
}

export const meta: Route.MetaFunction = ({ data: loaderData, error, matches }) => {
  if (error)
    return pageMeta(
      isRouteErrorResponse(error) ? (error.data as { meta?: PageMeta })?.meta : undefined,
      matches,
    )
  return pageMeta(loaderData?.meta, matches)
}

export default function StaticPageRoute() {
  const { page, mystic } = useLoaderData<typeof loader>()
  if (mystic) return <MysticPage {...mystic} />
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{page.title}</h1>
      {/* The platform sanitises CMS HTML (contract cms/get-page), so it is rendered as is. */}
      <div className={prose.prose} dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  )
}

export function ErrorBoundary() {
  const { t } = useTranslation()
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return (
    <MessagePage icon="warning" title={t('pages.unavailable.title')}>
      <p>{t('pages.unavailable.text')}</p>
    </MessagePage>
  )
}
