// The visitor's country as the platform resolves it (dev override, CDN header, IP; contract
// info/get-current-ip), remembered for a minute by exactly those inputs, so the page cache and the
// shared catalogue reads can key on it without asking the platform on every request.
import * as api from '@croupier/contract/api.generated'
import { parseCookies } from './cookies'
import { DEV_COUNTRY_HEADER, platformFor } from './platform-client.server'
import { devCountryHeaders, devOverrides } from './shell/dev.server'

const COUNTRY_TTL_MS = 60_000
const MAX_COUNTRIES = 10_000
const countries = new Map<string, { country: string; expires: number }>()

/** What the platform decides the country from, as they reach it from this request. */
export interface CountryInputs {
  url: URL
  header(name: string): string | undefined
}

/** The country, or null when the platform does not answer (callers then share nothing). */
export async function countryOf(inputs: CountryInputs, request: () => Request): Promise<string | null> {
  const geoHeader = process.env.GEO_HEADER?.toLowerCase()
  const dev = devOverrides(inputs.url, parseCookies(inputs.header('cookie')))
  const key = JSON.stringify([
    inputs.header('x-forwarded-for'),
    geoHeader ? inputs.header(geoHeader) : null,
    dev.country,
    inputs.header(DEV_COUNTRY_HEADER),
  ])
  const now = Date.now()
  const known = countries.get(key)
  if (known && known.expires > now) return known.country
  const answer = await platformFor(request()).callOrNull(api.getCurrentIp, {
    headers: devCountryHeaders(dev.country),
  })
  if (!answer) return null
  if (countries.size >= MAX_COUNTRIES) countries.clear()
  countries.set(key, { country: answer.country_code, expires: now + COUNTRY_TTL_MS })
  return answer.country_code
}

/** countryOf for a loader's fetch Request. */
export function requestCountry(request: Request): Promise<string | null> {
  const inputs = {
    url: new URL(request.url),
    header: (name: string) => request.headers.get(name) ?? undefined,
  }
  return countryOf(inputs, () => request)
}
