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
import { clientContextFromUserAgent } from '@croupier/rules/client-context'
import { guestJackpotCurrency } from '@croupier/rules/jackpots'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { PRIVATE_NO_STORE, setCacheControl } from '../../http/cache.ts'
import { route } from '../../http/route.ts'
import { resolveCountry } from '../info/country.service.ts'
import { currentSession, getSessionPlayer, requirePlayer } from '../session/session.http.ts'
import { findActiveAccount } from '../wallet/wallet.repository.ts'
import * as catalogue from './catalogue.service.ts'
import { registerPreviewRoute } from './preview.routes.ts'

async function audienceOf(app: FastifyInstance, request: FastifyRequest): Promise<catalogue.Audience> {
  const { config } = app.deps
  const country = await resolveCountry({
    headers: request.headers,
    ip: request.ip,
    geoHeader: config.geoHeader,
    isProduction: config.isProduction,
    locator: app.geoLocator,
  })
  const query = new URL(request.url, 'http://platform.local').searchParams.get(ALL_PROVIDERS_QUERY)
  // Jackpot amounts: the signed-in player's active currency, else the visitor country's.
  const player = await getSessionPlayer(request)
  const account = player ? await findActiveAccount(app.deps.db, player.playerId) : undefined
  return {
    currency: account?.currency ?? guestJackpotCurrency(country),
    country,
    isBot: clientContextFromUserAgent(request.headers['user-agent']).isBot,
    allProviders: isFlagOn(request.headers[ALL_PROVIDERS_HEADER]) || isFlagOn(query),
  }
}

/** Answers depend on country, User-Agent and flags: never shared caches. */
function privately(reply: FastifyReply): void {
  setCacheControl(reply, PRIVATE_NO_STORE)
}

function favouritesVersionOf(request: FastifyRequest, reply: FastifyReply): FavouritesVersion {
  const version = favouritesVersion(request.headers.accept)
  privately(reply)
  reply.header('vary', 'Accept')
  reply.type(version === 1 ? FAVOURITES_V1_MEDIA_TYPE : FAVOURITES_V2_MEDIA_TYPE)
  return version
}

export function registerCatalogueRoutes(app: FastifyInstance): void {
  const { db } = app.deps
  const guarded = { onRequest: requirePlayer }

  route(app, gamesFilter, async ({ body, request, reply }) => {
    privately(reply)
    return catalogue.filterGames(db, await audienceOf(app, request), body)
  })

  route(app, getGameCollections, async ({ query, request, reply }) => {
    privately(reply)
    return catalogue.getCollections(db, await audienceOf(app, request), query)
  })

  route(app, getGameCategories, async ({ query, request, reply }) => {
    privately(reply)
    return { categories: await catalogue.listCategories(db, await audienceOf(app, request), query.device) }
  })

  route(app, getGameProviders, async ({ request, reply }) => {
    privately(reply)
    return { providers: await catalogue.listProviders(db, await audienceOf(app, request)) }
  })

  route(app, getRandomGame, async ({ query, request, reply }) => {
    privately(reply)
    return catalogue.randomGame(db, await audienceOf(app, request), query)
  })

  route(app, getGame, async ({ params, request, reply }) => {
    privately(reply)
    return catalogue.getGame(db, await audienceOf(app, request), params.provider, params.slug)
  })

  route(
    app,
    getFavouriteGames,
    async ({ request, reply }) => {
      const version = favouritesVersionOf(request, reply)
      const { playerId } = await currentSession(request)
      return catalogue.listFavourites(db, await audienceOf(app, request), playerId, version)
    },
    guarded,
  )

  route(
    app,
    addFavouriteGame,
    async ({ body, request, reply }) => {
      const version = favouritesVersionOf(request, reply)
      const { playerId } = await currentSession(request)
      return catalogue.addFavourite(db, await audienceOf(app, request), playerId, body.game_id, version)
    },
    guarded,
  )

  route(
    app,
    deleteFavouriteGame,
    async ({ params, request, reply }) => {
      const version = favouritesVersionOf(request, reply)
      const { playerId } = await currentSession(request)
      return catalogue.deleteFavourite(db, await audienceOf(app, request), playerId, params.id, version)
    },
    guarded,
  )

  route(
    app,
    getPlayedGames,
    async ({ request, reply }) => {
      privately(reply)
      const { playerId } = await currentSession(request)
      return catalogue.listPlayedGames(db, await audienceOf(app, request), playerId)
    },
    guarded,
  )

  registerPreviewRoute(app)
}
