import { describe, expect, it } from 'vitest'
import { questLadder } from './quest-ladder'

// spec 2 §9 K4: the xs ladder in EUR, here in cents.
const XS = [0, 150_00, 500_00, 1000_00, 5000_00, 15000_00]

describe('questLadder (spec 2 §4 quest level)', () => {
  it('starts on level 1, whose requirement is 0, with level 2 next', () => {
    const ladder = questLadder(XS, 0)
    expect(ladder.current).toBe(0)
    expect(ladder.next).toBe(1)
    expect(ladder.states).toEqual(['active', 'locked', 'locked', 'locked', 'locked', 'locked'])
    expect(ladder.toNext).toBe(150_00)
    expect(ladder.percent).toBe(0)
  })

  it('makes the last level whose requirement is met current, the ones below completed', () => {
    const ladder = questLadder(XS, 600_00)
    expect(ladder.current).toBe(2)
    expect(ladder.next).toBe(3)
    expect(ladder.states).toEqual(['completed', 'completed', 'active', 'locked', 'locked', 'locked'])
    expect(ladder.toNext).toBe(400_00)
    expect(ladder.percent).toBe(20)
  })

  it('meets a requirement exactly at its amount', () => {
    expect(questLadder(XS, 150_00).current).toBe(1)
    expect(questLadder(XS, 149_99).current).toBe(0)
  })

  it('has no upper bound on the last level: reached, every level is completed', () => {
    const ladder = questLadder(XS, 99_999_00)
    expect(ladder.current).toBe(5)
    expect(ladder.next).toBeNull()
    expect(ladder.states.every((state) => state === 'completed')).toBe(true)
    expect(ladder.percent).toBe(100)
    expect(ladder.toNext).toBe(0)
  })

  it('locks every level before a first requirement above 0 is met', () => {
    const ladder = questLadder([100, 200], 50)
    expect(ladder.current).toBe(-1)
    expect(ladder.next).toBe(0)
    expect(ladder.states).toEqual(['locked', 'locked'])
    expect(ladder.toNext).toBe(50)
    expect(ladder.percent).toBe(50)
  })
})
