// GET /api/info/crypto_exchange_rates — what one coin is worth in each fiat currency. Rates are
// decimal strings so no float ever carries them; the client converts with integer arithmetic.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CurrencyCodeSchema, TimestampSchema } from '../primitives.ts'

/** Decimal string, e.g. '58231.4172'. */
export const DecimalStringSchema = z.string().regex(/^\d+(\.\d+)?$/)

export const CryptoExchangeRatesSchema = z.object({
  /** rates[crypto][fiat]: fiat major units per one crypto major unit. */
  rates: z.record(CurrencyCodeSchema, z.record(CurrencyCodeSchema, DecimalStringSchema)),
  updated_at: TimestampSchema,
})
export type CryptoExchangeRates = z.infer<typeof CryptoExchangeRatesSchema>

export const getCryptoExchangeRates = defineEndpoint({
  method: 'GET',
  path: '/api/info/crypto_exchange_rates',
  summary: 'Crypto to fiat exchange rates as decimal strings',
  tags: ['info'],
  response: CryptoExchangeRatesSchema,
})
