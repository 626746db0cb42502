// The draw's distribution matches the weights (issue #13): 100,000 draws through the platform's own
// draw path (draw.ts#drawPrize, what activation calls) with fresh server seeds from
// crypto.randomBytes and fresh client seeds, for the Rocket Wheel and the standard lootbox;
// Pearson's chi-square against the weights stays under the critical value at p = 0.001.
import { describe, expect, it } from 'vitest'
import { drawPrize, newClientSeed, newServerSeed } from '../src/modules/lootboxes/draw.ts'
import { WHEEL_SEGMENTS } from '../src/seed/config/promotions.ts'
import { LOOTBOX_PRIZE_TABLES } from '../src/seed/lootboxes.ts'

const DRAWS = 100_000
/** Chi-square critical values at p = 0.001 by degrees of freedom (standard table). */
const CRITICAL_P001: Record<number, number> = {
  1: 10.828,
  2: 13.816,
  3: 16.266,
  4: 18.467,
  5: 20.515,
  6: 22.458,
}

function drawCounts(weights: readonly number[]): number[] {
  const counts = weights.map(() => 0)
  for (let i = 0; i < DRAWS; i++) {
    const { index } = drawPrize(newServerSeed().seed, newClientSeed(), 0, weights)
    counts[index] = (counts[index] ?? 0) + 1
  }
  return counts
}

function chiSquare(counts: readonly number[], weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  return counts.reduce((sum, observed, index) => {
    const expected = (DRAWS * (weights[index] ?? 0)) / total
    return sum + (observed - expected) ** 2 / expected
  }, 0)
}

const TABLES: [string, number[]][] = [
  ['the Rocket Wheel', (WHEEL_SEGMENTS.wheels['rocketmart-wheel'] ?? []).map((segment) => segment.weight)],
  [
    'the standard lootbox (spec 2 §9 K6)',
    (LOOTBOX_PRIZE_TABLES.lootbox_standard ?? []).map((item) => item.weight),
  ],
]

describe('the draw follows the weights', () => {
  it.each(TABLES)(
    '%s: chi-square over 100,000 draws under the p = 0.001 critical value',
    (_name, weights) => {
      expect(weights.length).toBeGreaterThan(1)
      const counts = drawCounts(weights)
      const critical = CRITICAL_P001[weights.length - 1] ?? Number.NaN
      expect(chiSquare(counts, weights)).toBeLessThan(critical)
      // The same counts are far from a draw that ignored the weights: the test can tell them apart.
      expect(
        chiSquare(
          counts,
          weights.map(() => 1),
        ),
      ).toBeGreaterThan(critical)
    },
  )
})
