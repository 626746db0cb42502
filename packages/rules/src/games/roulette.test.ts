import { describe, expect, it } from 'vitest'
import { seededRng } from './rng.ts'
import {
  colorOf,
  isValidRouletteBet,
  playRoulette,
  type RouletteBet,
  rouletteReturn,
  rouletteTotalWin,
} from './roulette.ts'

const bet = (type: RouletteBet['type'], value?: number): RouletteBet => ({ type, value, amount_cents: 100 })

describe('European roulette', () => {
  it.each([
    [bet('straight', 17), 17, 3_600],
    [bet('straight', 0), 0, 3_600],
    [bet('straight', 17), 18, 0],
    [bet('red'), 1, 200],
    [bet('black'), 2, 200],
    [bet('odd'), 35, 200],
    [bet('even'), 36, 200],
    [bet('low'), 18, 200],
    [bet('high'), 19, 200],
    [bet('dozen', 2), 24, 300],
    [bet('dozen', 3), 24, 0],
    [bet('column', 1), 34, 300],
    [bet('column', 3), 36, 300],
    // Zero loses every even-money, dozen and column bet.
    [bet('red'), 0, 0],
    [bet('black'), 0, 0],
    [bet('even'), 0, 0],
    [bet('low'), 0, 0],
    [bet('dozen', 1), 0, 0],
    [bet('column', 3), 0, 0],
  ])('%j on %i returns %i', (b, pocket, expected) => {
    expect(rouletteReturn(b, pocket)).toBe(expected)
  })

  it('colours: 0 green, 1 red, 2 black, 18 red of 36', () => {
    expect(colorOf(0)).toBe('green')
    expect(colorOf(1)).toBe('red')
    expect(colorOf(2)).toBe('black')
    expect(Array.from({ length: 36 }, (_, i) => colorOf(i + 1)).filter((c) => c === 'red')).toHaveLength(18)
  })

  it('checks the value fits the bet type', () => {
    expect(isValidRouletteBet(bet('straight'))).toBe(false)
    expect(isValidRouletteBet(bet('dozen', 0))).toBe(false)
    expect(isValidRouletteBet(bet('column', 4))).toBe(false)
    expect(isValidRouletteBet(bet('red', 3))).toBe(false)
    expect(isValidRouletteBet(bet('red'))).toBe(true)
  })

  it('every bet type returns exactly 36/37 over the 37 pockets', () => {
    for (const b of [bet('straight', 5), bet('red'), bet('dozen', 1), bet('column', 2), bet('high')]) {
      let returned = 0
      for (let pocket = 0; pocket <= 36; pocket++) returned += rouletteReturn(b, pocket)
      expect(returned / (37 * b.amount_cents)).toBeCloseTo(36 / 37, 10)
    }
  })

  it('returns about 97.3 % over 200,000 seeded spins', () => {
    const rng = seededRng(37)
    const bets = [bet('straight', 7), bet('red'), bet('dozen', 3)]
    let won = 0
    for (let i = 0; i < 200_000; i++) won += rouletteTotalWin(playRoulette(rng, bets))
    expect(Math.abs(won / (300 * 200_000) - 36 / 37)).toBeLessThan(0.015)
  })
})
