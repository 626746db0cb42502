// Brand hosts: main, mirror, locale and betting domains with their licence, locale and sportsbook host.
// Implements spec 1 §1 (mirror domains, locale domains, sportsbook host and availability) and spec 2 §5
// (canonical links per locale host).

import type { Licence } from './licence'
import type { Locale } from './locale'

export type BrandHost = {
  host: string
  kind: 'main' | 'mirror' | 'locale' | 'betting'
  licence: Licence
  locale?: Locale
  bettingHost?: string
}

export const SPORTSBOOK_BLOCKED_COUNTRY = 'EE' // spec 1 §1: the sportsbook is not offered for country EE

/**
 * Host name from a Host or X-Forwarded-Host header: first entry of a list, lower-case, without port or
 * trailing dot ('Casino.Example:443' → 'casino.example', '[::1]:3000' → '[::1]').
 */
export function normaliseHost(hostHeader: string): string {
  const first = (hostHeader.split(',')[0] ?? '').trim().toLowerCase()
  const withoutPort = first.startsWith('[')
    ? first.replace(/^(\[[^\]]*\]).*$/, '$1')
    : first.replace(/:\d*$/, '')
  return withoutPort.replace(/\.$/, '')
}

/** The configured host for a request, matched without case or port; unknown hosts get the first main host. */
export function findBrandHost(hosts: readonly BrandHost[], hostHeader: string): BrandHost | undefined {
  const wanted = normaliseHost(hostHeader)
  return hosts.find((h) => normaliseHost(h.host) === wanted) ?? hosts.find((h) => h.kind === 'main')
}

export function isMainHost(host: BrandHost | undefined): boolean {
  return host?.kind === 'main'
}

/** Domain that serves a locale, when some locale maps to another domain (spec 1 §1). */
export function hostForLocale(hosts: readonly BrandHost[], locale: Locale): BrandHost | undefined {
  return hosts.find((h) => h.kind === 'locale' && h.locale === locale)
}

/**
 * The sportsbook is not offered for country EE or for hosts absent from the betting configuration
 * (spec 1 §1): here, a host without a bettingHost.
 */
export function isSportsbookAvailable({
  country,
  host,
}: {
  country: string | null | undefined
  host: BrandHost | undefined
}): boolean {
  const code = typeof country === 'string' ? country.trim().toUpperCase() : ''
  return (
    code !== SPORTSBOOK_BLOCKED_COUNTRY &&
    typeof host?.bettingHost === 'string' &&
    host.bettingHost.trim() !== ''
  )
}
