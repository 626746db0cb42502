// GET /api/fe/config/currency-config — cashbox amounts per currency, integer minor units (spec 1
// §9: deposit default first amount 50; default currency EUR).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CentsSchema, CurrencyCodeSchema } from '../primitives.ts'

export const CurrencyAmountsSchema = z.object({
  /** Quick-pick buttons of the deposit step. */
  depositAmounts: z.array(CentsSchema).min(1),
  /** Pre-filled amount of a player's first deposit. */
  firstDepositAmount: CentsSchema,
  minDeposit: CentsSchema,
  maxDeposit: CentsSchema,
  minWithdrawal: CentsSchema,
})

export const CurrencyConfigSchema = z.object({
  defaultCurrency: CurrencyCodeSchema,
  currencies: z.record(CurrencyCodeSchema, CurrencyAmountsSchema),
})
export type CurrencyConfig = z.infer<typeof CurrencyConfigSchema>

export const getCurrencyConfig = defineEndpoint({
  method: 'GET',
  path: '/api/fe/config/currency-config',
  summary: 'Deposit presets and bounds per currency (minor units)',
  tags: ['config'],
  response: CurrencyConfigSchema,
})
