// Static pages, snippets and SEO data: the locale fallback chain picks the text, the licence
// suffix rule picks the page, and every HTML string is sanitised on the way out.
import type { JsonLd, StaticPage } from '@croupier/contract/cms/get-page'
import type { SeoPage } from '@croupier/contract/cms/get-seo-page'
import type { Snippet } from '@croupier/contract/cms/get-snippet'
import type { StaticPageSummary, StaticPages } from '@croupier/contract/cms/list-pages'
import { AU_COUNTRY, type Licence } from '@croupier/rules/licence'
import { type Locale, localeFallbackChain } from '@croupier/rules/locale'
import { pickLicencedSlug, unknownStaticPageMessage } from '@croupier/rules/static-pages'
import type { Database } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import * as repo from './cms.repository.ts'
import { sanitizeCmsHtml } from './sanitize.ts'

type Category = StaticPageSummary['categories'][number]

/** The row of the most specific locale of the chain, with the locale it came from. */
function pickByChain<T extends { locale: string }>(
  rows: T[],
  locale: Locale,
): (T & { locale: Locale }) | undefined {
  for (const candidate of localeFallbackChain(locale)) {
    const row = rows.find((r) => r.locale === candidate)
    if (row) return row as T & { locale: Locale }
  }
  return undefined
}

export async function listPages(db: Database, locale: Locale): Promise<StaticPages> {
  const [pages, titles] = await Promise.all([
    repo.listPageRows(db),
    repo.listPageTitles(db, localeFallbackChain(locale)),
  ])
  return {
    pages: pages.flatMap((page) => {
      const title = pickByChain(
        titles.filter((t) => t.pageId === page.id),
        locale,
      )
      if (!title) return []
      return [
        {
          id: page.id,
          path: page.slug,
          title: title.title,
          categories: page.categories as Category[],
          hidden: page.hidden,
        },
      ]
    }),
  }
}

export async function getPage(
  db: Database,
  slug: string,
  context: { locale: Locale; licence: Licence; country?: string | undefined },
): Promise<StaticPage> {
  // An Australian domain serves en-AU, so the locale stands in for the host (spec 2 §2.4, §5).
  const isAu = context.country === AU_COUNTRY || context.locale === 'en-AU'
  const resolved = pickLicencedSlug(slug, { licence: context.licence, isAu }, await repo.listPageSlugs(db))
  const page = resolved === undefined ? undefined : await repo.findPageBySlug(db, resolved)
  const notFound = new HttpError(404, 'NOT_FOUND', unknownStaticPageMessage(slug))
  if (!page) throw notFound
  const chain = localeFallbackChain(context.locale)
  const translation = pickByChain(await repo.listPageTranslations(db, page.id, chain), context.locale)
  if (!translation) throw notFound
  const content = sanitizeCmsHtml(translation.content)
  return {
    id: page.id,
    path: slug,
    url: `/${slug}`,
    routeName: 'staticPage',
    resolvedPath: page.slug,
    locale: translation.locale,
    title: translation.title,
    content,
    categories: page.categories as Category[],
    hidden: page.hidden,
    pageType: 'static',
    blocks: {
      'content-main': content,
      json: translation.jsonLd,
      description: translation.metaDescription,
      keywords: translation.metaKeywords,
      title: translation.metaTitle,
    },
    meta: {
      metaTitle: translation.metaTitle || translation.title,
      metaDescription: translation.metaDescription,
      metaKeywords: translation.metaKeywords,
      json: parseJsonLd(translation.jsonLd),
      mainContent: content,
    },
  }
}

/** The json block as an object; an operator's malformed JSON drops the structured data, not the page. */
export function parseJsonLd(text: string): JsonLd | null {
  if (text.trim() === '') return null
  try {
    const value: unknown = JSON.parse(text)
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonLd) : null
  } catch {
    return null
  }
}

export async function getSnippet(db: Database, key: string, locale: Locale): Promise<Snippet> {
  const row = pickByChain(await repo.listSnippets(db, key, localeFallbackChain(locale)), locale)
  if (!row) throw new HttpError(404, 'NOT_FOUND', `No snippet ${key}`)
  return { key, locale: row.locale, content: sanitizeCmsHtml(row.content) }
}

export async function getSeoPage(db: Database, path: string, locale: Locale): Promise<SeoPage> {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path
  const row = pickByChain(await repo.listSeoPages(db, normalised, localeFallbackChain(locale)), locale)
  if (!row) throw new HttpError(404, 'NOT_FOUND', `No SEO data for ${normalised}`)
  return {
    path: row.path,
    locale: row.locale,
    title: row.title,
    description: row.description,
    keywords: row.keywords,
    h1: row.h1,
    text: sanitizeCmsHtml(row.text),
  }
}
