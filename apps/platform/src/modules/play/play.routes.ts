// Game sessions, rounds and the games history (issue #4 items 5–7). Launch and play are open to
// guests for demo; real sessions need the player who opened them. After a real-money step the
// `balance` realtime event goes to the player, once the step's transaction has committed.
import type { InsufficientFundsErrorSchema } from '@croupier/contract/play/game-session'
import { getGameSession } from '@croupier/contract/play/get-game-session'
import { getGamesHistory } from '@croupier/contract/play/get-games-history'
import { launchGame } from '@croupier/contract/play/launch-game'
import { playRound } from '@croupier/contract/play/play-round'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { PRIVATE_NO_STORE, setCacheControl } from '../../http/cache.ts'
import { route } from '../../http/route.ts'
import { resolveCountry } from '../info/country.service.ts'
import { currentSession, getSessionPlayer, requirePlayer } from '../session/session.http.ts'
import { InsufficientFundsError, type Posted } from '../wallet/ledger.repository.ts'
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

/** 409 INSUFFICIENT_FUNDS carries the balance (contract InsufficientFundsErrorSchema). */
async function refusingShortfall<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (!(error instanceof InsufficientFundsError)) throw error
    const body: z.infer<typeof InsufficientFundsErrorSchema> = {
      error: 'INSUFFICIENT_FUNDS',
      message: error.message,
      balance_cents: error.balanceCents,
      currency: error.currency,
    }
    return reply.status(409).send(body) as never
  }
}

export function publishBalance(app: FastifyInstance, playerId: number, posted: Posted): void {
  app.realtime.publishToPlayer(String(playerId), 'balance', {
    currency: posted.currency,
    amount_cents: posted.balanceCents,
    available_to_cashout_cents: posted.availableToCashoutCents,
    active: posted.active,
  })
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
    const viewer = await viewerOf(app, request)
    return refusingShortfall(reply, async () => {
      const step = await play.playRound(db, viewer, params.id, body, app.clock())
      if (step.posted && step.playerId !== null) {
        try {
          publishBalance(app, step.playerId, step.posted)
        } catch (error) {
          // The money has moved and the answer stands; the client re-fetches on reconnect.
          request.log.warn({ err: error }, 'balance event not published')
        }
      }
      return step.result
    })
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
