// The player's sessions: list, sign out one, sign out the others (profile → security).
import { deleteOtherSessions } from '@croupier/contract/player/delete-other-sessions'
import { deleteSession } from '@croupier/contract/player/delete-session'
import { getSessions } from '@croupier/contract/player/get-sessions'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import { clearSessionCookie } from '../../http/session.ts'
import { sessionResolver } from './session.http.ts'
import { endOtherSessions, endPlayerSession, listSessions, lookupSession } from './session.service.ts'

export function registerSessionRoutes(app: FastifyInstance): void {
  const { db } = app.deps
  // Realtime's private channel knows the same cookie, whichever of the two modules registers first
  // (now if realtime is there, else at ready); a test may still swap the resolver after build.
  const plugResolver = () =>
    app.realtime.setSessionResolver(
      sessionResolver(
        (header) => app.parseCookie(header),
        (token) => lookupSession(db, token, app.clock()),
      ),
    )
  if (app.hasDecorator('realtime')) plugResolver()
  else app.addHook('onReady', async () => plugResolver())
  const signedIn = { auth: 'player' } as const

  route(
    app,
    getSessions,
    async ({ session }) => ({ sessions: await listSessions(db, session, app.clock()) }),
    signedIn,
  )

  route(
    app,
    deleteSession,
    async ({ params, session, request, reply }) => {
      const { endedCurrent } = await endPlayerSession(db, session, params.id, app.clock())
      if (endedCurrent) clearSessionCookie(reply, request)
      return null
    },
    signedIn,
  )

  route(
    app,
    deleteOtherSessions,
    async ({ session }) => ({
      revoked: await endOtherSessions(db, session.playerId, app.clock(), session.id),
    }),
    signedIn,
  )
}
