import { describe, expect, it } from 'vitest'
import { newProviderPopupGroup } from './eligibility'

const player = (...ids: number[]) => ({ statuses: ids.map((id) => ({ id })) })

describe('newProviderPopupGroup (spec 1 §4: groups 851/1030, not 859/1056, once per session)', () => {
  it.each([
    ['a target of the first wave', player(851), false, 859],
    ['a target of the second wave', player(21, 1030), false, 1056],
    ['in both waves: the first target pairs', player(1030, 851), false, 859],
    ['already shown, same wave', player(851, 859), false, null],
    ['already shown, the other wave', player(851, 1056), false, null],
    ['not a target', player(21, 259), false, null],
    ['no groups', player(), false, null],
    ['a target, but opened earlier this session', player(851), true, null],
  ])('%s', (_, who, shownThisSession, expected) => {
    expect(newProviderPopupGroup(who, shownThisSession)).toBe(expected)
  })

  it('never for a guest', () => {
    expect(newProviderPopupGroup(null, false)).toBeNull()
  })
})
