// The catalogue calls the browser makes (spec 2 §7): next pages of a list through games_filter and
// the favourites with their versioned Accept headers; on the typed client (ADR 027).
import * as api from '@croupier/contract/api.generated'
import type { FavouriteGames } from '@croupier/contract/catalogue/favourite-games'
import type { Device, Game } from '@croupier/contract/catalogue/game'
import type { GamesFilterBody } from '@croupier/contract/catalogue/games-filter'
import { FAVOURITES_V1_MEDIA_TYPE, FAVOURITES_V2_MEDIA_TYPE } from '@croupier/rules/catalogue'
import { call } from '../../../lib/platform-client'

export type GamesFilter = GamesFilterBody['filter']

export function filterGames(filter: GamesFilter, page: number, device: Device, signal?: AbortSignal) {
  return call(api.gamesFilter, { body: { device, filter, page }, ...(signal ? { signal } : {}) })
}

/** v1 of the favourites answer: the ids, newest first. */
const IDS = { accept: FAVOURITES_V1_MEDIA_TYPE }
/** v2: the full games, newest first. */
const FULL = { accept: FAVOURITES_V2_MEDIA_TYPE }

// The Accept header picks the version; these read it out of the contract's union.
const idsOf = (answer: FavouriteGames): number[] => answer.filter((item) => typeof item === 'number')
const gamesOf = (answer: FavouriteGames): Game[] => answer.filter((item) => typeof item === 'object')

export async function getFavouriteIds(): Promise<number[]> {
  return idsOf(await call(api.getFavouriteGames, { headers: IDS }))
}

export async function getFavouriteGames(): Promise<Game[]> {
  return gamesOf(await call(api.getFavouriteGames, { headers: FULL }))
}

export async function addFavouriteGame(gameId: number): Promise<number[]> {
  return idsOf(await call(api.addFavouriteGame, { body: { game_id: gameId }, headers: IDS }))
}

export async function deleteFavouriteGame(gameId: number): Promise<number[]> {
  return idsOf(await call(api.deleteFavouriteGame, { params: { id: gameId }, headers: IDS }))
}
