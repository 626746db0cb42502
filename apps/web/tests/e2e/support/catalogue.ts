// Finding a seeded game for a journey through the real platform's POST /api/games_filter (the
// seeded catalogue is deterministic, so the first game that fits is always the same one).
import { type APIRequestContext, expect } from '@playwright/test'

/** A slot's free-spins feature plays 10 spins with Spin disabled: longer than expect's default 10 s. */
export const FREE_SPINS_MS = 45_000

export interface CatalogueGame {
  identifier: string
  title: string
  provider: string
  seo_title: string
  kind: 'slot' | 'roulette' | 'blackjack' | 'instant'
  has_demo_mode: boolean
  devices: string[]
  currencies: Record<string, { id: number }>
}

/** The desktop games of a category that fit, in catalogue order. */
export async function findGames(
  request: APIRequestContext,
  baseURL: string,
  category: string,
  fits: (game: CatalogueGame) => boolean,
): Promise<CatalogueGame[]> {
  const response = await request.post('/api/games_filter', {
    headers: { 'x-requested-with': 'XMLHttpRequest', origin: baseURL },
    data: {
      device: 'desktop',
      filter: { categories: { identifiers: [category], strategy: 'OR' } },
      page_size: 100,
    },
  })
  expect(response.ok()).toBe(true)
  const { data } = (await response.json()) as { data: CatalogueGame[] }
  return data.filter((game) => game.devices.includes('desktop') && fits(game))
}

/** The first desktop game of a category that fits. */
export async function findGame(
  request: APIRequestContext,
  baseURL: string,
  category: string,
  fits: (game: CatalogueGame) => boolean,
): Promise<CatalogueGame> {
  const [game] = await findGames(request, baseURL, category, fits)
  if (!game) throw new Error(`no fitting game in ${category}`)
  return game
}

/** The first slot of the book category playable in `currency` (real money) or in demo. */
export function findSlot(
  request: APIRequestContext,
  baseURL: string,
  playable: { currency: string } | 'demo',
): Promise<CatalogueGame> {
  return findGame(request, baseURL, 'book', (game) =>
    game.kind !== 'slot'
      ? false
      : playable === 'demo'
        ? game.has_demo_mode
        : game.currencies[playable.currency] !== undefined,
  )
}
