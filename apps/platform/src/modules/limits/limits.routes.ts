// Limits endpoints (spec 1 §7 Limits) and the reality check (our paths). Thin: parse, call the
// service, clear the cookie after a self-exclusion. `game_limits` leaves through the outbox.
import { confirmUserLimit } from '@croupier/contract/limits/confirm-user-limit'
import { createUserLimit } from '@croupier/contract/limits/create-user-limit'
import { deleteUserLimit } from '@croupier/contract/limits/delete-user-limit'
import { getRealityCheck } from '@croupier/contract/limits/get-reality-check'
import { getUserLimits } from '@croupier/contract/limits/get-user-limits'
import { updateRealityCheck } from '@croupier/contract/limits/update-reality-check'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { PRIVATE_NO_STORE, setCacheControl } from '../../http/cache.ts'
import { route } from '../../http/route.ts'
import { requestOrigin } from '../auth/auth.context.ts'
import { clearSessionCookie, currentSession, forgetSession, requirePlayer } from '../session/session.http.ts'
import * as limits from './limits.service.ts'
import * as realityCheck from './reality-check.service.ts'

/** Our choice: the confirmation link is public, so its endpoint is rate limited per IP. */
const CONFIRM_PER_MINUTE = 20

export function registerLimitsRoutes(app: FastifyInstance): void {
  const { db } = app.deps
  const signedIn = { onRequest: requirePlayer }
  const deps = (request: FastifyRequest): limits.LimitDeps => ({
    db,
    mailer: app.mailer,
    now: app.clock(),
    origin: requestOrigin(request),
  })

  route(
    app,
    getUserLimits,
    async ({ request, reply }) => {
      setCacheControl(reply, PRIVATE_NO_STORE)
      const { playerId } = await currentSession(request)
      return limits.listUserLimits(db, playerId, app.clock())
    },
    signedIn,
  )

  route(
    app,
    createUserLimit,
    async ({ body, request, reply }) => {
      setCacheControl(reply, PRIVATE_NO_STORE)
      const { playerId } = await currentSession(request)
      const { limit, signedOut } = await limits.setLimit(deps(request), playerId, body)
      if (signedOut) {
        clearSessionCookie(reply, request)
        forgetSession(request)
      }
      return limit
    },
    signedIn,
  )

  route(
    app,
    deleteUserLimit,
    async ({ params, request, reply }) => {
      setCacheControl(reply, PRIVATE_NO_STORE)
      const { playerId } = await currentSession(request)
      return limits.removeLimit(deps(request), playerId, params.id)
    },
    signedIn,
  )

  route(
    app,
    confirmUserLimit,
    async ({ body, reply }) => {
      setCacheControl(reply, PRIVATE_NO_STORE)
      return limits.confirmChange(db, body.token, app.clock())
    },
    { config: { rateLimit: { max: CONFIRM_PER_MINUTE, timeWindow: '1 minute' } } },
  )

  route(
    app,
    getRealityCheck,
    async ({ request, reply }) => {
      setCacheControl(reply, PRIVATE_NO_STORE)
      const { playerId } = await currentSession(request)
      return realityCheck.getRealityCheck(db, playerId, app.clock())
    },
    signedIn,
  )

  route(
    app,
    updateRealityCheck,
    async ({ body, request, reply }) => {
      setCacheControl(reply, PRIVATE_NO_STORE)
      const { playerId } = await currentSession(request)
      return realityCheck.setRealityInterval(db, playerId, body.interval_minutes, app.clock())
    },
    signedIn,
  )
}
