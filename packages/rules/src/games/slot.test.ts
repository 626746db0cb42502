import { describe, expect, it } from 'vitest'
import { seededRng } from './rng.ts'
import {
  BASE_FIGURES,
  evaluateLine,
  PAYLINES,
  payScale,
  playSlot,
  REEL_STRIPS,
  SLOT_REELS,
  SLOT_ROWS,
  slotTotalWin,
} from './slot.ts'

describe('slot: 5×3, 20 paylines, wild, scatter free spins', () => {
  it('has 20 distinct paylines of one row per reel', () => {
    expect(PAYLINES).toHaveLength(20)
    expect(new Set(PAYLINES.map((l) => l.join(''))).size).toBe(20)
    for (const line of PAYLINES) {
      expect(line).toHaveLength(SLOT_REELS)
      for (const row of line) expect(row).toBeLessThan(SLOT_ROWS)
    }
  })

  it.each([
    [['ace', 'ace', 'ace', 'nine', 'ten'], { symbol: 'ace', count: 3, multiplier: 20 }],
    [['wild', 'king', 'king', 'king', 'ten'], { symbol: 'king', count: 4, multiplier: 75 }],
    [['nine', 'wild', 'wild', 'nine', 'nine'], { symbol: 'nine', count: 5, multiplier: 80 }],
    // Three wilds pay more as wilds (50) than as three-of-a-kind nines (5).
    [['wild', 'wild', 'wild', 'nine', 'ten'], { symbol: 'wild', count: 3, multiplier: 50 }],
    [['wild', 'wild', 'wild', 'wild', 'wild'], { symbol: 'wild', count: 5, multiplier: 2500 }],
    [['ace', 'ace', 'scatter', 'ace', 'ace'], null],
    [['scatter', 'ace', 'ace', 'ace', 'ace'], null],
    [['ace', 'king', 'ace', 'ace', 'ace'], null],
  ] as const)('line %j pays %j', (symbols, expected) => {
    expect(evaluateLine(symbols)).toEqual(expected)
  })

  it('the scale brings the exact base figures to the target RTP', () => {
    expect(BASE_FIGURES.rtp).toBeGreaterThan(0.9)
    expect(BASE_FIGURES.triggerChance).toBeGreaterThan(0.001)
    expect(payScale(0.96) * BASE_FIGURES.rtp).toBeCloseTo(0.96, 10)
  })

  it('shows three consecutive strip symbols per reel and counts scatters', () => {
    const outcome = playSlot(seededRng(7), 100, 0.96)
    expect(outcome.grid).toHaveLength(5)
    outcome.grid.forEach((column, reel) => {
      const strip = REEL_STRIPS[reel] ?? []
      const found = strip.some((_, stop) =>
        column.every((symbol, row) => strip[(stop + row) % strip.length] === symbol),
      )
      expect(found).toBe(true)
    })
    expect(outcome.scatter_count).toBe(outcome.grid.flat().filter((s) => s === 'scatter').length)
  })

  it('awards free spins inside the round on three or more scatters', () => {
    const rng = seededRng(11)
    let found = false
    for (let i = 0; i < 5_000 && !found; i++) {
      const outcome = playSlot(rng, 100, 0.96)
      if (outcome.scatter_count >= 3) {
        expect(outcome.free_spins.length).toBeGreaterThanOrEqual(10)
        found = true
      } else expect(outcome.free_spins).toEqual([])
    }
    expect(found).toBe(true)
  })

  it.each([
    [0.94, 2_000],
    [0.965, 2_000],
    // The smallest bet pays fractions of a cent: rounding must not move the RTP.
    [0.96, 10],
  ])('returns the game RTP %s within 2 points over 300,000 seeded rounds at %i cents', (rtp, bet) => {
    const rng = seededRng(Math.round(rtp * 1000) + bet)
    const rounds = 300_000
    let won = 0
    for (let i = 0; i < rounds; i++) won += slotTotalWin(playSlot(rng, bet, rtp))
    expect(Math.abs(won / (bet * rounds) - rtp)).toBeLessThan(0.02)
  })
})
