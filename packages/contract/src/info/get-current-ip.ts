// GET /api/current_ip — the visitor's country (spec 1 §7): the trusted CDN header when configured,
// else a GeoIP lookup of the IP; loopback, private ranges and unknown IPs give CA (spec 1 §1).
// Outside production the header `x-dev-country` (two letters) overrides it, for the dev panel.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CountryCodeSchema } from '../primitives.ts'

export const DEV_COUNTRY_HEADER = 'x-dev-country'

export const CurrentIpSchema = z.object({ country_code: CountryCodeSchema })
export type CurrentIp = z.infer<typeof CurrentIpSchema>

export const getCurrentIp = defineEndpoint({
  method: 'GET',
  path: '/api/current_ip',
  summary: "Visitor's country code",
  tags: ['info'],
  response: CurrentIpSchema,
})
