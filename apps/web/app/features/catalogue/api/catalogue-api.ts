// The catalogue calls the browser makes (spec 2 §7): next pages of a list through games_filter and
// the favourites with their versioned Accept headers. Types only from the contract.
import type { Device, Game, GamePage } from '@croupier/contract/catalogue/game'
import type { GamesFilterBody } from '@croupier/contract/catalogue/games-filter'
import { FAVOURITES_V1_MEDIA_TYPE, FAVOURITES_V2_MEDIA_TYPE } from '@croupier/rules/catalogue'
import { request } from '../../../lib/http'

export type GamesFilter = GamesFilterBody['filter']

export function filterGames(
  filter: GamesFilter,
  page: number,
  device: Device,
  signal?: AbortSignal,
): Promise<GamePage> {
  const body: GamesFilterBody = { device, filter, page }
  return request<GamePage>('POST', '/api/games_filter', { body, ...(signal ? { signal } : {}) })
}

/** v1 of the favourites answer: the ids, newest first. */
const IDS = { accept: FAVOURITES_V1_MEDIA_TYPE }
/** v2: the full games, newest first. */
const FULL = { accept: FAVOURITES_V2_MEDIA_TYPE }

export function getFavouriteIds(): Promise<number[]> {
  return request<number[]>('GET', '/api/player/favorite_games', { headers: IDS })
}

export function getFavouriteGames(): Promise<Game[]> {
  return request<Game[]>('GET', '/api/player/favorite_games', { headers: FULL })
}

export function addFavouriteGame(gameId: number): Promise<number[]> {
  return request<number[]>('POST', '/api/player/favorite_games', { body: { game_id: gameId }, headers: IDS })
}

export function deleteFavouriteGame(gameId: number): Promise<number[]> {
  return request<number[]>('DELETE', `/api/player/favorite_games/${gameId}`, { headers: IDS })
}
