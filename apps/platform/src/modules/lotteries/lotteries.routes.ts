// Lotteries (issue #14, ADR 041): list, detail and the player's tickets, texts by Accept-Language;
// the dev create, tickets and draw routes outside production (like the dev mailbox).
import { createDevLottery } from '@croupier/contract/dev/create-lottery'
import { drawDevLottery } from '@croupier/contract/dev/draw-lottery'
import { issueDevLotteryTickets } from '@croupier/contract/dev/issue-lottery-tickets'
import { getLotteries } from '@croupier/contract/lotteries/get-lotteries'
import { getLottery } from '@croupier/contract/lotteries/get-lottery'
import { getPlayerLotteries } from '@croupier/contract/lotteries/get-player-lotteries'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { acceptLanguageLocale } from '../../http/accept-language.ts'
import { route } from '../../http/route.ts'
import { createLotteryFromBody, drawNow, ticketsFromOperator } from './dev.ts'
import { registerLotteriesRuntime } from './lotteries.runtime.ts'
import { registerLotterySubscribers } from './lotteries.subscribers.ts'
import * as views from './views.ts'

export function registerLotteryRoutes(app: FastifyInstance): void {
  const { db, config } = app.deps
  const runtime = registerLotteriesRuntime(app)
  registerLotterySubscribers(app)
  const anyone = { auth: 'any', cache: 'private-no-store' } as const
  const viewer = (request: FastifyRequest, session: { playerId: number } | null) => ({
    playerId: session?.playerId ?? null,
    locale: acceptLanguageLocale(request.headers['accept-language']) ?? 'en',
  })

  route(
    app,
    getLotteries,
    ({ request, session, query }) => views.listLotteriesFor(db, viewer(request, session), query, app.clock()),
    anyone,
  )
  route(
    app,
    getLottery,
    ({ request, session, params }) =>
      views.lotteryDetail(db, params.id, viewer(request, session), app.clock()),
    anyone,
  )
  route(app, getPlayerLotteries, ({ session }) => views.playerLotteries(db, session.playerId, app.clock()), {
    auth: 'player',
    cache: 'private-no-store',
  })

  if (!config.mailboxEnabled) return
  const dev = { cache: 'private-no-store' } as const
  route(
    app,
    createDevLottery,
    async ({ body }) =>
      views.present(
        db,
        await createLotteryFromBody(db, body, app.clock()),
        { playerId: null, locale: 'en' },
        app.clock(),
      ),
    dev,
  )
  route(
    app,
    issueDevLotteryTickets,
    ({ params, body }) => ticketsFromOperator(db, params.id, body, app.clock()),
    dev,
  )
  route(
    app,
    drawDevLottery,
    ({ params }) => drawNow(db, params.id, app.clock(), (now, id) => runtime.runDraws(now, id)),
    dev,
  )
}
