import type { BrandHost } from '@croupier/rules/brand'
import { describe, expect, it } from 'vitest'
import { localeHref, seoLinks } from './locale-links'

const hosts: BrandHost[] = [
  { host: 'casino.test', kind: 'main', licence: 'CW' },
  { host: 'de.casino.test', kind: 'locale', licence: 'CW', locale: 'de' },
]
const main = { hosts, host: hosts[0] as BrandHost, origin: 'https://casino.test' }
const deHost = { hosts, host: hosts[1] as BrandHost, origin: 'https://de.casino.test' }

describe('localeHref (spec 1 §1: /{localeCode}{currentPath}; some locales have their own domain)', () => {
  it('prefixes the path on this host', () => {
    expect(localeHref(main, 'en-AU', '/pokies/all?page=2')).toBe('/en-AU/pokies/all?page=2')
    expect(localeHref(main, 'en', '/it/pokies')).toBe('/pokies')
  })

  it('goes to the locale host of a locale that has one', () => {
    expect(localeHref(main, 'de', '/en-AU/pokies')).toBe('https://de.casino.test/pokies')
  })

  it('leaves a locale host for the main host for other locales', () => {
    expect(localeHref(deHost, 'it', '/pokies')).toBe('https://casino.test/it/pokies')
    expect(localeHref(deHost, 'de', '/pokies')).toBe('/pokies')
  })
})

describe('seoLinks (spec 1 §2, spec 2 §5)', () => {
  it('builds canonical per locale host, rewrites /categories and skips en-KW', () => {
    const seo = seoLinks(main, 'en-AU', '/en-AU/categories/slots')
    expect(seo.canonical).toBe('https://casino.test/en-AU/pokies/slots')
    const byLang = Object.fromEntries(seo.alternates.map((a) => [a.hrefLang, a.href]))
    expect(byLang.de).toBe('https://de.casino.test/pokies/slots')
    expect(byLang['x-default']).toBe('https://casino.test/pokies/slots')
    expect(byLang['en-KW']).toBeUndefined()
    expect(Object.keys(byLang)).toHaveLength(9)
  })

  it('marks pages deeper than 3 segments noindex', () => {
    expect(seoLinks(main, 'en', '/a/b/c').noindex).toBe(false)
    expect(seoLinks(main, 'de', '/de/a/b/c/d').noindex).toBe(true)
  })
})
