// The bet sizes a game frame offers: 1-2-5 steps between the game's minimum and maximum bet, with
// both ends always present.

const STEP_MANTISSAS = [1, 2, 5] as const

export function betSteps(minCents: number, maxCents: number): number[] {
  const steps = new Set<number>([minCents])
  for (let magnitude = 1; magnitude <= maxCents; magnitude *= 10) {
    for (const m of STEP_MANTISSAS) {
      const value = m * magnitude
      if (value > minCents && value < maxCents) steps.add(value)
    }
  }
  steps.add(Math.max(minCents, maxCents))
  return [...steps].sort((a, b) => a - b)
}
