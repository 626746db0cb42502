import { describe, expect, it } from 'vitest'
import {
  AB_GROUP_A,
  AB_GROUP_B,
  abGroupForUserId,
  abVariant,
  groupIdsOf,
  hasInstalledApp,
  hasNotices,
  hasWelcomePack,
  INSTALLED_APP_GROUP,
  isMultiAccount,
  isTester,
  LIVE_CHAT_GROUP,
  LT_IBAN_GROUP,
  MULTI_ACCOUNT_GROUP,
  NEW_PROVIDER_SHOWN_GROUPS,
  NEW_PROVIDER_TARGET_GROUPS,
  NOTICES_GROUP,
  newProviderShownGroup,
  shouldShowNewProvider,
  TESTER_GROUP,
  usesLiveChat,
  VIP_ADVENTURE_PRIZE_GROUP,
  VIP_GROUPS,
  vipStatus,
  WELCOME_PACK_GROUP,
} from './groups'

describe('group ids (spec 1 §4, §6, §9)', () => {
  it('match the spec', () => {
    expect(TESTER_GROUP).toBe(21)
    expect(NOTICES_GROUP).toBe(916)
    expect(MULTI_ACCOUNT_GROUP).toBe(100)
    expect(LIVE_CHAT_GROUP).toBe(545)
    expect(WELCOME_PACK_GROUP).toBe(131811)
    expect([AB_GROUP_A, AB_GROUP_B]).toEqual([543, 544])
    expect(VIP_ADVENTURE_PRIZE_GROUP).toBe(791)
    expect(INSTALLED_APP_GROUP).toBe(1401)
    expect(NEW_PROVIDER_TARGET_GROUPS).toEqual([851, 1030])
    expect(NEW_PROVIDER_SHOWN_GROUPS).toEqual([859, 1056])
    expect(LT_IBAN_GROUP).toBe(1101)
    expect(VIP_GROUPS.map((g) => [g.id, g.status])).toEqual([
      [759, 'diamond'],
      [255, 'platinum'],
      [259, 'gold'],
      [258, 'silver'],
      [257, 'bronze'],
    ])
  })
})

describe('vipStatus: first matching VIP group in priority order (spec 1 §6)', () => {
  it.each([
    [[759], 'diamond'],
    [[255], 'platinum'],
    [[259], 'gold'],
    [[258], 'silver'],
    [[257], 'bronze'],
    [[257, 759], 'diamond'],
    [[258, 255, 1], 'platinum'],
    [[257, 258], 'silver'],
    [[957], 'regular'], // 957 is named in the spec without a level
    [[], 'regular'],
    [[21, 100], 'regular'],
  ])('%j → %s', (ids, expected) => {
    expect(vipStatus(ids)).toBe(expected)
  })
})

describe('feature groups (spec 1 §6)', () => {
  it.each([
    [[21], true],
    [[210], false],
    [[], false],
  ])('isTester(%j) → %s', (ids, expected) => {
    expect(isTester(ids)).toBe(expected)
  })
  it('notices, multi-account, live chat and installed app', () => {
    expect(hasNotices([916])).toBe(true)
    expect(hasNotices([21])).toBe(false)
    expect(isMultiAccount([1, 100])).toBe(true)
    expect(isMultiAccount([1])).toBe(false)
    expect(usesLiveChat([545])).toBe(true)
    expect(usesLiveChat([])).toBe(false)
    expect(hasInstalledApp([1401])).toBe(true)
    expect(hasInstalledApp([140])).toBe(false)
  })
  it.each([
    [[131811], null, true],
    [[], '131811', true],
    [[], '131811_campaign', true],
    [[], '1318110', false],
    [[], '131811x', false],
    [[], '131812', false],
    [[], null, false],
  ])('hasWelcomePack(%j, stag %j) → %s', (ids, stag, expected) => {
    expect(hasWelcomePack(ids, stag)).toBe(expected)
  })
})

describe('new-provider popup groups (spec 1 §4)', () => {
  it.each([
    [[851], true, 859],
    [[1030], true, 1056],
    [[851, 859], false, 859],
    [[1030, 1056], false, 1056],
    [[851, 1056], false, 859],
    [[], false, null],
    [[859], false, null],
  ])('%j → show %s, shown group %s', (ids, show, shown) => {
    expect(shouldShowNewProvider(ids)).toBe(show)
    expect(newProviderShownGroup(ids)).toBe(shown)
  })
})

describe('A/B registration groups by user id parity (spec 1 §4, §6)', () => {
  it.each([
    [0, 543],
    [2, 543],
    [1, 544],
    [12345, 544],
    [-3, 544],
    ['12344', 543],
    ['12345', 544],
    ['7f3c9a2e-1b4d-4c8e-9a1f-00000000000a', 543], // a = 10, even
    ['7f3c9a2e-1b4d-4c8e-9a1f-00000000000F', 544], // f = 15, odd
    ['user-zz', 543], // no hex digit at all falls back to A
  ])('abGroupForUserId(%j) → %i', (id, expected) => {
    expect(abGroupForUserId(id)).toBe(expected)
  })
  it.each([
    [[543], true, 'A'],
    [[544], true, 'B'],
    [[543, 544], true, 'A'],
    [[543], false, null],
    [[], true, null],
  ])('abVariant(%j, flag %s) → %s', (ids, flag, expected) => {
    expect(abVariant(ids, flag)).toBe(expected)
  })
})

describe('groupIdsOf', () => {
  it('reads ids from statuses, numeric text included', () => {
    expect(groupIdsOf([{ id: 21 }, { id: '759' }, { id: 'x' }])).toEqual([21, 759])
    expect(groupIdsOf(null)).toEqual([])
  })
})
