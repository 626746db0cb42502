import { describe, expect, it } from 'vitest'
import {
  findLaunchableGame,
  isGameCurrencySupported,
  missingProviderFields,
  playModeOf,
  playPath,
  RANDOM_GAME_ATTEMPTS,
} from './play.ts'

describe('playPath', () => {
  it('builds /play/{producer}/{name}?mode= from the seo title (spec 1 §2)', () => {
    expect(playPath({ provider: 'netent', seo_title: 'book-of-ra' }, 'demo')).toBe(
      '/play/netent/book-of-ra?mode=demo',
    )
    expect(playPath({ provider: 'a b', seo_title: 'x/y' }, 'real')).toBe('/play/a%20b/x%2Fy?mode=real')
  })
})

describe('playModeOf', () => {
  it.each([
    ['real', false, true, 'real'],
    ['demo', true, false, 'demo'],
    [null, true, true, 'real'],
    [null, false, true, 'demo'],
    [null, false, false, 'real'],
    ['other', false, true, 'demo'],
  ] as const)('mode %s, logged in %s, demo %s → %s', (query, isLoggedIn, hasDemoMode, expected) => {
    expect(playModeOf(query, { isLoggedIn, hasDemoMode })).toBe(expected)
  })
})

describe('isGameCurrencySupported (spec 2 §5)', () => {
  const currencies = { EUR: { id: 1 }, FUN: { id: 2 } }
  it('needs an id in the currency, unless the currency is crypto', () => {
    expect(isGameCurrencySupported(currencies, 'EUR')).toBe(true)
    expect(isGameCurrencySupported(currencies, 'eur')).toBe(true)
    expect(isGameCurrencySupported(currencies, 'CAD')).toBe(false)
    expect(isGameCurrencySupported(currencies, 'BTC')).toBe(true)
  })
})

describe('missingProviderFields (spec 1 §2, spec 2 §2.8)', () => {
  const contexts = {
    'provider:evolution': [
      { field: 'first_name', required: true },
      { field: 'city', required: false },
      { field: 'date_of_birth', required: true },
    ],
  }
  it('lists the required fields of the provider context the player left empty', () => {
    expect(
      missingProviderFields(contexts, 'evolution', { first_name: ' ', date_of_birth: '1990-01-01' }),
    ).toEqual(['first_name'])
    expect(
      missingProviderFields(contexts, 'evolution', { first_name: 'Ann', date_of_birth: '1990-01-01' }),
    ).toEqual([])
  })
  it('asks nothing for a provider without a context', () => {
    expect(missingProviderFields(contexts, 'netent', {})).toEqual([])
  })
})

describe('findLaunchableGame (spec 1 §4)', () => {
  it('retries until a game passes, at most 10 times', async () => {
    let calls = 0
    const game = await findLaunchableGame(
      async () => ({ n: ++calls }),
      (g) => g.n === 4,
    )
    expect(game).toEqual({ n: 4 })
    expect(calls).toBe(4)
  })
  it('gives null after RANDOM_GAME_ATTEMPTS failures, counting errors as attempts', async () => {
    let calls = 0
    const game = await findLaunchableGame(
      async () => {
        calls += 1
        if (calls % 2) throw new Error('down')
        return { n: calls }
      },
      () => false,
    )
    expect(game).toBeNull()
    expect(calls).toBe(RANDOM_GAME_ATTEMPTS)
  })
})
