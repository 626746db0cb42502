// Auth endpoints (spec 1 §7 Auth): sign-in with the two-factor step, sign-out, registration,
// check-email, password reset, email confirmation, update_details. Thin: parse, call a service,
// set or clear cookies.
import { checkEmail } from '@croupier/contract/auth/check-email'
import { confirmEmail } from '@croupier/contract/auth/confirm-email'
import { register } from '@croupier/contract/auth/register'
import { requestPasswordReset } from '@croupier/contract/auth/request-password-reset'
import { resendConfirmation } from '@croupier/contract/auth/resend-confirmation'
import { resetPassword } from '@croupier/contract/auth/reset-password'
import { PENDING_LOGIN_TTL_SECONDS, signIn } from '@croupier/contract/auth/sign-in'
import { signOut } from '@croupier/contract/auth/sign-out'
import { updateDetails } from '@croupier/contract/auth/update-details'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '../../http/errors.ts'
import { route } from '../../http/route.ts'
import {
  clearSessionCookie,
  forgetSession,
  isTls,
  SESSION_COOKIE,
  setSessionCookie,
} from '../../http/session.ts'
import { requestCountry } from '../info/country.service.ts'
import type { PlayerRow } from '../player/player-records.service.ts'
import { type AuthDeps, requestInfo, requestOrigin } from './auth.context.ts'
import { createCaptcha } from './captcha.ts'
import * as recovery from './recovery.service.ts'
import { checkEmailAvailable, register as registerPlayer } from './registration.service.ts'
import { endCookieSession, startPlayerSession } from './session-start.service.ts'
import { AccountLockedError, signIn as signInPlayer } from './sign-in.service.ts'
import { updateDetailsAndView } from './update-details.service.ts'

export const PENDING_LOGIN_COOKIE = 'croupier_pending_login'
/** The pending-login cookie goes only to the sign-in endpoint's folder (`/api/users`). */
const PENDING_LOGIN_PATH = signIn.path.slice(0, signIn.path.lastIndexOf('/'))

export function registerAuthRoutes(app: FastifyInstance): void {
  const { db, config } = app.deps
  const captcha = createCaptcha(config)
  const deps = (): AuthDeps => ({ db, mailer: app.mailer, captcha, now: app.clock() })
  // Per IP, each route apart (spec: sign-in and registration are rate limited per IP).
  const limited = { config: { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } } }
  // A signed-in answer carries the player: never stored by a shared cache.
  const signingIn = { ...limited, cache: 'private-no-store' } as const

  /** A fresh session for `row` (the request's previous session, if any, is revoked: rotation). */
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    row: PlayerRow,
    dfpc?: string | null,
  ) {
    const { token, player } = await startPlayerSession(deps(), row, {
      previousToken: request.cookies[SESSION_COOKIE],
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      dfpc,
    })
    setSessionCookie(reply, request, token)
    if (request.cookies[PENDING_LOGIN_COOKIE]) {
      reply.clearCookie(PENDING_LOGIN_COOKIE, { httpOnly: true, sameSite: 'lax', path: PENDING_LOGIN_PATH })
    }
    forgetSession(request)
    return player
  }

  route(
    app,
    signIn,
    async ({ body, request, reply }) => {
      try {
        const result = await signInPlayer(
          deps(),
          body,
          await requestInfo(app, request),
          request.cookies[PENDING_LOGIN_COOKIE],
        )
        if (result.kind === 'two-factor') {
          reply.setCookie(PENDING_LOGIN_COOKIE, result.pendingToken, {
            httpOnly: true,
            sameSite: 'lax',
            path: PENDING_LOGIN_PATH,
            secure: isTls(request),
            maxAge: PENDING_LOGIN_TTL_SECONDS,
          })
          throw new HttpError(403, 'TWO_FACTOR_REQUIRED', 'Enter the code from your authenticator app.')
        }
        return await startSession(request, reply, result.player, body.user.dfpc)
      } catch (error) {
        if (error instanceof AccountLockedError) reply.header('retry-after', String(error.retryAfterSeconds))
        throw error
      }
    },
    signingIn,
  )

  route(app, signOut, async ({ request, reply }) => {
    await endCookieSession(deps(), request.cookies[SESSION_COOKIE])
    clearSessionCookie(reply, request)
    forgetSession(request)
    return null
  })

  route(
    app,
    register,
    async ({ body, request, reply }) => {
      const ipCountry = await requestCountry(request)
      const row = await registerPlayer(deps(), body.user, await requestInfo(app, request), ipCountry)
      return startSession(request, reply, row, body.user.dfpc)
    },
    signingIn,
  )

  route(app, checkEmail, ({ body }) => checkEmailAvailable(db, body.email), limited)

  route(
    app,
    requestPasswordReset,
    async ({ body, request }) => {
      await recovery.requestPasswordReset(deps(), {
        email: body.user.email,
        captcha: body.captcha,
        ip: request.ip,
        origin: requestOrigin(request),
      })
      return { ok: true as const }
    },
    limited,
  )

  route(
    app,
    resetPassword,
    async ({ body, session }) => {
      await recovery.resetPassword(
        deps(),
        {
          token: body.user.reset_password_token,
          password: body.user.password,
          passwordConfirmation: body.user.password_confirmation,
        },
        session?.id,
      )
      return { ok: true as const }
    },
    { auth: 'any' },
  )

  route(app, confirmEmail, ({ query }) => recovery.confirmEmail(deps(), query.confirmation_token), {
    cache: 'private-no-store',
  })

  route(
    app,
    resendConfirmation,
    async ({ body, request }) => {
      await recovery.resendConfirmation(deps(), {
        email: body.user.email,
        captcha: body.captcha,
        ip: request.ip,
        origin: requestOrigin(request),
      })
      return { ok: true as const }
    },
    limited,
  )

  route(
    app,
    updateDetails,
    ({ body, session }) => updateDetailsAndView(db, session.playerId, body.user, app.clock()),
    { auth: 'player' },
  )
}
