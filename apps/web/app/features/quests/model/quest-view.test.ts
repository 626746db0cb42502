import type { QuestLevel } from '@croupier/contract/quests/get-quest'
import { describe, expect, it } from 'vitest'
import { questProgress } from './quest-view'

// spec 2 §9 K4: the xs ladder (EUR), in cents.
const levels: QuestLevel[] = [0, 150_00, 500_00, 1000_00, 5000_00, 15000_00].map((cents, index) => ({
  level: index + 1,
  min_bet_cents: cents,
  min_bet_eur_cents: cents,
  state: 'locked',
  prize: null,
}))

describe('questProgress (spec 2 §4 quest level)', () => {
  it('measures the way from the current level to the next', () => {
    expect(questProgress({ bets_cents: 600_00, current_level: 3, next_level: 4, levels })).toEqual({
      toNext: 400_00,
      percent: 20,
    })
  })

  it('starts at 0 on the first level', () => {
    expect(questProgress({ bets_cents: 0, current_level: 1, next_level: 2, levels })).toEqual({
      toNext: 150_00,
      percent: 0,
    })
  })

  it('is full at the top, the last level having no upper bound', () => {
    expect(questProgress({ bets_cents: 99_999_00, current_level: 6, next_level: null, levels })).toEqual({
      toNext: 0,
      percent: 100,
    })
  })
})
