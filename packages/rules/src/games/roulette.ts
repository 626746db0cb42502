// European roulette (issue #4 item 5): one zero, 37 pockets, standard payouts. Every bet returns
// 36/37 of its stake on average (97.30 %), whatever the game's configured RTP says.
import type { Rng } from './rng.ts'

export const ROULETTE_POCKETS = 37
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
])

export const ROULETTE_BET_TYPES = [
  'straight',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen',
  'column',
] as const
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number]

/** Winnings per unit staked (the stake comes back on top): 35:1, 2:1, 1:1. */
export const ROULETTE_PAYOUTS: Readonly<Record<RouletteBetType, number>> = {
  straight: 35,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
}

export interface RouletteBet {
  type: RouletteBetType
  /** 0–36 for straight, 1–3 for dozen and column, absent otherwise. */
  value?: number | undefined
  amount_cents: number
}

export type RouletteColor = 'red' | 'black' | 'green'

export function colorOf(pocket: number): RouletteColor {
  if (pocket === 0) return 'green'
  return RED_NUMBERS.has(pocket) ? 'red' : 'black'
}

/** Whether a bet's value fits its type (the wire checks ranges, this checks the pairing). */
export function isValidRouletteBet(bet: RouletteBet): boolean {
  switch (bet.type) {
    case 'straight':
      return bet.value !== undefined && Number.isInteger(bet.value) && bet.value >= 0 && bet.value <= 36
    case 'dozen':
    case 'column':
      return bet.value !== undefined && [1, 2, 3].includes(bet.value)
    default:
      return bet.value === undefined
  }
}

/** Zero loses every bet but a straight on 0. */
export function isWinningBet(bet: RouletteBet, pocket: number): boolean {
  if (bet.type === 'straight') return bet.value === pocket
  if (pocket === 0) return false
  switch (bet.type) {
    case 'red':
      return RED_NUMBERS.has(pocket)
    case 'black':
      return !RED_NUMBERS.has(pocket)
    case 'odd':
      return pocket % 2 === 1
    case 'even':
      return pocket % 2 === 0
    case 'low':
      return pocket <= 18
    case 'high':
      return pocket >= 19
    case 'dozen':
      return Math.ceil(pocket / 12) === bet.value
    case 'column':
      return ((pocket - 1) % 3) + 1 === bet.value
  }
}

/** What a bet returns on a pocket: stake plus winnings, or nothing. */
export function rouletteReturn(bet: RouletteBet, pocket: number): number {
  return isWinningBet(bet, pocket) ? bet.amount_cents * (ROULETTE_PAYOUTS[bet.type] + 1) : 0
}

export interface RouletteOutcome {
  kind: 'roulette'
  number: number
  color: RouletteColor
  bets: (RouletteBet & { win_cents: number })[]
}

export function playRoulette(rng: Rng, bets: readonly RouletteBet[]): RouletteOutcome {
  const pocket = rng.int(ROULETTE_POCKETS)
  return {
    kind: 'roulette',
    number: pocket,
    color: colorOf(pocket),
    bets: bets.map((bet) => ({ ...bet, win_cents: rouletteReturn(bet, pocket) })),
  }
}

export function rouletteTotalWin(outcome: RouletteOutcome): number {
  return outcome.bets.reduce((sum, bet) => sum + bet.win_cents, 0)
}
