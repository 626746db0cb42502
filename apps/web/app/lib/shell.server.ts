// The root loader's work: resolve host, country, locale, licence, geo restriction and the public
// configuration the chrome needs (ShellContext), decide the first-visit locale redirect, and write
// the locale and partner cookies. Each concern is a resolver in lib/shell/; this file runs them,
// everything fetched in parallel and degrading to defaults when the platform is down.

import * as api from '@croupier/contract/api.generated'
import { type BrandHost, findBrandHost, normaliseHost } from '@croupier/rules/brand'
import { clientContextFromUserAgent } from '@croupier/rules/client-context'
import { parseOverrides, resolveFlags } from '@croupier/rules/feature-flags'
import { countryOrDefault } from '@croupier/rules/locale'
import { COOKIE_CONSENT_COOKIE, FLAGS_COOKIE, parseCookies } from './cookies'
import { fieldVitalsSampleRate } from './field-vitals-rate.server'
import type { Messages } from './i18n'
import { loadServerMessages } from './messages.server'
import { externalReferrer, partnerCookies } from './partner-tracking.server'
import { cachedPlatformGet, isDevBuild, platformFor } from './platform-client.server'
import { isDocumentRequest } from './request-kind'
import { loadLocaleContent, logoOf } from './shell/content.server'
import { devCountryHeaders, devOverrides, devQueryRedirect } from './shell/dev.server'
import { resolveLicenceAndGeo } from './shell/licence.server'
import { resolveLocale } from './shell/locale.server'
import { loadPlayer, saveLocaleChoice } from './shell/player.server'
import type { ShellContext } from './shell-context'

export interface RootLoaderData {
  shell: ShellContext
  /** The catalog on document requests; null on client revalidations (the browser loads it). */
  messages: Messages | null
}

export type RootResolution =
  | { kind: 'redirect'; location: string; setCookies: string[] }
  | { kind: 'data'; data: RootLoaderData; setCookies: string[] }

function fallbackHost(url: URL): BrandHost {
  return { host: normaliseHost(url.host), kind: 'main', licence: 'CW' }
}

export async function resolveRoot(request: Request, now = Date.now()): Promise<RootResolution> {
  const url = new URL(request.url)
  const devRedirect = devQueryRedirect(url)
  if (devRedirect) return { kind: 'redirect', ...devRedirect }

  const cookies = parseCookies(request.headers.get('cookie'))
  const isDocument = isDocumentRequest(request)
  const client = clientContextFromUserAgent(request.headers.get('user-agent'))
  const trackPartner = isDocument && !client.isBot
  const dev = devOverrides(url, cookies)

  const [project, countries, betting, logoConfig, currentIp, stagByReferrerName, player] = await Promise.all([
    cachedPlatformGet(api.getProject),
    cachedPlatformGet(api.getCountries),
    cachedPlatformGet(api.getBettingConfig),
    cachedPlatformGet(api.getLogoConfig),
    platformFor(request).callOrNull(api.getCurrentIp, { headers: devCountryHeaders(dev.country) }),
    trackPartner ? cachedPlatformGet(api.getStagByReferrerName) : null,
    loadPlayer(request, cookies),
  ])

  const hosts = project?.hosts ?? []
  const host = findBrandHost(hosts, dev.host) ?? fallbackHost(url)
  const country = countryOrDefault(currentIp?.country_code)
  const resolved = resolveLocale({
    url,
    cookies,
    host,
    hosts,
    country,
    isDocumentGet: isDocument && request.method === 'GET',
    isBot: client.isBot,
  })
  if (resolved.kind === 'redirect') return resolved
  const { locale } = resolved
  const setCookies = [...resolved.setCookies]
  if (resolved.isNewChoice) await saveLocaleChoice(request, locale, player)

  if (trackPartner) {
    const referrer = externalReferrer(request)
    setCookies.push(
      ...partnerCookies({ url, referrer, cookies, stagByReferrerName: stagByReferrerName ?? {} }),
    )
  }

  const [loadedMessages, content] = await Promise.all([
    isDocument ? loadServerMessages(locale, now) : null,
    loadLocaleContent(locale, player !== null, now),
  ])

  const shell: ShellContext = {
    locale,
    country,
    ...resolveLicenceAndGeo({ host, country, locale, player, countries, betting, cookies }),
    host,
    hosts,
    client,
    logo: logoOf(logoConfig),
    ...content,
    brandFlags: resolveFlags(null, project?.featureDefaults),
    flags: resolveFlags(parseOverrides(cookies[FLAGS_COOKIE]), project?.featureDefaults),
    cookieConsent: Boolean(cookies[COOKIE_CONSENT_COOKIE]),
    player,
    origin: url.origin,
    devTools: isDevBuild(),
    fieldVitalsSampleRate: fieldVitalsSampleRate(),
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
