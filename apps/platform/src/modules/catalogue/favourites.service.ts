// Favourites (spec 2 §7, v1 ids or v2 games by Accept) and the played-games list of one player.
import type { FavouriteGames } from '@croupier/contract/catalogue/favourite-games'
import type { Game } from '@croupier/contract/catalogue/game'
import type { FavouritesVersion } from '@croupier/rules/catalogue'
import type { Database } from '../../db/client.ts'
import { type Audience, blockedProviderIds, notFound, wire } from './audience.ts'
import * as repo from './catalogue.repository.ts'

async function favourites(
  db: Database,
  audience: Audience,
  playerId: number,
  version: FavouritesVersion,
): Promise<FavouriteGames> {
  const rows = await repo.listFavourites(db, playerId, await blockedProviderIds(db, audience))
  return version === 1 ? rows.map((r) => r.id) : wire(db, audience, rows)
}

export function listFavourites(
  db: Database,
  audience: Audience,
  playerId: number,
  version: FavouritesVersion,
) {
  return favourites(db, audience, playerId, version)
}

export async function addFavourite(
  db: Database,
  audience: Audience,
  playerId: number,
  gameId: number,
  version: FavouritesVersion,
): Promise<FavouriteGames> {
  if (!(await repo.findGameById(db, gameId))) throw notFound()
  await repo.addFavourite(db, playerId, gameId)
  return favourites(db, audience, playerId, version)
}

export async function deleteFavourite(
  db: Database,
  audience: Audience,
  playerId: number,
  gameId: number,
  version: FavouritesVersion,
): Promise<FavouriteGames> {
  await repo.deleteFavourite(db, playerId, gameId)
  return favourites(db, audience, playerId, version)
}

/** Our cap on the played-games list. */
export const PLAYED_GAMES_LIMIT = 100

export async function listPlayedGames(db: Database, audience: Audience, playerId: number): Promise<Game[]> {
  return wire(db, audience, await repo.listPlayedGames(db, playerId, PLAYED_GAMES_LIMIT))
}
