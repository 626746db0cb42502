// Catalogue routes (spec 2 §7 games_filter, favourites; spec 1 §4 random game, §6 providers):
// every list is shaped for the visitor's audience — country (country.service), bot (User-Agent)
// and the all-providers flag (`x-feature-all-providers: 1` header or `?all_providers=1`).
import { addFavouriteGame } from '@croupier/contract/catalogue/add-favourite-game'
import { deleteFavouriteGame } from '@croupier/contract/catalogue/delete-favourite-game'
import { ALL_PROVIDERS_HEADER, ALL_PROVIDERS_QUERY } from '@croupier/contract/catalogue/game'
import { gamesFilter } from '@croupier/contract/catalogue/games-filter'
import { getFavouriteGames } from '@croupier/contract/catalogue/get-favourite-games'
import { getGame } from '@croupier/contract/catalogue/get-game'
import { getGameCategories } from '@croupier/contract/catalogue/get-game-categories'
import { getGameCollections } from '@croupier/contract/catalogue/get-game-collections'
import { getGameProviders } from '@croupier/contract/catalogue/get-game-providers'
import { getPlayedGames } from '@croupier/contract/catalogue/get-played-games'
import { getRandomGame } from '@croupier/contract/catalogue/get-random-game'
import {
  FAVOURITES_V1_MEDIA_TYPE,
  FAVOURITES_V2_MEDIA_TYPE,
  type FavouritesVersion,
  favouritesVersion,
  isFlagOn,
} from '@croupier/rules/catalogue'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { route } from '../../http/route.ts'
import { requestCountry } from '../info/country.service.ts'
import type { LiveSession } from '../session/session.service.ts'
import { type Audience, audienceFor } from './audience.ts'
import * as favourites from './favourites.service.ts'
import * as lobby from './lobby.service.ts'
import { registerPreviewRoute } from './preview.routes.ts'
import { filterGames } from './search.service.ts'

async function audienceOf(request: FastifyRequest, session: LiveSession | null): Promise<Audience> {
  const query = new URL(request.url, 'http://platform.local').searchParams.get(ALL_PROVIDERS_QUERY)
  return audienceFor(request.server.deps.db, {
    country: await requestCountry(request),
    userAgent: request.headers['user-agent'],
    allProviders: isFlagOn(request.headers[ALL_PROVIDERS_HEADER]) || isFlagOn(query),
    playerId: session?.playerId ?? null,
  })
}

function favouritesVersionOf(request: FastifyRequest, reply: FastifyReply): FavouritesVersion {
  const version = favouritesVersion(request.headers.accept)
  reply.header('vary', 'Accept')
  reply.type(version === 1 ? FAVOURITES_V1_MEDIA_TYPE : FAVOURITES_V2_MEDIA_TYPE)
  return version
}

export function registerCatalogueRoutes(app: FastifyInstance): void {
  const { db } = app.deps
  // Answers depend on country, User-Agent, flags and the player's currency: never shared caches.
  const visitor = { auth: 'any', cache: 'private-no-store' } as const
  const signedIn = { auth: 'player', cache: 'private-no-store' } as const

  route(
    app,
    gamesFilter,
    async ({ body, request, session }) => filterGames(db, await audienceOf(request, session), body),
    visitor,
  )

  route(
    app,
    getGameCollections,
    async ({ query, request, session }) =>
      lobby.getCollections(db, await audienceOf(request, session), query),
    visitor,
  )

  route(
    app,
    getGameCategories,
    async ({ query, request, session }) => ({
      categories: await lobby.listCategories(db, await audienceOf(request, session), query.device),
    }),
    visitor,
  )

  route(
    app,
    getGameProviders,
    async ({ request, session }) => ({
      providers: await lobby.listProviders(db, await audienceOf(request, session)),
    }),
    visitor,
  )

  route(
    app,
    getRandomGame,
    async ({ query, request, session }) => lobby.randomGame(db, await audienceOf(request, session), query),
    visitor,
  )

  route(
    app,
    getGame,
    async ({ params, request, session }) =>
      lobby.getGame(db, await audienceOf(request, session), params.provider, params.slug),
    visitor,
  )

  route(
    app,
    getFavouriteGames,
    async ({ request, reply, session }) => {
      const version = favouritesVersionOf(request, reply)
      return favourites.listFavourites(db, await audienceOf(request, session), session.playerId, version)
    },
    signedIn,
  )

  route(
    app,
    addFavouriteGame,
    async ({ body, request, reply, session }) => {
      const version = favouritesVersionOf(request, reply)
      const audience = await audienceOf(request, session)
      return favourites.addFavourite(db, audience, session.playerId, body.game_id, version)
    },
    signedIn,
  )

  route(
    app,
    deleteFavouriteGame,
    async ({ params, request, reply, session }) => {
      const version = favouritesVersionOf(request, reply)
      const audience = await audienceOf(request, session)
      return favourites.deleteFavourite(db, audience, session.playerId, params.id, version)
    },
    signedIn,
  )

  route(
    app,
    getPlayedGames,
    async ({ request, session }) =>
      favourites.listPlayedGames(db, await audienceOf(request, session), session.playerId),
    signedIn,
  )

  registerPreviewRoute(app)
}
