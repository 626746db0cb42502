// Dev builds only: the dev panel's country and host simulation, set through query parameters.
import { DEV_COOKIE_MAX_AGE_S, DEV_COUNTRY_COOKIE, DEV_HOST_COOKIE, serializeCookie } from '../cookies'
import { DEV_COUNTRY_HEADER, isDevBuild } from '../platform-client.server'

/** Query parameters that set the dev cookies (dev builds only). */
export const DEV_QUERY_PARAMS = [DEV_COUNTRY_COOKIE, DEV_HOST_COOKIE] as const

/** `?dev_country=AU&dev_host=ee.localhost` becomes cookies, then the clean URL is reloaded. */
export function devQueryRedirect(url: URL): { location: string; setCookies: string[] } | null {
  if (!isDevBuild() || !DEV_QUERY_PARAMS.some((name) => url.searchParams.has(name))) return null
  const setCookies: string[] = []
  for (const name of DEV_QUERY_PARAMS) {
    if (!url.searchParams.has(name)) continue
    const value = (url.searchParams.get(name) ?? '').trim()
    setCookies.push(serializeCookie(name, value, { maxAgeSeconds: value ? DEV_COOKIE_MAX_AGE_S : 0 }))
    url.searchParams.delete(name)
  }
  return { location: `${url.pathname}${url.search}`, setCookies }
}

export interface DevOverrides {
  /** The simulated country for the platform's geo answer (two letters), when set. */
  country: string | undefined
  /** The host the brand is looked up by. */
  host: string
}

export function devOverrides(url: URL, cookies: Record<string, string>): DevOverrides {
  const dev = isDevBuild()
  const country = dev ? cookies[DEV_COUNTRY_COOKIE]?.trim().toUpperCase() : undefined
  return { country, host: (dev && cookies[DEV_HOST_COOKIE]) || url.host }
}

/** The header that asks the platform to answer as if from `country` (contract info/get-current-ip). */
export function devCountryHeaders(country: string | undefined): Record<string, string> {
  return country && /^[A-Z]{2}$/.test(country) ? { [DEV_COUNTRY_HEADER]: country } : {}
}
