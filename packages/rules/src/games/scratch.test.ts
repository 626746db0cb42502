import { describe, expect, it } from 'vitest'
import { seededRng } from './rng.ts'
import {
  matchedSymbol,
  playScratch,
  SCRATCH_WEIGHT_TOTAL,
  scratchRtp,
  scratchWeights,
  scratchWin,
} from './scratch.ts'

describe('scratch card', () => {
  it('scales the prize table to the game RTP to within 1e-4 (integer weights)', () => {
    for (const rtp of [0.97, 0.98, 0.99]) {
      expect(scratchRtp(rtp)).toBeCloseTo(rtp, 4)
      expect(scratchWeights(rtp).reduce((a, b) => a + b, 0)).toBe(SCRATCH_WEIGHT_TOTAL)
    }
  })

  it('shows nine cells with exactly the prize triple, or no triple at all', () => {
    const rng = seededRng(3)
    for (let i = 0; i < 2_000; i++) {
      const card = playScratch(rng, 0.98)
      expect(card.cells).toHaveLength(9)
      expect(matchedSymbol(card.cells)).toBe(card.matched)
      expect(card.multiplier === 0).toBe(card.matched === null)
    }
  })

  it('returns the RTP within 1.5 points over 300,000 seeded cards', () => {
    const rng = seededRng(99)
    let won = 0
    for (let i = 0; i < 300_000; i++) won += scratchWin(100, playScratch(rng, 0.97))
    expect(Math.abs(won / (100 * 300_000) - 0.97)).toBeLessThan(0.015)
  })
})
