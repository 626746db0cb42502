// Page <head> tags for route modules: "<title> | <brand>", description, keywords and robots, keeping
// the tags parent routes add (canonical and hreflang links from the root) because React Router
// renders only the deepest route's meta.
import type { MetaDescriptor } from 'react-router'

export interface PageMeta {
  title: string
  description?: string
  keywords?: string
  noindex?: boolean
  /** schema.org structured data, rendered as an escaped application/ld+json script. */
  jsonLd?: Record<string, unknown> | null
}

export const DEFAULT_BRAND = 'Croupier'

type MetaMatch = { meta?: MetaDescriptor[] | undefined; data?: unknown } | undefined

function isReplaced(descriptor: MetaDescriptor): boolean {
  if ('title' in descriptor || 'script:ld+json' in descriptor) return true
  const name = 'name' in descriptor ? descriptor.name : undefined
  return name === 'description' || name === 'keywords' || name === 'robots'
}

/** The operator's name from the main layout's chrome data, else the default brand. */
export function brandFromMatches(matches: readonly MetaMatch[]): string {
  for (const match of matches) {
    const chrome = (match?.data as { chrome?: { project?: { name?: unknown } | null } } | undefined)?.chrome
    const name = chrome?.project?.name
    if (typeof name === 'string' && name !== '') return name
  }
  return DEFAULT_BRAND
}

export function pageMeta(page: PageMeta | undefined, matches: readonly MetaMatch[]): MetaDescriptor[] {
  // A parent that used pageMeta already repeats its own parents' tags: keep each tag once.
  const seen = new Set<string>()
  const inherited = matches
    .flatMap((match) => match?.meta ?? [])
    .filter((descriptor) => !isReplaced(descriptor))
    .filter((descriptor) => {
      const key = JSON.stringify(descriptor)
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
  if (!page) return inherited
  const brand = brandFromMatches(matches)
  // CMS titles often carry the brand already ('Privacy policy | Croupier'); it is added only once.
  const title = !page.title ? brand : page.title.includes(brand) ? page.title : `${page.title} | ${brand}`
  const tags: MetaDescriptor[] = [{ title }]
  if (page.description) tags.push({ name: 'description', content: page.description })
  if (page.keywords) tags.push({ name: 'keywords', content: page.keywords })
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex, follow' })
  if (page.jsonLd) tags.push({ 'script:ld+json': page.jsonLd })
  return [...inherited, ...tags]
}
