// The player's sessions: list, sign out one, sign out the others (profile → security).
import { deleteOtherSessions } from '@croupier/contract/player/delete-other-sessions'
import { deleteSession } from '@croupier/contract/player/delete-session'
import { getSessions } from '@croupier/contract/player/get-sessions'
import type { FastifyInstance } from 'fastify'
import { PRIVATE_NO_STORE, setCacheControl } from '../../http/cache.ts'
import { HttpError } from '../../http/errors.ts'
import { route } from '../../http/route.ts'
import { clearSessionCookie, currentSession, requirePlayer, sessionResolver } from './session.http.ts'
import { endOtherSessions, endPlayerSession, listSessions, lookupSession } from './session.service.ts'

export function registerSessionRoutes(app: FastifyInstance): void {
  const { db } = app.deps
  app.realtime.setSessionResolver(
    sessionResolver(
      (header) => app.parseCookie(header),
      (token) => lookupSession(db, token, app.clock()),
    ),
  )
  const guarded = { onRequest: requirePlayer }

  route(
    app,
    getSessions,
    async ({ request, reply }) => {
      setCacheControl(reply, PRIVATE_NO_STORE)
      return { sessions: await listSessions(db, await currentSession(request), app.clock()) }
    },
    guarded,
  )

  route(
    app,
    deleteSession,
    async ({ params, request, reply }) => {
      const session = await currentSession(request)
      const ended = await endPlayerSession(db, session.playerId, params.id, app.clock())
      if (!ended) throw new HttpError(404, 'NOT_FOUND', 'No such session.')
      if (params.id === session.publicId) clearSessionCookie(reply, request)
      return null
    },
    guarded,
  )

  route(
    app,
    deleteOtherSessions,
    async ({ request }) => {
      const session = await currentSession(request)
      return { revoked: await endOtherSessions(db, session.playerId, app.clock(), session.id) }
    },
    guarded,
  )
}
