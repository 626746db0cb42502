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
import { email, required } from '@croupier/rules/validation'
import { V } from '@croupier/rules/validation-keys'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { PRIVATE_NO_STORE, setCacheControl } from '../../http/cache.ts'
import { FieldValidationError, HttpError } from '../../http/errors.ts'
import { route } from '../../http/route.ts'
import { resolveCountry } from '../info/country.service.ts'
import { findPlayerByEmail, type PlayerRow } from '../player/player.repository.ts'
import { getPlayer, playerView } from '../player/player.service.ts'
import {
  clearSessionCookie,
  currentSession,
  forgetSession,
  getSessionPlayer,
  isTls,
  requirePlayer,
  SESSION_COOKIE,
  setSessionCookie,
} from '../session/session.http.ts'
import { createSession, endSession } from '../session/session.service.ts'
import { type AuthDeps, normaliseEmail, requestInfo, requestOrigin } from './auth.context.ts'
import { createCaptcha } from './captcha.ts'
import * as recovery from './recovery.service.ts'
import { register as registerPlayer } from './registration.service.ts'
import { AccountLockedError, recordSignIn, signIn as signInPlayer } from './sign-in.service.ts'
import { sha256 } from './tokens.ts'
import { updateDetails as updatePlayerDetails } from './update-details.service.ts'

export const PENDING_LOGIN_COOKIE = 'croupier_pending_login'
const PENDING_LOGIN_PATH = '/api/users'

export function registerAuthRoutes(app: FastifyInstance): void {
  const { db, config } = app.deps
  const captcha = createCaptcha(config)
  const deps = (): AuthDeps => ({ db, mailer: app.mailer, captcha, now: app.clock() })
  // Per IP, each route apart (spec: sign-in and registration are rate limited per IP).
  const limited = { config: { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } } }

  /** A fresh session for `row` (the request's previous session, if any, is revoked: rotation). */
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    row: PlayerRow,
    dfpc?: string | null,
  ) {
    const d = deps()
    const previous = request.cookies[SESSION_COOKIE]
    if (previous) await endSession(db, sha256(previous), d.now)
    const signedIn = await recordSignIn(d, row)
    const { token } = await createSession(
      db,
      { playerId: row.id, ip: request.ip, userAgent: request.headers['user-agent'] ?? null, dfpc },
      d.now,
    )
    setSessionCookie(reply, request, token)
    if (request.cookies[PENDING_LOGIN_COOKIE]) {
      reply.clearCookie(PENDING_LOGIN_COOKIE, { httpOnly: true, sameSite: 'lax', path: PENDING_LOGIN_PATH })
    }
    forgetSession(request)
    setCacheControl(reply, PRIVATE_NO_STORE)
    return playerView(db, signedIn, d.now)
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
    limited,
  )

  route(app, signOut, async ({ request, reply }) => {
    const token = request.cookies[SESSION_COOKIE]
    if (token) await endSession(db, sha256(token), app.clock())
    clearSessionCookie(reply, request)
    forgetSession(request)
    return null
  })

  route(
    app,
    register,
    async ({ body, request, reply }) => {
      const ipCountry = await resolveCountry({
        headers: request.headers,
        ip: request.ip,
        geoHeader: config.geoHeader,
        isProduction: config.isProduction,
        locator: app.geoLocator,
      })
      const row = await registerPlayer(deps(), body.user, await requestInfo(app, request), ipCountry)
      return startSession(request, reply, row, body.user.dfpc)
    },
    limited,
  )

  route(
    app,
    checkEmail,
    async ({ body }) => {
      const address = normaliseEmail(body.email)
      const error = required(address) ?? email(address)
      if (error) throw new FieldValidationError({ email: [error] })
      if (await findPlayerByEmail(db, address)) throw new FieldValidationError({ email: [V.EMAIL_TAKEN] })
      return { available: true as const }
    },
    limited,
  )

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

  route(app, resetPassword, async ({ body, request }) => {
    const session = await getSessionPlayer(request)
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
  })

  route(app, confirmEmail, ({ query, reply }) => {
    setCacheControl(reply, PRIVATE_NO_STORE)
    return recovery.confirmEmail(deps(), query.confirmation_token)
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
    async ({ body, request }) => {
      const session = await currentSession(request)
      await updatePlayerDetails(db, session.playerId, body.user, app.clock())
      return getPlayer(db, session.playerId, app.clock())
    },
    { onRequest: requirePlayer },
  )
}
