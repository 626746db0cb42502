// Game sessions, rounds and the games history (issue #4 items 5–7). Launch and play are open to
// guests for demo; real sessions need the player who opened them. A step's `balance` realtime
// event leaves through the outbox (events/, realtime/realtime.subscribers.ts).
import { getGameSession } from '@croupier/contract/play/get-game-session'
import { getGamesHistory } from '@croupier/contract/play/get-games-history'
import { launchGame } from '@croupier/contract/play/launch-game'
import { playRound } from '@croupier/contract/play/play-round'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { route } from '../../http/route.ts'
import { resolveCountry } from '../info/country.service.ts'
import type { LiveSession } from '../session/session.service.ts'
import * as play from './play.service.ts'

export function registerPlayRoutes(app: FastifyInstance): void {
  const { db, config } = app.deps
  // Sessions and rounds are the caller's own: never stored by a shared cache.
  const anyone = { auth: 'any', cache: 'private-no-store' } as const

  /** The caller and their country (provider restrictions). */
  const viewer = async (session: LiveSession | null, request: FastifyRequest): Promise<play.Viewer> => ({
    playerId: session?.playerId ?? null,
    country: await resolveCountry({
      headers: request.headers,
      ip: request.ip,
      geoHeader: config.geoHeader,
      isProduction: config.isProduction,
      locator: app.geoLocator,
    }),
  })

  route(
    app,
    launchGame,
    async ({ body, session, request }) => play.launch(db, await viewer(session, request), body, app.clock()),
    anyone,
  )
  route(
    app,
    getGameSession,
    async ({ params, session, request }) => play.getSession(db, await viewer(session, request), params.id),
    anyone,
  )
  route(
    app,
    playRound,
    async ({ params, body, session, request }) =>
      play.playRound(db, await viewer(session, request), params.id, body, app.clock()),
    anyone,
  )
  route(
    app,
    getGamesHistory,
    ({ query, session }) => play.gamesHistory(db, session.playerId, query.page, query.page_size),
    { auth: 'player', cache: 'private-no-store' },
  )
}
