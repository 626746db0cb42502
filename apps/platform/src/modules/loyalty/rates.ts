// How comp points are earned (ADR 040): one point per `cents_per_point` of eligible stake in the
// wallet's currency, times the VIP status multiplier; bonus money and free spins earn only when the
// operator says so. Stored as operator config `comp-point-rates` (seeded); a missing or malformed
// document falls back to the defaults below. A currency without a rate earns nothing.
import { STATUS_MULTIPLIER_PERCENT } from '@croupier/rules/vip'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { readOptionalConfig } from '../config/config.service.ts'
import type { Executor } from '../events/events.service.ts'

export const COMP_POINT_RATES_KEY = 'comp-point-rates'

export const StoredCompPointRatesSchema = z.object({
  earn: z.array(z.object({ currency: z.string(), cents_per_point: z.int().positive() })),
  bonus_money_earns: z.boolean(),
  free_spins_earn: z.boolean(),
})
export type StoredCompPointRates = z.infer<typeof StoredCompPointRatesSchema>

/**
 * €1 (or $1) of cash stake earns a point; other currencies by their rough value (JPY's minor unit is
 * the yen, so ¥150 a point).
 */
export const DEFAULT_COMP_POINT_RATES: StoredCompPointRates = {
  earn: [
    { currency: 'EUR', cents_per_point: 100 },
    { currency: 'USD', cents_per_point: 100 },
    { currency: 'AUD', cents_per_point: 150 },
    { currency: 'CAD', cents_per_point: 150 },
    { currency: 'NZD', cents_per_point: 150 },
    { currency: 'BRL', cents_per_point: 500 },
    { currency: 'PLN', cents_per_point: 400 },
    { currency: 'NOK', cents_per_point: 1_000 },
    { currency: 'JPY', cents_per_point: 150 },
    { currency: 'KZT', cents_per_point: 50_000 },
  ],
  bonus_money_earns: false,
  free_spins_earn: false,
}

export async function readRates(db: Executor): Promise<StoredCompPointRates> {
  const stored = await readOptionalConfig(db as Database, COMP_POINT_RATES_KEY, StoredCompPointRatesSchema)
  return stored ?? DEFAULT_COMP_POINT_RATES
}

export function centsPerPoint(rates: StoredCompPointRates, currency: string): number | undefined {
  return rates.earn.find((rate) => rate.currency === currency)?.cents_per_point
}

export const STATUS_MULTIPLIERS = Object.entries(STATUS_MULTIPLIER_PERCENT).map(([status, percent]) => ({
  status,
  percent,
}))

/**
 * Points a stake earns with the remainder carried: `weighted = stake × percent + remainder`, one
 * point per `centsPerPoint × 100` weighted units; what is left over is the next remainder.
 */
export function earnPoints(
  stakeCents: number,
  percent: number,
  centsPerPointValue: number,
  remainder: number,
): { points: number; remainder: number } {
  const unit = centsPerPointValue * 100
  const weighted = stakeCents * percent + remainder
  return { points: Math.floor(weighted / unit), remainder: weighted % unit }
}
