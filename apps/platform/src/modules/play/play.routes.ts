// Game sessions, rounds and the games history (issue #4 items 5–7). Launch and play are open to
// guests for demo; real sessions need the player who opened them. A step's `balance` realtime
// event leaves through the outbox (events/, realtime/realtime.subscribers.ts).
import { getGameSession } from '@croupier/contract/play/get-game-session'
import { getGamesHistory } from '@croupier/contract/play/get-games-history'
import { launchGame } from '@croupier/contract/play/launch-game'
import { playRound } from '@croupier/contract/play/play-round'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { PRIVATE_NO_STORE, setCacheControl } from '../../http/cache.ts'
import { route } from '../../http/route.ts'
import { resolveCountry } from '../info/country.service.ts'
import { currentSession, getSessionPlayer, requirePlayer } from '../session/session.http.ts'
import * as play from './play.service.ts'

async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<play.Viewer> {
  const { config } = app.deps
  const [player, country] = await Promise.all([
    getSessionPlayer(request),
    resolveCountry({
      headers: request.headers,
      ip: request.ip,
      geoHeader: config.geoHeader,
      isProduction: config.isProduction,
      locator: app.geoLocator,
    }),
  ])
  return { playerId: player?.playerId ?? null, country }
}

export function registerPlayRoutes(app: FastifyInstance): void {
  const { db } = app.deps

  route(app, launchGame, async ({ body, request, reply }) => {
    setCacheControl(reply, PRIVATE_NO_STORE)
    return play.launch(db, await viewerOf(app, request), body, app.clock())
  })

  route(app, getGameSession, async ({ params, request, reply }) => {
    setCacheControl(reply, PRIVATE_NO_STORE)
    return play.getSession(db, await viewerOf(app, request), params.id)
  })

  route(app, playRound, async ({ params, body, request, reply }) => {
    setCacheControl(reply, PRIVATE_NO_STORE)
    return play.playRound(db, await viewerOf(app, request), params.id, body, app.clock())
  })

  route(
    app,
    getGamesHistory,
    async ({ query, request, reply }) => {
      setCacheControl(reply, PRIVATE_NO_STORE)
      const { playerId } = await currentSession(request)
      return play.gamesHistory(db, playerId, query.page, query.page_size)
    },
    { onRequest: requirePlayer },
  )
}
