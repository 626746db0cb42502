// Where a page lives in another locale, and the page's SEO links. Some locales have their own domain
// (a locale host serves its locale without prefix, spec 1 §1); the others live under /{locale} on
// the current host. Canonical links are built per locale host (spec 2 §5) and /categories/{slug}
// is canonical as /pokies/{slug} (spec 1 §2).
import { type BrandHost, hostForLocale, normaliseHost } from '@croupier/rules/brand'
import {
  DEFAULT_LOCALE,
  isPlaceholderLocale,
  LOCALES,
  type Locale,
  localizePath,
} from '@croupier/rules/locale'
import { canonicalCategoryPath, isNoindex, routePath } from '@croupier/rules/routing'

export interface LocaleLinkContext {
  hosts: readonly BrandHost[]
  host: BrandHost
  /** Origin of the current page, e.g. http://localhost:3000 — scheme and port carry over to sibling hosts. */
  origin: string
}

function originOfHost(hostName: string, currentOrigin: string): string {
  const current = new URL(currentOrigin)
  return `${current.protocol}//${normaliseHost(hostName)}${current.port ? `:${current.port}` : ''}`
}

/** `{ origin: null }` = the current host. `path` keeps the query and hash of `pathWithQuery`. */
function locate(
  ctx: LocaleLinkContext,
  locale: Locale,
  pathWithQuery: string,
): { origin: string | null; path: string } {
  const own = hostForLocale(ctx.hosts, locale)
  const bare = localizePath(DEFAULT_LOCALE, pathWithQuery)
  const onCurrentHost = (host: BrandHost) => normaliseHost(host.host) === normaliseHost(ctx.host.host)
  if (own) return { origin: onCurrentHost(own) ? null : originOfHost(own.host, ctx.origin), path: bare }
  if (ctx.host.kind === 'locale') {
    // A locale host serves only its locale; the others live on the main host.
    const main = ctx.hosts.find((host) => host.kind === 'main')
    if (main && !onCurrentHost(main))
      return { origin: originOfHost(main.host, ctx.origin), path: localizePath(locale, bare) }
  }
  return { origin: null, path: localizePath(locale, bare) }
}

/** Link target for the language select: relative on this host, absolute when the locale has its own host. */
export function localeHref(ctx: LocaleLinkContext, locale: Locale, pathWithQuery: string): string {
  const { origin, path } = locate(ctx, locale, pathWithQuery)
  return origin ? `${origin}${path}` : path
}

/** Absolute URL of a page in a locale (canonical, hreflang). */
export function absoluteLocaleUrl(ctx: LocaleLinkContext, locale: Locale, pathWithQuery: string): string {
  const { origin, path } = locate(ctx, locale, pathWithQuery)
  return `${origin ?? ctx.origin}${path}`
}

export interface SeoLinks {
  canonical: string
  alternates: Array<{ hrefLang: string; href: string }>
  /** Route pages deeper than 3 segments (spec 1 §2); static pages read their own depth. */
  noindex: boolean
}

/** Canonical, hreflang for every real locale (the en-KW placeholder excluded) and x-default. */
export function seoLinks(ctx: LocaleLinkContext, locale: Locale, pathname: string): SeoLinks {
  const path = canonicalCategoryPath(routePath(pathname))
  const alternates: SeoLinks['alternates'] = LOCALES.filter((l) => !isPlaceholderLocale(l)).map((l) => ({
    hrefLang: l,
    href: absoluteLocaleUrl(ctx, l, path),
  }))
  alternates.push({ hrefLang: 'x-default', href: absoluteLocaleUrl(ctx, DEFAULT_LOCALE, path) })
  return { canonical: absoluteLocaleUrl(ctx, locale, path), alternates, noindex: isNoindex(pathname, 'page') }
}
