// The visitor's country (spec 1 §1, §7): dev override (not in production), then the trusted CDN
// header, then the IP through the GeoLocator; anything unknown is the default country CA.

import type { IncomingHttpHeaders } from 'node:http'
import { DEV_COUNTRY_HEADER } from '@croupier/contract/info/get-current-ip'
import { DEFAULT_COUNTRY } from '@croupier/rules/locale'
import type { FastifyRequest } from 'fastify'
import { type GeoLocator, isNonPublicIp } from './geo-locator.ts'

const COUNTRY = /^[A-Za-z]{2}$/
// Cloudflare's "unknown" and "Tor" pseudo-countries are not countries.
const PSEUDO_COUNTRIES = new Set(['XX', 'T1'])

function headerCountry(headers: IncomingHttpHeaders, name: string): string | undefined {
  const raw = headers[name]
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase()
  if (!value || !COUNTRY.test(value) || PSEUDO_COUNTRIES.has(value)) return undefined
  return value
}

export async function resolveCountry(input: {
  headers: IncomingHttpHeaders
  ip: string
  geoHeader: string | undefined
  isProduction: boolean
  locator: GeoLocator
}): Promise<string> {
  if (!input.isProduction) {
    const simulated = headerCountry(input.headers, DEV_COUNTRY_HEADER)
    if (simulated) return simulated
  }
  if (input.geoHeader) {
    const fromCdn = headerCountry(input.headers, input.geoHeader)
    if (fromCdn) return fromCdn
  }
  if (isNonPublicIp(input.ip)) return DEFAULT_COUNTRY
  const located = (await input.locator.countryOf(input.ip))?.trim().toUpperCase()
  return located && COUNTRY.test(located) ? located : DEFAULT_COUNTRY
}

/** The country of the visitor behind `request`, with the platform's geo configuration. */
export function requestCountry(request: FastifyRequest): Promise<string> {
  const { deps, geoLocator } = request.server
  return resolveCountry({
    headers: request.headers,
    ip: request.ip,
    geoHeader: deps.config.geoHeader,
    isProduction: deps.config.isProduction,
    locator: geoLocator,
  })
}
