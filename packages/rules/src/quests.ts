// Quest ladders and level states (spec 2 §3 quest sizes and levels, §4 quest level, §9 K4; ADR 041).
// A level's requirement is in EUR cents; the current level is the last whose requirement is met (the
// last has no upper bound). Below the current: completed; the current: active, or completed when it
// is the last (nothing left to climb); above: locked. So level 1 (met at 0) completes when level 2's
// requirement is met, and a level's prize is paid when it completes. Pure.
import { fromEurCents, QUEST_LEVEL_COUNTS, type QuestSize } from './promotions.ts'

/** spec 2 §9 K4: EUR-cent bet requirements per level for the sizes the spec lists. */
export const QUEST_LADDERS_EUR = {
  xs: [0, 150, 500, 1000, 5000, 15000],
  s: [0, 400, 1000, 2500, 7500, 10000, 25000, 50000, 75000, 100000, 150000, 250000, 500000, 750000, 1000000],
  m: [
    0, 500, 1000, 2000, 3000, 5000, 10000, 25000, 50000, 75000, 100000, 130000, 150000, 175000, 200000,
    300000, 400000, 500000, 600000, 700000, 800000, 900000, 1000000, 1500000, 2000000,
  ],
} as const satisfies Record<'xs' | 's' | 'm', readonly number[]>

/** The operator's robot ladders (config `quest-ladders`; the spec does not show them). */
export interface RobotLadders {
  'robot-s': readonly number[]
  'robot-m': readonly number[]
}

/** Where the robot ladders must end (spec 2 §9 K4). */
export const ROBOT_LADDER_TOPS: Readonly<Record<keyof RobotLadders, number>> = {
  'robot-s': 800_000,
  'robot-m': 2_500_000,
}

/** The reference robot ladders (seeded as config `quest-ladders`; used while the config is unusable). */
export const DEFAULT_ROBOT_LADDERS: RobotLadders = {
  'robot-s': [
    0, 1_000, 2_500, 5_000, 10_000, 20_000, 35_000, 50_000, 75_000, 100_000, 150_000, 250_000, 400_000,
    600_000, 800_000,
  ],
  'robot-m': [
    0, 1_000, 2_500, 5_000, 10_000, 20_000, 35_000, 50_000, 75_000, 100_000, 150_000, 200_000, 250_000,
    300_000, 400_000, 500_000, 600_000, 750_000, 900_000, 1_100_000, 1_300_000, 1_600_000, 1_900_000,
    2_200_000, 2_500_000,
  ],
}

/** Whether a configured robot ladder is usable: the size's level count, from 0, increasing, right top. */
export function validRobotLadder(size: keyof RobotLadders, ladder: readonly number[]): boolean {
  return (
    ladder.length === QUEST_LEVEL_COUNTS[size] &&
    ladder[0] === 0 &&
    ladder.every((x, i) => Number.isInteger(x) && (i === 0 || x > (ladder[i - 1] ?? 0))) &&
    ladder[ladder.length - 1] === ROBOT_LADDER_TOPS[size]
  )
}

/** A size's EUR ladder; robot sizes from the operator's configuration. */
export function questLadderEur(size: QuestSize, robotLadders: RobotLadders): readonly number[] {
  return size === 'robot-s' || size === 'robot-m' ? robotLadders[size] : QUEST_LADDERS_EUR[size]
}

/** Each level's minimum bet in `currency` (rounded up); null for a currency without a rate. */
export function levelMinBets(size: QuestSize, currency: string, robotLadders: RobotLadders): number[] | null {
  const out: number[] = []
  for (const eur of questLadderEur(size, robotLadders)) {
    const cents = fromEurCents(eur, currency)
    if (cents === null) return null
    out.push(cents)
  }
  return out
}

export type QuestLevelState = 'active' | 'completed' | 'locked'

export interface QuestLevels {
  /** 1-based current level (the last met), null when none is met (never with a 0 first level). */
  current: number | null
  /** 1-based next level, null on the last. */
  next: number | null
  /** One per level, in order. */
  states: QuestLevelState[]
  /** 1-based levels completed (their prizes are due). */
  completed: number[]
}

/** Level states from the player's qualifying bets; `bets` and `ladder` in the same unit. */
export function questLevels(bets: number, ladder: readonly number[]): QuestLevels {
  let currentIndex = -1
  for (const [index, min] of ladder.entries()) if (bets >= min) currentIndex = index
  const last = ladder.length - 1
  const states = ladder.map((_, index): QuestLevelState => {
    if (index < currentIndex || (index === currentIndex && index === last)) return 'completed'
    return index === currentIndex ? 'active' : 'locked'
  })
  const completed = states.flatMap((state, index) => (state === 'completed' ? [index + 1] : []))
  return {
    current: currentIndex >= 0 ? currentIndex + 1 : null,
    next: currentIndex < last ? currentIndex + 2 : null,
    states,
    completed,
  }
}
