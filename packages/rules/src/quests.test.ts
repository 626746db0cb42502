import { describe, expect, it } from 'vitest'
import { QUEST_LEVEL_COUNTS } from './promotions.ts'
import {
  DEFAULT_ROBOT_LADDERS,
  levelMinBets,
  QUEST_LADDERS_EUR,
  questLadderEur,
  questLevels,
  validRobotLadder,
} from './quests.ts'

const robots = {
  'robot-s': [
    0, 1000, 2500, 5000, 10000, 20000, 35000, 50000, 75000, 100000, 150000, 250000, 400000, 600000, 800000,
  ],
  'robot-m': [
    0, 1000, 2500, 5000, 10000, 20000, 35000, 50000, 75000, 100000, 150000, 200000, 250000, 300000, 400000,
    500000, 600000, 750000, 900000, 1100000, 1300000, 1600000, 1900000, 2200000, 2500000,
  ],
}

describe('quest ladders (spec 2 §9 K4)', () => {
  it('has the level count of every size, starting at 0 and increasing', () => {
    for (const size of ['xs', 's', 'm', 'robot-s', 'robot-m'] as const) {
      const ladder = questLadderEur(size, robots)
      expect(ladder).toHaveLength(QUEST_LEVEL_COUNTS[size])
      expect(ladder[0]).toBe(0)
      for (let i = 1; i < ladder.length; i++) expect(ladder[i]).toBeGreaterThan(ladder[i - 1] ?? 0)
    }
    expect(QUEST_LADDERS_EUR.xs).toEqual([0, 150, 500, 1000, 5000, 15000])
    expect(QUEST_LADDERS_EUR.s.at(-1)).toBe(1_000_000)
    expect(QUEST_LADDERS_EUR.m.at(-1)).toBe(2_000_000)
  })

  it('ships usable default robot ladders', () => {
    expect(validRobotLadder('robot-s', DEFAULT_ROBOT_LADDERS['robot-s'])).toBe(true)
    expect(validRobotLadder('robot-m', DEFAULT_ROBOT_LADDERS['robot-m'])).toBe(true)
  })

  it('accepts robot ladders only with the right count and top', () => {
    expect(validRobotLadder('robot-s', robots['robot-s'])).toBe(true)
    expect(validRobotLadder('robot-m', robots['robot-m'])).toBe(true)
    expect(validRobotLadder('robot-s', robots['robot-s'].slice(1))).toBe(false)
    expect(validRobotLadder('robot-m', [...robots['robot-m'].slice(0, -1), 2_400_000])).toBe(false)
    expect(validRobotLadder('robot-s', [0, 0, ...robots['robot-s'].slice(2)])).toBe(false)
  })

  it('converts requirements per currency, rounded up; none for crypto', () => {
    expect(levelMinBets('xs', 'EUR', robots)).toEqual([0, 150, 500, 1000, 5000, 15000])
    expect(levelMinBets('xs', 'AUD', robots)).toEqual([0, 225, 750, 1500, 7500, 22500])
    expect(levelMinBets('xs', 'NOK', robots)?.[2]).toBe(5000)
    expect(levelMinBets('robot-s', 'USD', robots)?.at(-1)).toBe(800_000)
    expect(levelMinBets('xs', 'BTC', robots)).toBeNull()
  })
})

describe('questLevels (spec 2 §4 quest level)', () => {
  const xs = QUEST_LADDERS_EUR.xs
  it('starts on level 1 active with nothing completed', () => {
    expect(questLevels(0, xs)).toEqual({
      current: 1,
      next: 2,
      states: ['active', 'locked', 'locked', 'locked', 'locked', 'locked'],
      completed: [],
    })
  })

  it('completes the levels below the last one met', () => {
    const at = questLevels(500, xs)
    expect(at.current).toBe(3)
    expect(at.next).toBe(4)
    expect(at.states).toEqual(['completed', 'completed', 'active', 'locked', 'locked', 'locked'])
    expect(at.completed).toEqual([1, 2])
    expect(questLevels(499, xs).completed).toEqual([1])
  })

  it('completes the last level once met: it has no upper bound', () => {
    const top = questLevels(1_000_000, xs)
    expect(top.current).toBe(6)
    expect(top.next).toBeNull()
    expect(top.completed).toEqual([1, 2, 3, 4, 5, 6])
  })
})
