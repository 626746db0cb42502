// Tournaments (issue #14, ADR 041): the calls of spec 2 §7 and the leaderboard, texts by
// Accept-Language; the dev create and finish routes outside production (like the dev mailbox).
import { createDevTournament } from '@croupier/contract/dev/create-tournament'
import { finishDevTournament } from '@croupier/contract/dev/finish-tournament'
import { confirmTournament } from '@croupier/contract/tournaments/confirm-tournament'
import { getPlayerTournaments } from '@croupier/contract/tournaments/get-player-tournaments'
import { getRecentTournaments } from '@croupier/contract/tournaments/get-recent-tournaments'
import { getTournament } from '@croupier/contract/tournaments/get-tournament'
import { getTournamentLeaderboard } from '@croupier/contract/tournaments/get-tournament-leaderboard'
import { getTournamentStatus } from '@croupier/contract/tournaments/get-tournament-status'
import { getTournaments } from '@croupier/contract/tournaments/get-tournaments'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { acceptLanguageLocale } from '../../http/accept-language.ts'
import { route } from '../../http/route.ts'
import { createTournamentFromBody, finishTournament } from './dev.ts'
import { confirmTournament as confirm } from './join.ts'
import { registerTournamentsRuntime } from './tournaments.runtime.ts'
import * as views from './views.ts'

export function registerTournamentRoutes(app: FastifyInstance): void {
  const { db, config } = app.deps
  const runtime = registerTournamentsRuntime(app)
  const signedIn = { auth: 'player', cache: 'private-no-store' } as const
  const anyone = { auth: 'any', cache: 'private-no-store' } as const
  const viewer = (request: FastifyRequest, session: { playerId: number } | null) => ({
    playerId: session?.playerId ?? null,
    locale: acceptLanguageLocale(request.headers['accept-language']) ?? 'en',
  })

  route(
    app,
    getTournaments,
    ({ request, session, query }) =>
      views.listTournamentsFor(db, viewer(request, session), query, app.clock()),
    anyone,
  )
  route(
    app,
    getPlayerTournaments,
    ({ request, session }) =>
      views.playerTournaments(db, { ...viewer(request, session), playerId: session.playerId }, app.clock()),
    signedIn,
  )
  route(
    app,
    getRecentTournaments,
    ({ request, session, query }) =>
      views.recentTournaments(db, viewer(request, session), query.limit ?? 10, app.clock()),
    anyone,
  )
  route(
    app,
    getTournament,
    ({ request, session, params }) =>
      views.tournamentDetail(db, params.id, viewer(request, session), app.clock()),
    anyone,
  )
  route(
    app,
    getTournamentStatus,
    ({ request, session, params }) =>
      views.tournamentStatus(db, params.id, { ...viewer(request, session), playerId: session.playerId }),
    signedIn,
  )
  route(
    app,
    getTournamentLeaderboard,
    ({ request, session, params, query }) =>
      views.leaderboard(db, params.id, viewer(request, session), query.limit ?? 100),
    anyone,
  )
  route(
    app,
    confirmTournament,
    ({ session, params }) => confirm(db, params.id, session.playerId, app.clock()),
    signedIn,
  )

  if (!config.mailboxEnabled) return
  route(
    app,
    createDevTournament,
    async ({ body }) => {
      const row = await createTournamentFromBody(db, body, app.clock())
      return views.present(db, row, { playerId: null, locale: 'en' }, app.clock())
    },
    { cache: 'private-no-store' },
  )
  route(
    app,
    finishDevTournament,
    async ({ params }) => {
      const result = await finishTournament(db, params.id, app.clock())
      await app.events.dispatch()
      await runtime.flusher.flushAll()
      return result
    },
    { cache: 'private-no-store' },
  )
}
