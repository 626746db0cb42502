// Demo jackpot pools: Mega, Major and Mini, each with three levels, and the mystic jackpots Dragon and
// Phoenix, whose ceilings the page shows ("must drop before …"), in every jackpot currency — real
// rows per currency, seeded at round amounts scaled by a fixed per-currency factor. Every level must
// drop by its ceiling (ADR 041). A fresh install also gets a few demo wins (marked `seeded`).
import { JACKPOT_CURRENCIES, JACKPOT_LEVELS } from '@croupier/rules/jackpots'
import { maskNickname, toEurCents } from '@croupier/rules/promotions'
import type { Database } from '../db/client.ts'
import { countWins, demoWinners, insertSeededWins } from '../modules/jackpots/jackpot-wins.repository.ts'
import {
  DEFAULT_CEILING_SEED_FACTOR,
  listWithLevels,
  type SeedJackpot,
} from '../modules/jackpots/jackpots.repository.ts'

/** The category whose games feed the pools. */
export const JACKPOT_CATEGORY = 'jackpots'

/** Our choice: each level takes 0.5 % of a real-money stake. */
export const SEED_CONTRIBUTION_BASIS_POINTS = 50

interface Pool {
  identifier: string
  title: string
  mystic: boolean
  seeds: readonly number[]
  /** Per level; the regular pools drop by 3 × their seed. */
  ceilings?: readonly number[]
}

const POOLS: readonly Pool[] = [
  { identifier: 'mega', title: 'Mega', mystic: false, seeds: [5_000_00, 50_000_00, 1_000_000_00] },
  { identifier: 'major', title: 'Major', mystic: false, seeds: [1_000_00, 10_000_00, 100_000_00] },
  { identifier: 'mini', title: 'Mini', mystic: false, seeds: [100_00, 1_000_00, 10_000_00] },
  {
    identifier: 'mystic-dragon',
    title: 'Mystic Dragon',
    mystic: true,
    seeds: [50_00, 500_00, 5_000_00],
    ceilings: [250_00, 2_500_00, 25_000_00],
  },
  {
    identifier: 'mystic-phoenix',
    title: 'Mystic Phoenix',
    mystic: true,
    seeds: [20_00, 200_00, 2_000_00],
    ceilings: [100_00, 1_000_00, 10_000_00],
  },
]

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
export const MYSTIC_JACKPOT_IDENTIFIERS = POOLS.filter((p) => p.mystic).map((p) => p.identifier)

export function seedJackpots(): SeedJackpot[] {
  return POOLS.flatMap((pool) =>
    JACKPOT_CURRENCIES.map((currency) => ({
      identifier: pool.identifier,
      title: pool.title,
      currency,
      mystic: pool.mystic,
      levels: JACKPOT_LEVELS.map((identifier, i) => {
        const seed = pool.seeds[i] ?? 0
        const ceiling = pool.ceilings?.[i] ?? seed * DEFAULT_CEILING_SEED_FACTOR
        return {
          identifier,
          name: LEVEL_NAMES[i] ?? identifier,
          seedCents: Math.round(seed * EUR_FACTOR[currency]),
          ceilingCents: Math.round(ceiling * EUR_FACTOR[currency]),
          contributionBasisPoints: SEED_CONTRIBUTION_BASIS_POINTS,
        }
      }),
    })),
  )
}

/** Demo wins for a fresh install's jackpot page and ticker: never paid, `seeded` in the table. */
const DEMO_WINS = [
  {
    email: 'demo@croupier.local',
    jackpot: 'mystic-dragon',
    currency: 'EUR',
    level: 0,
    cents: 187_45,
    hoursAgo: 3,
  },
  { email: 'gcb@croupier.local', jackpot: 'mini', currency: 'CAD', level: 1, cents: 2_310_00, hoursAgo: 9 },
  {
    email: 'vip@croupier.local',
    jackpot: 'major',
    currency: 'EUR',
    level: 2,
    cents: 142_880_00,
    hoursAgo: 30,
  },
  {
    email: 'ee@croupier.local',
    jackpot: 'mystic-phoenix',
    currency: 'EUR',
    level: 1,
    cents: 612_30,
    hoursAgo: 52,
  },
  {
    email: 'tester@croupier.local',
    jackpot: 'mega',
    currency: 'EUR',
    level: 0,
    cents: 9_870_00,
    hoursAgo: 75,
  },
] as const

export async function seedJackpotWins(db: Database, now: Date): Promise<void> {
  if ((await countWins(db)) > 0) return
  const levels = await listWithLevels(db)
  const winners = await demoWinners(
    db,
    DEMO_WINS.map((w) => w.email),
  )
  const rows = DEMO_WINS.flatMap((demo) => {
    const entry = levels.find(
      ({ jackpot, level }) =>
        jackpot.identifier === demo.jackpot &&
        jackpot.currency === demo.currency &&
        level.identifier === JACKPOT_LEVELS[demo.level],
    )
    const winner = winners.get(demo.email)
    if (!entry || !winner) return []
    return [
      {
        levelId: entry.level.id,
        playerId: winner.id,
        userName: maskNickname(winner.nickname ?? 'Player'),
        amountCents: demo.cents,
        currency: demo.currency,
        amountEurCents: toEurCents(demo.cents, demo.currency) ?? 0,
        levelName: entry.level.name,
        createdAt: new Date(now.getTime() - demo.hoursAgo * 3_600_000),
      },
    ]
  })
  await insertSeededWins(db, rows)
}
