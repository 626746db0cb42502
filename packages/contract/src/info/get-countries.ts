// GET /api/info/countries — ISO 3166-1 countries with English names and their geo restriction
// (spec 1 §1 geo restrictions, §3 Country). The client localises names with Intl.DisplayNames.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CountryCodeSchema } from '../primitives.ts'

export const CountrySchema = z.object({
  code: CountryCodeSchema,
  name: z.string(),
  /** partial restricts guests only; full restricts everyone (spec 1 §1). */
  restriction: z.enum(['none', 'partial', 'full']),
})
export type Country = z.infer<typeof CountrySchema>

export const CountriesSchema = z.object({ countries: z.array(CountrySchema) })
export type Countries = z.infer<typeof CountriesSchema>

export const getCountries = defineEndpoint({
  method: 'GET',
  path: '/api/info/countries',
  summary: 'Countries (code, English name, geo restriction)',
  tags: ['info'],
  response: CountriesSchema,
})
