// Finding a seeded game for a journey through the real platform's games filter (the seeded
// catalogue is deterministic, so the first game that fits is always the same one).
import { gamesFilter } from '@croupier/contract/api.generated'
import type { Device, Game } from '@croupier/contract/catalogue/game'
import type { GamesFilterBody } from '@croupier/contract/catalogue/games-filter'
import type { APIRequestContext } from '@playwright/test'
import { platform } from './platform'

/** A slot's free-spins feature plays 10 spins with Spin disabled: longer than expect's default 10 s. */
export const FREE_SPINS_MS = 45_000

/** The games the platform lists for `filter` on `device` (first page; the platform's page size unless given). */
export async function filterGames(
  request: APIRequestContext,
  baseURL: string,
  {
    device = 'desktop',
    filter,
    page_size,
  }: { device?: Device; filter: GamesFilterBody['filter']; page_size?: number },
): Promise<Game[]> {
  const body = { device, filter, ...(page_size === undefined ? {} : { page_size }) }
  return (await platform(request, baseURL).call(gamesFilter, { body })).data
}

/** The desktop games of a category that fit, in catalogue order. */
export async function findGames(
  request: APIRequestContext,
  baseURL: string,
  category: string,
  fits: (game: Game) => boolean,
): Promise<Game[]> {
  const games = await filterGames(request, baseURL, {
    filter: { categories: { identifiers: [category], strategy: 'OR' } },
    page_size: 100,
  })
  return games.filter((game) => game.devices.includes('desktop') && fits(game))
}

/** The first desktop game of a category that fits. */
export async function findGame(
  request: APIRequestContext,
  baseURL: string,
  category: string,
  fits: (game: Game) => boolean,
): Promise<Game> {
  const [game] = await findGames(request, baseURL, category, fits)
  if (!game) throw new Error(`no fitting game in ${category}`)
  return game
}

/** The first slot of the book category playable in `currency` (real money) or in demo. */
export function findSlot(
  request: APIRequestContext,
  baseURL: string,
  playable: { currency: string } | 'demo',
): Promise<Game> {
  return findGame(request, baseURL, 'book', (game) =>
    game.kind !== 'slot'
      ? false
      : playable === 'demo'
        ? game.has_demo_mode
        : game.currencies[playable.currency] !== undefined,
  )
}
