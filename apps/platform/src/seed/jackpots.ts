// Demo jackpot pools: Mega, Major and Mini, each with three levels, in every jackpot currency — real
// rows per currency, seeded at round amounts scaled by a fixed per-currency factor.
import { JACKPOT_CURRENCIES, JACKPOT_LEVELS } from '@croupier/rules/jackpots'
import type { SeedJackpot } from '../modules/jackpots/jackpots.repository.ts'

/** The category whose games feed the pools. */
export const JACKPOT_CATEGORY = 'jackpots'

/** Our choice: each level takes 0.5 % of a real-money stake. */
export const SEED_CONTRIBUTION_BASIS_POINTS = 50

const POOLS = [
  { identifier: 'mega', title: 'Mega', seeds: [5_000_00, 50_000_00, 1_000_000_00] },
  { identifier: 'major', title: 'Major', seeds: [1_000_00, 10_000_00, 100_000_00] },
  { identifier: 'mini', title: 'Mini', seeds: [100_00, 1_000_00, 10_000_00] },
] as const

const LEVEL_NAMES = ['Bronze', 'Silver', 'Gold'] as const

/** Rough value of 1 EUR, so seed amounts look alike across currencies; contributions then diverge. */
const EUR_FACTOR: Readonly<Record<(typeof JACKPOT_CURRENCIES)[number], number>> = {
  EUR: 1,
  USD: 1.1,
  CAD: 1.5,
  AUD: 1.6,
  NZD: 1.8,
  NOK: 11.5,
}

export const JACKPOT_IDENTIFIERS = POOLS.map((p) => p.identifier)

export function seedJackpots(): SeedJackpot[] {
  return POOLS.flatMap((pool) =>
    JACKPOT_CURRENCIES.map((currency) => ({
      identifier: pool.identifier,
      title: pool.title,
      currency,
      levels: JACKPOT_LEVELS.map((identifier, i) => ({
        identifier,
        name: LEVEL_NAMES[i] ?? identifier,
        seedCents: Math.round((pool.seeds[i] ?? 0) * EUR_FACTOR[currency]),
        contributionBasisPoints: SEED_CONTRIBUTION_BASIS_POINTS,
      })),
    })),
  )
}
