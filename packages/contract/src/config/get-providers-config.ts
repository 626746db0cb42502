// GET /api/fe/config/providers-config — provider blocks by country (spec 1 §6): 'all' blocks a
// provider everywhere, a list blocks it in the listed countries; absent = available. Bots and the
// allProviders flag bypass it; the client trims the map to its first 20 entries (spec 2 §5).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CountryCodeSchema } from '../primitives.ts'

export const ProviderBlockSchema = z.union([z.literal('all'), z.array(CountryCodeSchema)])

export const ProvidersConfigSchema = z.object({
  /** Provider slug → where it is blocked. */
  providers: z.record(z.string(), ProviderBlockSchema),
})
export type ProvidersConfig = z.infer<typeof ProvidersConfigSchema>

export const getProvidersConfig = defineEndpoint({
  method: 'GET',
  path: '/api/fe/config/providers-config',
  summary: 'Provider country blocks',
  tags: ['config'],
  response: ProvidersConfigSchema,
})
