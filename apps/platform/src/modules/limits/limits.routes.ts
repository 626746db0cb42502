// Limits endpoints (spec 1 §7 Limits) and the reality check (our paths). Thin: parse, call the
// service, publish `game_limits` after a change, clear the cookie after a self-exclusion.
import { confirmUserLimit } from '@croupier/contract/limits/confirm-user-limit'
import { createUserLimit } from '@croupier/contract/limits/create-user-limit'
import { deleteUserLimit } from '@croupier/contract/limits/delete-user-limit'
import { getRealityCheck } from '@croupier/contract/limits/get-reality-check'
import { getUserLimits } from '@croupier/contract/limits/get-user-limits'
import { updateRealityCheck } from '@croupier/contract/limits/update-reality-check'
import type { UserLimit } from '@croupier/contract/limits/user-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { PRIVATE_NO_STORE, setCacheControl } from '../../http/cache.ts'
import { route } from '../../http/route.ts'
import { requestOrigin } from '../auth/auth.context.ts'
import { clearSessionCookie, currentSession, forgetSession, requirePlayer } from '../session/session.http.ts'
import { LimitReachedError, RestrictedError } from './limits.enforcement.ts'
import * as limits from './limits.service.ts'
import * as realityCheck from './reality-check.service.ts'

/** Our choice: the confirmation link is public, so its endpoint is rate limited per IP. */
const CONFIRM_PER_MINUTE = 20

/** `game_limits` to the player; the change stands even if the event cannot be sent. */
export function publishGameLimits(
  app: FastifyInstance,
  request: FastifyRequest,
  playerId: number,
  event: { limit_id: string | null; type: UserLimit['type']; reached: boolean },
): void {
  try {
    app.realtime.publishToPlayer(String(playerId), 'game_limits', event)
  } catch (error) {
    request.log.warn({ err: error }, 'game_limits event not published')
  }
}

export function registerLimitsRoutes(app: FastifyInstance): void {
  const { db } = app.deps
  // issue #5 item 8: whichever endpoint a limit refused (a round, a launch, a deposit), the player
  // hears of it at once through `game_limits`.
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof LimitReachedError)
      publishGameLimits(app, request, error.limit.playerId, {
        limit_id: String(error.limit.id),
        type: error.limit.type,
        reached: true,
      })
    else if (error instanceof RestrictedError)
      publishGameLimits(app, request, error.playerId, {
        limit_id: String(error.limitId),
        type: error.restriction,
        reached: true,
      })
  })
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
      publishGameLimits(app, request, playerId, {
        limit_id: limit.id,
        type: limit.type,
        reached: limit.reached,
      })
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
    async ({ body, request, reply }) => {
      setCacheControl(reply, PRIVATE_NO_STORE)
      const { playerId, type, ...answer } = await limits.confirmChange(db, body.token, app.clock())
      if (answer.applied)
        publishGameLimits(app, request, playerId, {
          limit_id: answer.limit?.id ?? null,
          type,
          reached: answer.limit?.reached ?? false,
        })
      return answer
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
