// A 5×3 video slot (issue #4 item 5): 20 fixed paylines paid left to right, a wild that substitutes
// for every paying symbol, and a scatter that pays anywhere and awards free spins, played out inside
// the same round at the same bet.
//
// RTP method: the base game's return is computed EXACTLY once at load, not simulated. Each visible
// cell of a reel shows the strip's symbol distribution (the stop is uniform), reels are independent,
// and every payline reads one cell per reel, so each line's expected multiplier is the same sum over
// the 8^5 symbol combinations weighted by the strips' frequencies (expectation is linear, so the
// lines' correlation does not matter). Scatters are counted per reel over every stop and
// convolved. With F the expected number of free spins per paid spin (no retrigger):
//   baseRtp = (lines + scatters) × (1 + F)
// A game with RTP r pays every line and scatter amount × r / baseRtp (`payScale`), so its
// theoretical RTP is r exactly: fractions of a cent are rounded up with their own probability
// (`toCents`), so even a 10-cent bet keeps it. slot.test.ts checks it by simulation.
import type { Rng } from './rng.ts'

export const SLOT_SYMBOLS = ['nine', 'ten', 'jack', 'queen', 'king', 'ace', 'wild', 'scatter'] as const
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number]

export const SLOT_REELS = 5
export const SLOT_ROWS = 3

/** Row (0 top, 2 bottom) per reel for each of the 20 paylines. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
]

/** Line pays in line bets (bet / 20) for 3, 4 and 5 of a kind, before the game's pay scale. */
export const LINE_PAYS: Readonly<Record<Exclude<SlotSymbol, 'scatter'>, readonly [number, number, number]>> =
  {
    nine: [5, 20, 80],
    ten: [5, 25, 100],
    jack: [10, 40, 150],
    queen: [10, 50, 200],
    king: [15, 75, 300],
    ace: [20, 100, 500],
    wild: [50, 300, 2500],
  }

/** Scatter pays in total bets for 3, 4 and 5 anywhere on the grid, before the pay scale. */
export const SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50]
/** Free spins awarded for 3, 4 and 5 scatters; free spins do not award more. */
export const FREE_SPINS: readonly [number, number, number] = [10, 15, 20]

/** Symbols per reel strip; wilds are rarer on the outer reels, one scatter per reel. */
const STRIP_COUNTS: readonly Readonly<Record<SlotSymbol, number>>[] = [
  { nine: 7, ten: 7, jack: 6, queen: 5, king: 4, ace: 3, wild: 1, scatter: 1 },
  { nine: 7, ten: 6, jack: 6, queen: 5, king: 4, ace: 3, wild: 2, scatter: 1 },
  { nine: 7, ten: 6, jack: 6, queen: 5, king: 4, ace: 3, wild: 2, scatter: 1 },
  { nine: 7, ten: 6, jack: 6, queen: 5, king: 4, ace: 3, wild: 2, scatter: 1 },
  { nine: 7, ten: 7, jack: 6, queen: 5, king: 4, ace: 3, wild: 1, scatter: 1 },
]

/** Spreads each symbol evenly along the strip (deterministic), so equal symbols rarely touch. */
function buildStrip(counts: Readonly<Record<SlotSymbol, number>>): SlotSymbol[] {
  const placed: { symbol: SlotSymbol; at: number }[] = []
  for (const symbol of SLOT_SYMBOLS) {
    const n = counts[symbol]
    for (let k = 0; k < n; k++) placed.push({ symbol, at: (k + 0.5) / n })
  }
  return placed.sort((a, b) => a.at - b.at).map((p) => p.symbol)
}

export const REEL_STRIPS: readonly (readonly SlotSymbol[])[] = STRIP_COUNTS.map(buildStrip)

export interface LineHit {
  symbol: Exclude<SlotSymbol, 'scatter'>
  count: 3 | 4 | 5
  /** In line bets, before the pay scale. */
  multiplier: number
}

function linePay(symbol: Exclude<SlotSymbol, 'scatter'>, count: number): number {
  return count >= 3 ? (LINE_PAYS[symbol][count - 3] ?? 0) : 0
}

/** The best pay of one line read left to right: a wild run alone, or wilds standing in for a symbol. */
export function evaluateLine(symbols: readonly SlotSymbol[]): LineHit | null {
  let wilds = 0
  while (wilds < symbols.length && symbols[wilds] === 'wild') wilds++
  const base = symbols[wilds]
  let count = wilds
  if (base !== undefined && base !== 'scatter') {
    count++
    while (count < symbols.length && (symbols[count] === base || symbols[count] === 'wild')) count++
  }
  const wildPay = linePay('wild', wilds)
  const basePay = base !== undefined && base !== 'scatter' ? linePay(base, count) : 0
  if (wildPay === 0 && basePay === 0) return null
  if (wildPay >= basePay) return { symbol: 'wild', count: wilds as 3 | 4 | 5, multiplier: wildPay }
  return { symbol: base as LineHit['symbol'], count: count as 3 | 4 | 5, multiplier: basePay }
}

function scatterPay(count: number): number {
  return count >= 3 ? (SCATTER_PAYS[Math.min(count, 5) - 3] ?? 0) : 0
}

function freeSpinsFor(count: number): number {
  return count >= 3 ? (FREE_SPINS[Math.min(count, 5) - 3] ?? 0) : 0
}

/** Exact figures of the unscaled game (see the header comment). */
export function baseFigures(strips: readonly (readonly SlotSymbol[])[] = REEL_STRIPS) {
  const frequencies = strips.map((strip) => {
    const counts = new Map<SlotSymbol, number>()
    for (const s of strip) counts.set(s, (counts.get(s) ?? 0) + 1)
    return [...counts].map(([symbol, n]) => ({ symbol, p: n / strip.length }))
  })
  // Expected multiplier of one line in line bets = the spin's line return in total bets.
  let lines = 0
  const walk = (reel: number, symbols: SlotSymbol[], p: number): void => {
    if (reel === SLOT_REELS) {
      lines += p * (evaluateLine(symbols)?.multiplier ?? 0)
      return
    }
    for (const f of frequencies[reel] ?? []) walk(reel + 1, [...symbols, f.symbol], p * f.p)
  }
  walk(0, [], 1)
  // Distribution of visible scatters: per reel over every stop, convolved across reels.
  let distribution = [1]
  for (const strip of strips) {
    const perReel: number[] = []
    for (let stop = 0; stop < strip.length; stop++) {
      let n = 0
      for (let row = 0; row < SLOT_ROWS; row++) if (strip[(stop + row) % strip.length] === 'scatter') n++
      perReel[n] = (perReel[n] ?? 0) + 1 / strip.length
    }
    const next: number[] = []
    distribution.forEach((a, i) => {
      perReel.forEach((b, j) => {
        next[i + j] = (next[i + j] ?? 0) + a * (b ?? 0)
      })
    })
    distribution = next
  }
  let scatters = 0
  let freeSpins = 0
  let triggerChance = 0
  distribution.forEach((p, count) => {
    scatters += (p ?? 0) * scatterPay(count)
    freeSpins += (p ?? 0) * freeSpinsFor(count)
    if (count >= 3) triggerChance += p ?? 0
  })
  const rtp = (lines + scatters) * (1 + freeSpins)
  return { lines, scatters, freeSpins, triggerChance, rtp }
}

export const BASE_FIGURES = baseFigures()

/** Factor applied to every pay so the game returns `rtp` (a fraction, e.g. 0.962). */
export function payScale(rtp: number): number {
  return rtp / BASE_FIGURES.rtp
}

export interface SlotLineWin {
  line: number
  symbol: Exclude<SlotSymbol, 'scatter'>
  count: 3 | 4 | 5
  win_cents: number
}

export interface SlotSpin {
  /** grid[reel][row]. */
  grid: SlotSymbol[][]
  line_wins: SlotLineWin[]
  scatter_count: number
  win_cents: number
}

export interface SlotOutcome extends SlotSpin {
  kind: 'slot'
  free_spins: SlotSpin[]
}

/**
 * Cents from a fractional amount, rounded up with probability equal to the fraction: a 10-cent bet
 * scaled to 96 % pays fractions of a cent, and plain rounding would shift the RTP by points.
 */
function toCents(rng: Rng, amount: number): number {
  const whole = Math.floor(amount)
  const fraction = amount - whole
  return fraction > 0 && rng.int(1_000_000) < fraction * 1_000_000 ? whole + 1 : whole
}

function spinOnce(rng: Rng, betCents: number, scale: number): SlotSpin {
  const grid = REEL_STRIPS.map((strip) => {
    const stop = rng.int(strip.length)
    return Array.from({ length: SLOT_ROWS }, (_, row) => strip[(stop + row) % strip.length] as SlotSymbol)
  })
  const line_wins: SlotLineWin[] = []
  PAYLINES.forEach((rows, line) => {
    const hit = evaluateLine(rows.map((row, reel) => grid[reel]?.[row] as SlotSymbol))
    if (!hit) return
    const win = toCents(rng, (betCents * hit.multiplier * scale) / PAYLINES.length)
    if (win > 0) line_wins.push({ line, symbol: hit.symbol, count: hit.count, win_cents: win })
  })
  const scatter_count = grid.flat().filter((s) => s === 'scatter').length
  const scatterWin = toCents(rng, betCents * scatterPay(scatter_count) * scale)
  const win_cents = line_wins.reduce((sum, w) => sum + w.win_cents, 0) + scatterWin
  return { grid, line_wins, scatter_count, win_cents }
}

/** One paid spin and the free spins it triggers; `rtp` is a fraction (0.962). */
export function playSlot(rng: Rng, betCents: number, rtp: number): SlotOutcome {
  const scale = payScale(rtp)
  const first = spinOnce(rng, betCents, scale)
  const free_spins = Array.from({ length: freeSpinsFor(first.scatter_count) }, () =>
    spinOnce(rng, betCents, scale),
  )
  return { kind: 'slot', ...first, free_spins }
}

/** Everything the round pays: the paid spin and its free spins. */
export function slotTotalWin(outcome: SlotOutcome): number {
  return outcome.free_spins.reduce((sum, spin) => sum + spin.win_cents, outcome.win_cents)
}
