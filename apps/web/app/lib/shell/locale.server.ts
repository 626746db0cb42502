// The page's locale (spec 1 §1): the path prefix, else the locale host, else the default; a
// `?locale=` switch and the first visit's geo default redirect, both writing the locale cookie.
import type { BrandHost } from '@croupier/rules/brand'
import {
  DEFAULT_LOCALE,
  type Locale,
  localeForCountry,
  normaliseLocale,
  splitLocalePath,
} from '@croupier/rules/locale'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, serializeCookie } from '../cookies'
import { localeHref } from '../locale-links'

export interface LocaleInput {
  url: URL
  cookies: Record<string, string>
  host: BrandHost
  hosts: BrandHost[]
  country: string
  isDocumentGet: boolean
  isBot: boolean
}

export type LocaleResolution =
  | { kind: 'redirect'; location: string; setCookies: string[] }
  | { kind: 'locale'; locale: Locale; setCookies: string[]; isNewChoice: boolean }

export function resolveLocale({
  url,
  cookies,
  host,
  hosts,
  country,
  isDocumentGet,
  isBot,
}: LocaleInput): LocaleResolution {
  const linkContext = { hosts, host, origin: url.origin }
  const { locale: pathLocale, hasPrefix } = splitLocalePath(url.pathname)
  const hostLocale = host.kind === 'locale' ? host.locale : undefined
  const locale: Locale = hasPrefix ? pathLocale : (hostLocale ?? DEFAULT_LOCALE)
  const secure = url.protocol === 'https:'
  const setCookies: string[] = []
  const setLocaleCookie = (value: Locale) =>
    setCookies.push(serializeCookie(LOCALE_COOKIE, value, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_S, secure }))

  if (isDocumentGet) {
    // ?locale=de switches language like the language select: cookie, then the page in that locale.
    const queryLocale = normaliseLocale(url.searchParams.get('locale'))
    if (queryLocale) {
      url.searchParams.delete('locale')
      setLocaleCookie(queryLocale)
      const location = localeHref(linkContext, queryLocale, `${url.pathname}${url.search}`)
      return { kind: 'redirect', location, setCookies }
    }
    // First visit to an unprefixed path: the geo default locale (spec 1 §1). Bots index what they asked for.
    if (!hasPrefix && !hostLocale && !cookies[LOCALE_COOKIE] && !isBot) {
      const geoLocale = localeForCountry(country)
      setLocaleCookie(geoLocale)
      if (geoLocale !== locale) {
        const location = localeHref(linkContext, geoLocale, `${url.pathname}${url.search}`)
        return { kind: 'redirect', location, setCookies }
      }
      return { kind: 'locale', locale, setCookies, isNewChoice: false }
    }
  }
  // The page's locale is the visitor's latest choice (a prefixed link, the language select).
  const isNewChoice = !isBot && cookies[LOCALE_COOKIE] !== locale
  if (isNewChoice) setLocaleCookie(locale)
  return { kind: 'locale', locale, setCookies, isNewChoice }
}
