import { describe, expect, it } from 'vitest'
import {
  categoryPath,
  categorySlugFromPath,
  gridEntries,
  isCurrencyLocked,
  mergeGamePages,
  parsePageParam,
} from './game-list'

const games = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }))
const kinds = (entries: ReturnType<typeof gridEntries<{ id: number }>>) =>
  entries.map((e) => (e.kind === 'game' ? e.game.id : e.kind))

describe('gridEntries (spec 2 §2.5)', () => {
  it('puts the random card at position 10', () => {
    const entries = gridEntries(games(1, 40), { category: 'pokies' })
    expect(entries).toHaveLength(41)
    expect(entries[9]).toEqual({ kind: 'random' })
    expect(kinds(entries).slice(8, 11)).toEqual([9, 'random', 10])
  })

  it.each(['special', 'new', 'top', 'recommended', 'top:ca'])('puts it at the end for %s', (category) => {
    const entries = gridEntries(games(1, 40), { category })
    expect(entries.at(-1)).toEqual({ kind: 'random' })
    expect(entries.filter((e) => e.kind === 'random')).toHaveLength(1)
  })

  it('shows the cashbox card first in the live category, the random card still at position 10', () => {
    const entries = gridEntries(games(1, 40), { category: 'live' })
    expect(entries[0]).toEqual({ kind: 'cashbox' })
    expect(entries[9]).toEqual({ kind: 'random' })
  })

  it('ends a short list with the random card and leaves an empty list empty', () => {
    expect(kinds(gridEntries(games(1, 3), { category: 'book' }))).toEqual([1, 2, 3, 'random'])
    expect(gridEntries([], { category: 'book' })).toEqual([])
  })

  it('can leave the random card out (favourites, producers)', () => {
    expect(kinds(gridEntries(games(1, 12), { withRandomCard: false }))).not.toContain('random')
  })
})

describe('mergeGamePages', () => {
  it('appends the next page of 40 and skips games already shown', () => {
    const merged = mergeGamePages(games(1, 40), games(40, 40))
    expect(merged).toHaveLength(79)
    expect(merged.map((g) => g.id)).toEqual(Array.from({ length: 79 }, (_, i) => i + 1))
  })
})

describe('category paths', () => {
  it('links every category to its page', () => {
    expect(categoryPath({ slug: 'pokies', type: 'pokies' })).toBe('/pokies/all')
    expect(categoryPath({ slug: 'live', type: 'live' })).toBe('/live/all')
    expect(categoryPath({ slug: 'roulette', type: 'live' })).toBe('/live/roulette')
    expect(categoryPath({ slug: 'exclusive', type: 'special' })).toBe('/pokies/exclusive')
    expect(categoryPath({ slug: 'top', type: 'pokies' })).toBe('/pokies/top')
  })

  it('reads the slug of a catalogue URL', () => {
    expect(categorySlugFromPath('pokies', 'all')).toBe('pokies')
    expect(categorySlugFromPath('live', 'all')).toBe('live')
    expect(categorySlugFromPath('categories', 'book')).toBe('book')
  })
})

describe('isCurrencyLocked (spec 2 §5)', () => {
  const game = { currencies: { EUR: { id: 1 }, BTC: { id: 2 } } }
  it('locks a fiat currency the game has no id for', () => {
    expect(isCurrencyLocked(game, 'CAD')).toBe(true)
    expect(isCurrencyLocked(game, 'EUR')).toBe(false)
  })
  it('never locks crypto or a guest', () => {
    expect(isCurrencyLocked(game, 'ETH')).toBe(false)
    expect(isCurrencyLocked(game, null)).toBe(false)
  })
})

describe('devices and pages', () => {
  it('reads the producer page number', () => {
    expect(parsePageParam(undefined)).toBe(1)
    expect(parsePageParam('3')).toBe(3)
    expect(parsePageParam('0')).toBeNull()
    expect(parsePageParam('x')).toBeNull()
  })
})
