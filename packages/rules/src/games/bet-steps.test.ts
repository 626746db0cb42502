import { describe, expect, it } from 'vitest'
import { betSteps } from './bet-steps.ts'

describe('bet steps', () => {
  it.each([
    [10, 50_000, [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000]],
    [25, 300, [25, 50, 100, 200, 300]],
    [100, 100, [100]],
  ])('%i..%i → %j', (min, max, steps) => {
    expect(betSteps(min, max)).toEqual(steps)
  })
})
