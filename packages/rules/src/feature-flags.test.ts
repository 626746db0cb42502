import { describe, expect, it } from 'vitest'
import {
  defaultFlags,
  FEATURE_FLAG_LABELS,
  FEATURE_FLAGS,
  FLAG_OVERRIDE_STORAGE_KEY,
  isFeatureFlag,
  parseOverrides,
  resolveFlags,
  serialiseOverrides,
} from './feature-flags'

const allOff = {
  techWork: false,
  compPoints: false,
  abRegistration: false,
  mysticJackpots: false,
  testQuests: false,
  allWidgets: false,
  allProviders: false,
}

describe('spec 1 §1: flags default to off', () => {
  it('lists tech work, comp points, A/B registration, mystic jackpots, test quests, all widgets, all providers', () => {
    expect(FEATURE_FLAGS).toEqual([
      'techWork',
      'compPoints',
      'abRegistration',
      'mysticJackpots',
      'testQuests',
      'allWidgets',
      'allProviders',
    ])
    expect(Object.keys(FEATURE_FLAG_LABELS)).toEqual([...FEATURE_FLAGS])
    expect(FLAG_OVERRIDE_STORAGE_KEY).toBe('croupier.ffc')
  })
  it('every default is false', () => {
    expect(defaultFlags()).toEqual(allOff)
  })
  it('defaultFlags returns a fresh object', () => {
    const a = defaultFlags()
    a.techWork = true
    expect(defaultFlags().techWork).toBe(false)
  })
  it.each([
    ['techWork', true],
    ['allProviders', true],
    ['TechWork', false],
    ['tech_work', false],
    ['', false],
    ['toString', false],
  ])('isFeatureFlag(%j) → %s', (x, expected) => {
    expect(isFeatureFlag(x)).toBe(expected)
  })
})

describe('resolveFlags applies only known boolean overrides', () => {
  it.each<[string, Partial<Record<string, unknown>> | null | undefined, Partial<typeof allOff>]>([
    ['empty', {}, {}],
    ['one flag on', { compPoints: true }, { compPoints: true }],
    ['explicit false', { techWork: false }, {}],
    [
      'several',
      { testQuests: true, allWidgets: true, mysticJackpots: true },
      { testQuests: true, allWidgets: true, mysticJackpots: true },
    ],
    ['unknown key ignored', { nope: true, compPoints: true }, { compPoints: true }],
    ['string "true" ignored', { compPoints: 'true' }, {}],
    ['number 1 ignored', { abRegistration: 1 }, {}],
    ['null value ignored', { allProviders: null }, {}],
    ['null overrides', null, {}],
    ['undefined overrides', undefined, {}],
  ])('%s', (_label, overrides, on) => {
    expect(resolveFlags(overrides)).toEqual({ ...allOff, ...on })
  })
})

describe('ADR 040: brand defaults sit between the spec defaults and the local override', () => {
  it('a brand default turns a flag on', () => {
    expect(resolveFlags({}, { compPoints: true })).toEqual({ ...allOff, compPoints: true })
  })
  it('the local override still turns it off (/ffc)', () => {
    expect(resolveFlags({ compPoints: false }, { compPoints: true })).toEqual(allOff)
  })
  it('the local override turns on what the brand leaves off', () => {
    expect(resolveFlags({ techWork: true }, { compPoints: true })).toEqual({
      ...allOff,
      compPoints: true,
      techWork: true,
    })
  })
  it('unknown or non-boolean brand defaults are ignored', () => {
    expect(resolveFlags(null, { nope: true, allWidgets: 'yes' })).toEqual(allOff)
    expect(resolveFlags(null, null)).toEqual(allOff)
  })
})

describe('override storage round trip', () => {
  it('serialises known boolean flags only, in list order', () => {
    expect(serialiseOverrides({ allProviders: true, techWork: false, junk: true, compPoints: 'yes' })).toBe(
      '{"techWork":false,"allProviders":true}',
    )
  })
  it('round-trips', () => {
    const overrides = { compPoints: true, testQuests: false }
    expect(parseOverrides(serialiseOverrides(overrides))).toEqual(overrides)
  })
  it.each([
    [null, {}],
    [undefined, {}],
    ['', {}],
    ['not json', {}],
    ['{"compPoints":tru', {}],
    ['[true,false]', {}],
    ['null', {}],
    ['42', {}],
    ['"compPoints"', {}],
    ['{"compPoints":true,"x":true}', { compPoints: true }],
    ['{"compPoints":"true"}', {}],
    ['{"__proto__":{"compPoints":true}}', {}],
  ])('parseOverrides(%j) → %j', (json, expected) => {
    expect(parseOverrides(json)).toEqual(expected)
  })
})
