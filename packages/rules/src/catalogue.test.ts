import { describe, expect, it } from 'vitest'
import {
  blockedProviderSlugs,
  DEFAULT_GAMES_PAGE_SIZE,
  DISABLED_PROVIDERS_CAP,
  favouritesVersion,
  geoCategoryKey,
  isBlockedIn,
  isFlagOn,
  likePattern,
  pageOffset,
  paginate,
  trimDisabledProviders,
} from './catalogue.ts'

describe('provider availability (spec 1 §6, spec 2 §5)', () => {
  it.each([
    ['all', 'CA', true],
    ['all', 'DE', true],
    [['AU', 'US'], 'AU', true],
    [['AU', 'US'], 'au', true],
    [['AU', 'US'], 'CA', false],
    [[], 'CA', false],
    [undefined, 'CA', false],
  ] as const)('block %j in %s → %s', (block, country, blocked) => {
    expect(isBlockedIn(block, country)).toBe(blocked)
  })

  const blocks = { netent: ['AU', 'US'], betsoft: 'all', nolimit: ['DE'] } as const

  it.each([
    [{ country: 'AU', isBot: false, allProviders: false }, ['netent', 'betsoft']],
    [{ country: 'DE', isBot: false, allProviders: false }, ['betsoft', 'nolimit']],
    [{ country: 'AU', isBot: true, allProviders: false }, []],
    [{ country: 'AU', isBot: false, allProviders: true }, []],
  ])('%j hides %j', (audience, hidden) => {
    expect(blockedProviderSlugs(blocks, audience)).toEqual(hidden)
  })

  it('keeps only the first 20 entries of the disabled map', () => {
    const map = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`p${i + 1}`, 'all' as const]))
    const trimmed = trimDisabledProviders(map)
    expect(DISABLED_PROVIDERS_CAP).toBe(20)
    expect(Object.keys(trimmed)).toEqual(Array.from({ length: 20 }, (_, i) => `p${i + 1}`))
    expect(blockedProviderSlugs(map, { country: 'CA', isBot: false, allProviders: false })).not.toContain(
      'p21',
    )
  })

  it.each([
    ['1', true],
    ['true', true],
    ['on', true],
    ['0', false],
    ['', false],
    [undefined, false],
    [['1'], true],
  ] as const)('flag %j → %s', (value, on) => {
    expect(isFlagOn(value)).toBe(on)
  })
})

describe('geo category keys (spec 2 §3)', () => {
  const existing = new Set(['top', 'top:ca', 'new', 'new:de'])
  it.each([
    ['top', 'CA', 'top:ca'],
    ['top', 'DE', 'top'],
    ['new', 'DE', 'new:de'],
    ['new', 'CA', 'new'],
    ['popular', 'CA', 'popular'],
    ['top:ca', 'DE', 'top:ca'],
  ])('%s asked from %s → %s', (id, country, key) => {
    expect(geoCategoryKey(id, country, existing)).toBe(key)
  })
})

describe('favourites Accept version (spec 2 §7)', () => {
  it.each([
    ['application/vnd.croupier.v1+json', 1],
    ['application/vnd.croupier.v2+json', 2],
    ['application/vnd.croupier.v1+json; q=1, */*', 1],
    ['application/json', 2],
    ['*/*', 2],
    [undefined, 2],
  ] as const)('%s → v%d', (accept, version) => {
    expect(favouritesVersion(accept)).toBe(version)
  })
})

describe('page maths (spec 1 §9: 40 per page)', () => {
  it('defaults to 40', () => expect(DEFAULT_GAMES_PAGE_SIZE).toBe(40))
  it.each([
    [1, 40, 100, { current_page: 1, next_page: 2, total: 100 }, 0],
    [2, 40, 100, { current_page: 2, next_page: 3, total: 100 }, 40],
    [3, 40, 100, { current_page: 3, next_page: null, total: 100 }, 80],
    [1, 40, 40, { current_page: 1, next_page: null, total: 40 }, 0],
    [1, 40, 0, { current_page: 1, next_page: null, total: 0 }, 0],
  ])('page %d of size %d over %d', (page, size, total, pagination, offset) => {
    expect(paginate(page, size, total)).toEqual(pagination)
    expect(pageOffset(page, size)).toBe(offset)
  })

  it('escapes LIKE wildcards', () => {
    expect(likePattern(' Book ')).toBe('%book%')
    expect(likePattern('50%_')).toBe('%50\\%\\_%')
  })
})
