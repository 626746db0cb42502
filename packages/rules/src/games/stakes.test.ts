import { describe, expect, it } from 'vitest'
import { SAME_AS_EUR, stakesIn } from './stakes.ts'

// A slot whose stakes run from €0.39 to €441.97, at the seeded reference rates (one BTC is
// 89,567.25 EUR, 97,250 USD, 135,761 CAD, 149,570.50 AUD, 165,422.25 NZD, 1,074,612.50 NOK).
const SLOT = { minBetCents: 39, maxBetCents: 44_197 }
const BTC_IN_EUR = '89567.25'
const viaBtc = (units: string) => ({ units, eur: BTC_IN_EUR })

describe('stakes in the session currency (issue 9 item 18)', () => {
  it.each([
    ['EUR', 100, SAME_AS_EUR, 39, 44_197],
    ['FUN (demo)', 100, SAME_AS_EUR, 39, 44_197],
    ['USD', 100, viaBtc('97250'), 43, 47_000],
    ['CAD', 100, viaBtc('135761'), 60, 66_000],
    ['AUD', 100, viaBtc('149570.5'), 66, 73_000],
    ['NZD', 100, viaBtc('165422.25'), 73, 81_000],
    ['NOK', 100, viaBtc('1074612.5'), 470, 530_000],
    ['JPY', 1, viaBtc('14995950'), 66, 73_000],
    ['BTC', 100_000_000, { units: '1', eur: BTC_IN_EUR }, 440, 490_000],
    ['ETH', 1_000_000_000, { units: '1', eur: '3150.2805' }, 130_000, 140_000_000],
  ])('%s: the default bet is the minimum stake %i..%i', (_, subunits, rate, min, max) => {
    const stakes = stakesIn(SLOT, subunits, rate)
    expect(stakes).toMatchObject({ minCents: min, maxCents: max, defaultCents: min })
    expect(stakes.stepsCents[0]).toBe(min)
    expect(stakes.stepsCents.at(-1)).toBe(max)
  })

  it('never starts below the game minimum in euros, and keeps exact conversions exact', () => {
    // 0.10 EUR is 15.16 CAD cents: 16, not 15.
    expect(stakesIn({ minBetCents: 10, maxBetCents: 10_000 }, 100, viaBtc('135761')).minCents).toBe(16)
    // Two units a euro: €0.39 is exactly 0.78, €441.97 exactly 883.94.
    expect(stakesIn(SLOT, 100, { units: '2', eur: '1' })).toMatchObject({ minCents: 78, maxCents: 88_394 })
    // Two euros a unit: 0.195 and 220.985 are rounded to 0.20 and 220.00.
    expect(stakesIn(SLOT, 100, { units: '1', eur: '2' })).toMatchObject({ minCents: 20, maxCents: 22_000 })
  })

  it('a maximum below the converted minimum collapses to one step', () => {
    expect(stakesIn({ minBetCents: 100, maxBetCents: 100 }, 100, viaBtc('135761'))).toEqual({
      minCents: 160,
      maxCents: 160,
      stepsCents: [160],
      defaultCents: 160,
    })
  })
})
