// Jackpot pools (spec 2 §3 Jackpot, §2.5 tile jackpot amount): levels, contributions and the
// currency a visitor sees pools in.
import { currencyForCountry, DEFAULT_CURRENCY } from './currency.ts'

export const JACKPOT_LEVELS = ['level_1', 'level_2', 'level_3'] as const // spec 2 §3
export type JackpotLevelIdentifier = (typeof JACKPOT_LEVELS)[number]

/** Our choice: the fiat currencies that have pools of their own (every cashbox fiat but BRL, JPY, KZT). */
export const JACKPOT_CURRENCIES = ['EUR', 'USD', 'CAD', 'AUD', 'NZD', 'NOK'] as const

/** Our choice: a guest sees pools in their country's currency when it has pools, else in EUR. */
export function guestJackpotCurrency(country: string): string {
  const local = currencyForCountry(country)
  return (JACKPOT_CURRENCIES as readonly string[]).includes(local) ? local : DEFAULT_CURRENCY
}

/** A level's share of a real-money stake, rounded down to whole minor units. */
export function contributionCents(stakeCents: number, basisPoints: number): number {
  if (stakeCents <= 0 || basisPoints <= 0) return 0
  return Math.floor((stakeCents * basisPoints) / 10_000)
}
