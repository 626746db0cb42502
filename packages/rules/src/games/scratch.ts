// An instant scratch card (issue #4 item 5): nine cells; three equal symbols pay that symbol's
// multiplier of the stake. The prize is drawn first from a weighted table, then the card is drawn
// to show it (three of the prize symbol, never a second triple), so the RTP is exactly the table's.
import { type Rng, shuffled, weightedIndex } from './rng.ts'

export const SCRATCH_CELLS = 9

/** Multiplier per symbol and its relative chance before scaling to the game's RTP. */
export const SCRATCH_PRIZES = [
  { symbol: 'cherry', multiplier: 1, chance: 100_000 },
  { symbol: 'lemon', multiplier: 2, chance: 60_000 },
  { symbol: 'bell', multiplier: 5, chance: 24_000 },
  { symbol: 'clover', multiplier: 10, chance: 10_000 },
  { symbol: 'horseshoe', multiplier: 20, chance: 4_000 },
  { symbol: 'diamond', multiplier: 50, chance: 1_000 },
  { symbol: 'seven', multiplier: 100, chance: 300 },
  { symbol: 'crown', multiplier: 1_000, chance: 20 },
] as const
export type ScratchSymbol = (typeof SCRATCH_PRIZES)[number]['symbol']

/** Weights are integers out of this total (the last entry is "no prize"). */
export const SCRATCH_WEIGHT_TOTAL = 10_000_000

/**
 * Integer weights per prize for a target RTP (a fraction), plus the no-prize weight last: every
 * chance is scaled by one factor so that Σ weight × multiplier / total = rtp.
 */
export function scratchWeights(rtp: number): number[] {
  const base = SCRATCH_PRIZES.reduce((sum, p) => sum + p.chance * p.multiplier, 0)
  const factor = (rtp * SCRATCH_WEIGHT_TOTAL) / base
  const weights = SCRATCH_PRIZES.map((p) => Math.round(p.chance * factor))
  const lose = SCRATCH_WEIGHT_TOTAL - weights.reduce((sum, w) => sum + w, 0)
  if (lose < 0) throw new Error(`RTP ${rtp} is out of the prize table's reach`)
  return [...weights, lose]
}

/** The exact return of the weights `scratchWeights(rtp)` produces. */
export function scratchRtp(rtp: number): number {
  const weights = scratchWeights(rtp)
  return (
    SCRATCH_PRIZES.reduce((sum, p, i) => sum + (weights[i] ?? 0) * p.multiplier, 0) / SCRATCH_WEIGHT_TOTAL
  )
}

export interface InstantOutcome {
  kind: 'instant'
  cells: string[]
  matched: string | null
  multiplier: number
}

/** Buys one card; the win is `Math.floor(bet × multiplier)` cents. */
export function playScratch(rng: Rng, rtp: number): InstantOutcome {
  const index = weightedIndex(rng, scratchWeights(rtp))
  const prize = SCRATCH_PRIZES[index]
  // Fillers: every other symbol at most twice, so no second triple appears.
  const fillers = SCRATCH_PRIZES.filter((p) => p.symbol !== prize?.symbol).flatMap((p) => [
    p.symbol,
    p.symbol,
  ])
  const cells: string[] = prize ? [prize.symbol, prize.symbol, prize.symbol] : []
  cells.push(...shuffled(rng, fillers).slice(0, SCRATCH_CELLS - cells.length))
  return {
    kind: 'instant',
    cells: shuffled(rng, cells),
    matched: prize?.symbol ?? null,
    multiplier: prize?.multiplier ?? 0,
  }
}

/** The card's three-of-a-kind, read from the cells (what a player checks by eye). */
export function matchedSymbol(cells: readonly string[]): string | null {
  const counts = new Map<string, number>()
  for (const cell of cells) counts.set(cell, (counts.get(cell) ?? 0) + 1)
  for (const [symbol, n] of counts) if (n >= 3) return symbol
  return null
}

export function scratchWin(betCents: number, outcome: InstantOutcome): number {
  return Math.floor(betCents * outcome.multiplier)
}
