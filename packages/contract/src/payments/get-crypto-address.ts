// GET /api/payments/crypto_address?currency=&network= — the signed-in player's deposit address for
// one coin (spec 2 §9: BTC, BCH, ETH, LTC, DOG, USDT). Stable: the same player and coin always get
// the same address. 422 `{ errors: { currency: ['VALIDATION.INVALID'] } }` for a coin without addresses.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CurrencyCodeSchema } from '../primitives.ts'

export const CryptoAddressSchema = z.object({
  currency: CurrencyCodeSchema,
  network: z.string(),
  address: z.string().min(1),
  /** Extra tag some networks need (memo); null for these coins. */
  tag: z.string().nullable(),
})
export type CryptoAddress = z.infer<typeof CryptoAddressSchema>

export const getCryptoAddress = defineEndpoint({
  method: 'GET',
  path: '/api/payments/crypto_address',
  summary: "The player's deposit address for one coin",
  tags: ['payments'],
  query: z.object({ currency: CurrencyCodeSchema, network: z.string().max(30).optional() }),
  response: CryptoAddressSchema,
})
