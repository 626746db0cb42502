// The randomness every game engine draws from, injected so the platform plays with a cryptographic
// source (node:crypto randomInt) and tests replay a seeded sequence.

/** A uniform integer source: `int(n)` is in [0, n), each value equally likely. */
export interface Rng {
  int(maxExclusive: number): number
}

/**
 * A deterministic generator for tests and simulations only (mulberry32: 32-bit state, fast, good
 * enough for RTP sanity checks; never for real play).
 */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  return { int: (maxExclusive) => Math.floor(next() * maxExclusive) }
}

/** Fisher–Yates on a copy. */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rng.int(i + 1)
    const a = copy[i] as T
    copy[i] = copy[j] as T
    copy[j] = a
  }
  return copy
}

/** Index chosen with probability weight / sum(weights). */
export function weightedIndex(rng: Rng, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0)
  let roll = rng.int(total)
  for (const [index, weight] of weights.entries()) {
    if (roll < weight) return index
    roll -= weight
  }
  return weights.length - 1
}
