// The root loader's work: resolve host, country, locale, licence, geo restriction and the public
// configuration the chrome needs (ShellContext), decide the first-visit locale redirect, and write
// the locale and partner cookies. Public data is cached in the process; the per-visitor country is
// asked for on every document request. Everything is fetched in parallel and degrades to defaults
// when the platform is down, so the page still renders.

import type { Snippet } from '@croupier/contract/cms/get-snippet'
import type { StaticPages } from '@croupier/contract/cms/list-pages'
import type { BettingConfig } from '@croupier/contract/config/get-betting-config'
import type { LogoConfig } from '@croupier/contract/config/get-logo-config'
import type { StagByReferrerName } from '@croupier/contract/config/get-stag-by-referrer-name'
import type { Countries } from '@croupier/contract/info/get-countries'
import type { CurrentIp } from '@croupier/contract/info/get-current-ip'
import type { Project } from '@croupier/contract/info/get-project'
import type { Account } from '@croupier/contract/player/get-accounts'
import type { Player } from '@croupier/contract/player/get-player'
import { isLoggedIn as hasProfileId } from '@croupier/rules/auth-state'
import {
  type BrandHost,
  findBrandHost,
  isMainHost,
  normaliseHost,
  SPORTSBOOK_BLOCKED_COUNTRY,
} from '@croupier/rules/brand'
import { clientContextFromUserAgent } from '@croupier/rules/client-context'
import { parseOverrides, resolveFlags } from '@croupier/rules/feature-flags'
import { effectiveGeoRestriction, FULLY_RESTRICTED_COUNTRIES } from '@croupier/rules/geo'
import { EE_COUNTRY, needsAuApproval, resolveLicence } from '@croupier/rules/licence'
import {
  countryOrDefault,
  DEFAULT_LOCALE,
  type Locale,
  localeForCountry,
  normaliseLocale,
  splitLocalePath,
} from '@croupier/rules/locale'
import { isStaticPageVisible, replaceCurrentYear } from '@croupier/rules/static-pages'
import {
  AU_APPROVED_COOKIE,
  COOKIE_CONSENT_COOKIE,
  DEV_COOKIE_MAX_AGE_S,
  DEV_COUNTRY_COOKIE,
  DEV_HOST_COOKIE,
  FLAGS_COOKIE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  parseCookies,
  serializeCookie,
} from './cookies'
import type { Messages } from './i18n'
import { localeHref } from './locale-links'
import { loadServerMessages } from './messages.server'
import { externalReferrer, partnerCookies } from './partner-tracking.server'
import {
  cachedPlatformGet,
  DEV_COUNTRY_HEADER,
  isDevBuild,
  PlatformError,
  platformCall,
} from './platform.server'
import { isDocumentRequest } from './request-kind'
import type { ShellContext, ShellPlayer } from './shell-context'

/** The platform's session cookie (contract auth/sign-in); without it the visitor is a guest. */
export const SESSION_COOKIE = 'croupier_session'

/** platformCall that answers null on a 401 without logging: an expired session is no failure. */
async function sessionCall<T>(request: Request, path: string): Promise<T | null> {
  try {
    return await platformCall<T>(request, path, { rethrow: true })
  } catch (error) {
    if (!(error instanceof PlatformError && error.status === 401))
      console.error(path, error instanceof Error ? error.message : error)
    return null
  }
}

/**
 * The signed-in player and their wallets (GET /api/player, GET /api/player/accounts) with the
 * visitor's cookie, asked only when the session cookie is there. Logged in means the profile came
 * back with an id (spec 1 §4).
 */
export async function loadPlayer(
  request: Request,
  cookies: Record<string, string>,
): Promise<ShellPlayer | null> {
  if (!cookies[SESSION_COOKIE]) return null
  const [player, accounts] = await Promise.all([
    sessionCall<Player>(request, '/api/player'),
    sessionCall<Account[]>(request, '/api/player/accounts'),
  ])
  if (!player || !hasProfileId(player)) return null
  return { ...player, accounts: accounts ?? [] }
}

export interface RootLoaderData {
  shell: ShellContext
  /** The catalog on document requests; null on client revalidations (the browser loads it). */
  messages: Messages | null
}

export type RootResolution =
  | { kind: 'redirect'; location: string; setCookies: string[] }
  | { kind: 'data'; data: RootLoaderData; setCookies: string[] }

/** Query parameters that set the dev cookies (dev builds only). */
export const DEV_QUERY_PARAMS = [DEV_COUNTRY_COOKIE, DEV_HOST_COOKIE] as const

const DEFAULT_LOGO: ShellContext['logo'] = {
  full: '/api/assets/logo-full.svg',
  mobile: '/api/assets/logo-mobile.svg',
  alt: 'Croupier',
}

function secureCookie(url: URL) {
  return url.protocol === 'https:'
}

/** Dev builds: `?dev_country=AU&dev_host=ee.localhost` becomes cookies, then the clean URL is reloaded. */
function devQueryRedirect(url: URL): RootResolution | null {
  if (!isDevBuild() || !DEV_QUERY_PARAMS.some((name) => url.searchParams.has(name))) return null
  const setCookies: string[] = []
  for (const name of DEV_QUERY_PARAMS) {
    if (!url.searchParams.has(name)) continue
    const value = (url.searchParams.get(name) ?? '').trim()
    setCookies.push(serializeCookie(name, value, { maxAgeSeconds: value ? DEV_COOKIE_MAX_AGE_S : 0 }))
    url.searchParams.delete(name)
  }
  return { kind: 'redirect', location: `${url.pathname}${url.search}`, setCookies }
}

function fallbackHost(url: URL): BrandHost {
  return { host: normaliseHost(url.host), kind: 'main', licence: 'CW' }
}

/**
 * Saves the visitor's language choice on the account (spec 1 §1, PATCH /api/player/update_locale).
 * Only a signed-in player has one; guests keep the cookie alone.
 */
export async function saveLocaleChoice(
  request: Request,
  locale: Locale,
  player: ShellContext['player'],
): Promise<void> {
  if (!player || player.language === locale) return
  // A state-changing call: the platform wants the page's own origin (CSRF check).
  const origin = new URL(request.url).origin
  const saved = await platformCall<{ locale: string }>(request, '/api/player/update_locale', {
    method: 'PATCH',
    body: { locale },
    headers: { origin },
  })
  if (saved) player.language = player.locale = saved.locale
}

export async function resolveRoot(request: Request, now = Date.now()): Promise<RootResolution> {
  const url = new URL(request.url)
  const devRedirect = devQueryRedirect(url)
  if (devRedirect) return devRedirect

  const cookies = parseCookies(request.headers.get('cookie'))
  const dev = isDevBuild()
  const isDocument = isDocumentRequest(request)
  const client = clientContextFromUserAgent(request.headers.get('user-agent'))
  const trackPartner = isDocument && !client.isBot
  const setCookies: string[] = []
  const secure = secureCookie(url)

  const devCountry = dev ? cookies[DEV_COUNTRY_COOKIE]?.trim().toUpperCase() : undefined
  const hostHeader = (dev && cookies[DEV_HOST_COOKIE]) || url.host

  const [project, countries, betting, logoConfig, currentIp, stagByReferrerName, player] = await Promise.all([
    cachedPlatformGet<Project>('/api/info/project'),
    cachedPlatformGet<Countries>('/api/info/countries'),
    cachedPlatformGet<BettingConfig>('/api/fe/config/betting-config'),
    cachedPlatformGet<LogoConfig>('/api/fe/config/logo-config'),
    platformCall<CurrentIp>(request, '/api/current_ip', {
      headers: devCountry && /^[A-Z]{2}$/.test(devCountry) ? { [DEV_COUNTRY_HEADER]: devCountry } : {},
    }),
    trackPartner ? cachedPlatformGet<StagByReferrerName>('/api/fe/config/stag-by-referrer-name') : null,
    loadPlayer(request, cookies),
  ])

  const hosts = project?.hosts ?? []
  const host = findBrandHost(hosts, hostHeader) ?? fallbackHost(url)
  const country = countryOrDefault(currentIp?.country_code)
  const linkContext = { hosts, host, origin: url.origin }

  // Locale: the path prefix, else the locale host, else the default (spec 1 §1).
  const { locale: pathLocale, hasPrefix } = splitLocalePath(url.pathname)
  const hostLocale = host.kind === 'locale' ? host.locale : undefined
  const locale: Locale = hasPrefix ? pathLocale : (hostLocale ?? DEFAULT_LOCALE)
  let localeCookieWritten = false
  const setLocaleCookie = (value: Locale) => {
    localeCookieWritten = true
    setCookies.push(serializeCookie(LOCALE_COOKIE, value, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_S, secure }))
  }

  if (isDocument && request.method === 'GET') {
    // ?locale=de switches language like the language select: cookie, then the page in that locale.
    const queryLocale = normaliseLocale(url.searchParams.get('locale'))
    if (queryLocale) {
      url.searchParams.delete('locale')
      setLocaleCookie(queryLocale)
      return {
        kind: 'redirect',
        location: localeHref(linkContext, queryLocale, `${url.pathname}${url.search}`),
        setCookies,
      }
    }
    // First visit to an unprefixed path: the geo default locale (spec 1 §1). Bots index what they asked for.
    if (!hasPrefix && !hostLocale && !cookies[LOCALE_COOKIE] && !client.isBot) {
      const geoLocale = localeForCountry(country)
      setLocaleCookie(geoLocale)
      if (geoLocale !== locale) {
        return {
          kind: 'redirect',
          location: localeHref(linkContext, geoLocale, `${url.pathname}${url.search}`),
          setCookies,
        }
      }
    }
  }
  // The page's locale is the visitor's latest choice (a prefixed link, the language select).
  if (!client.isBot && !localeCookieWritten && cookies[LOCALE_COOKIE] !== locale) {
    setLocaleCookie(locale)
    await saveLocaleChoice(request, locale, player)
  }

  if (trackPartner) {
    setCookies.push(
      ...partnerCookies({
        url,
        referrer: externalReferrer(request),
        cookies,
        stagByReferrerName: stagByReferrerName ?? {},
      }),
    )
  }

  const localeQuery = `locale=${encodeURIComponent(locale)}`
  const [loadedMessages, pages, footer] = await Promise.all([
    isDocument ? loadServerMessages(locale, now) : null,
    cachedPlatformGet<StaticPages>(`/api/cms/pages?${localeQuery}`),
    cachedPlatformGet<Snippet>(`/api/cms/snippets/footer?${localeQuery}`),
  ])

  const partialCountries: string[] = []
  const fullCountries: string[] = [...FULLY_RESTRICTED_COUNTRIES]
  for (const entry of countries?.countries ?? []) {
    if (entry.restriction === 'partial') partialCountries.push(entry.code)
    if (entry.restriction === 'full') fullCountries.push(entry.code)
  }

  const sportsbookBlocked = country === SPORTSBOOK_BLOCKED_COUNTRY
  const bettingUrl = sportsbookBlocked ? null : (betting?.hosts[normaliseHost(host.host)]?.url ?? null)
  const isLoggedIn = player !== null

  const licence = resolveLicence({
    isMainHost: isMainHost(host),
    hostLicence: host.licence,
    userLicence: player?.license_name ?? null,
    geoCountry: country,
    locale,
    ipCountry: country,
  })
  const shell: ShellContext = {
    locale,
    country,
    licence,
    // ADR 008: an Estonian visitor on an EE-licence site is not restricted.
    geoRestriction: effectiveGeoRestriction({ country, partialCountries, licence, fullCountries }),
    geoIsEE: country === EE_COUNTRY,
    needsAuApproval: needsAuApproval(country) && !cookies[AU_APPROVED_COOKIE],
    host,
    hosts,
    bettingUrl,
    client,
    logo: logoConfig
      ? { full: logoConfig.logoUrl.full, mobile: logoConfig.logoUrl.mobile, alt: logoConfig.alt }
      : DEFAULT_LOGO,
    staticPages: (pages?.pages ?? [])
      .filter((page) => isStaticPageVisible(page, isLoggedIn))
      .map(({ path, title, categories }) => ({ path, title, categories })),
    footerSnippet: footer ? replaceCurrentYear(footer.content, new Date(now)) : '',
    flags: resolveFlags(parseOverrides(cookies[FLAGS_COOKIE])),
    cookieConsent: Boolean(cookies[COOKIE_CONSENT_COOKIE]),
    player,
    origin: url.origin,
    devTools: dev,
  }
  return { kind: 'data', data: { shell, messages: loadedMessages?.messages ?? null }, setCookies }
}

const perRequest = new WeakMap<object, Promise<RootResolution>>()

/**
 * resolveRoot once per request: React Router gives every loader of one request the same load
 * context object (but a fresh Request), so route loaders that need the shell share the root's answer.
 */
export function resolveRootOnce(request: Request, context: unknown): Promise<RootResolution> {
  if (typeof context !== 'object' || context === null) return resolveRoot(request)
  let resolution = perRequest.get(context)
  if (!resolution) {
    resolution = resolveRoot(request)
    perRequest.set(context, resolution)
  }
  return resolution
}
