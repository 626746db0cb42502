// Limits endpoints (spec 1 §7 Limits) and the reality check (our paths). Thin: parse, call the
// service, clear the cookie after a self-exclusion. `game_limits` leaves through the outbox.
import { confirmUserLimit } from '@croupier/contract/limits/confirm-user-limit'
import { createUserLimit } from '@croupier/contract/limits/create-user-limit'
import { deleteUserLimit } from '@croupier/contract/limits/delete-user-limit'
import { getRealityCheck } from '@croupier/contract/limits/get-reality-check'
import { getUserLimits } from '@croupier/contract/limits/get-user-limits'
import { updateRealityCheck } from '@croupier/contract/limits/update-reality-check'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { route } from '../../http/route.ts'
import { clearSessionCookie, forgetSession } from '../../http/session.ts'
import { requestOrigin } from '../auth/request-origin.service.ts'
import * as limits from './limits.service.ts'
import * as realityCheck from './reality-check.service.ts'

/** Our choice: the confirmation link is public, so its endpoint is rate limited per IP. */
const CONFIRM_PER_MINUTE = 20

export function registerLimitsRoutes(app: FastifyInstance): void {
  const { db } = app.deps
  const signedIn = { auth: 'player', cache: 'private-no-store' } as const
  const deps = (request: FastifyRequest): limits.LimitDeps => ({
    db,
    mailer: app.mailer,
    now: app.clock(),
    origin: requestOrigin(request),
  })

  route(
    app,
    getUserLimits,
    ({ session }) => limits.listUserLimits(db, session.playerId, app.clock()),
    signedIn,
  )
  route(
    app,
    createUserLimit,
    async ({ body, session, request, reply }) => {
      const { limit, signedOut } = await limits.setLimit(deps(request), session.playerId, body)
      // A self-exclusion ended every session, this one too: its cookie goes with it.
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
    ({ params, session, request }) => limits.removeLimit(deps(request), session.playerId, params.id),
    signedIn,
  )
  // The token is the right (no session needed).
  route(app, confirmUserLimit, ({ body }) => limits.confirmChange(db, body.token, app.clock()), {
    cache: 'private-no-store',
    config: { rateLimit: { max: CONFIRM_PER_MINUTE, timeWindow: '1 minute' } },
  })
  route(
    app,
    getRealityCheck,
    ({ session }) => realityCheck.getRealityCheck(db, session.playerId, app.clock()),
    signedIn,
  )
  route(
    app,
    updateRealityCheck,
    ({ body, session }) =>
      realityCheck.setRealityInterval(db, session.playerId, body.interval_minutes, app.clock()),
    signedIn,
  )
}
