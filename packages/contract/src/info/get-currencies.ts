// GET /api/info/currencies — the currencies a player may hold a wallet in (spec 1 §3 Currency, §9).
// Only enabled currencies are listed; the full known list lives in @croupier/rules/currency.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CurrencyCodeSchema } from '../primitives.ts'

export const CurrencySchema = z.object({
  code: CurrencyCodeSchema,
  fiat: z.boolean(),
  /** Minor units per major unit: 100 for EUR, 1 for JPY, 1e8 for BTC. */
  subunits_to_unit: z.int().positive(),
})
export type Currency = z.infer<typeof CurrencySchema>

export const CurrenciesSchema = z.object({
  currencies: z.array(CurrencySchema),
  /** spec 1 §9: default currency EUR. */
  default: CurrencyCodeSchema,
})
export type Currencies = z.infer<typeof CurrenciesSchema>

export const getCurrencies = defineEndpoint({
  method: 'GET',
  path: '/api/info/currencies',
  summary: 'Enabled currencies with fiat flag and subunits_to_unit',
  tags: ['info'],
  response: CurrenciesSchema,
})
