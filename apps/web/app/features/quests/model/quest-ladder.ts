// A quest's level ladder as the page shows it (spec 2 §3 quest sizes and levels, §4 quest level):
// the current level is the last whose bet requirement is met (the last has no upper bound), the
// next is the one after; below the current completed, above it locked. Pure.

export type QuestLevelState = 'active' | 'completed' | 'locked'

export interface QuestLadder {
  /** Index of the current level, -1 before the first requirement is met. */
  current: number
  /** Index of the next level, null on the last. */
  next: number | null
  states: QuestLevelState[]
  /** Bets still needed to reach the next level, minor units; 0 on the last. */
  toNext: number
  /** Progress from the current level's requirement to the next one's, 0–100. */
  percent: number
}

/** `minBets`: each level's requirement in the viewer's currency (ascending); `bets`: the player's qualifying bets. */
export function questLadder(minBets: readonly number[], bets: number): QuestLadder {
  let current = -1
  for (const [index, min] of minBets.entries()) if (bets >= min) current = index
  const next = current + 1 < minBets.length ? current + 1 : null
  const states = minBets.map(
    (_, index): QuestLevelState =>
      index < current ? 'completed' : index === current ? (next === null ? 'completed' : 'active') : 'locked',
  )
  if (next === null) return { current, next, states, toNext: 0, percent: 100 }
  const from = current >= 0 ? (minBets[current] ?? 0) : 0
  const to = minBets[next] ?? from
  const span = to - from
  return {
    current,
    next,
    states,
    toNext: Math.max(0, to - bets),
    percent: span <= 0 ? 100 : Math.min(100, Math.floor(((bets - from) * 100) / span)),
  }
}
