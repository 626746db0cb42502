// Password reset and email confirmation by emailed single-use tokens (spec 1 §2, §7, §8).
import { RESET_PASSWORD_TTL_SECONDS } from '@croupier/contract/auth/request-password-reset'
import { EMAIL_ALREADY_CONFIRMED, EMAIL_NOT_FOUND } from '@croupier/contract/auth/resend-confirmation'
import { email, required } from '@croupier/rules/validation'
import { V } from '@croupier/rules/validation-keys'
import { FieldValidationError, HttpError } from '../../http/errors.ts'
import { confirmationMail, passwordResetMail } from '../mail/mail.service.ts'
import { validateContextFields } from '../player/player-fields.service.ts'
import {
  findPlayerByEmail,
  findPlayerById,
  type PlayerRow,
  updatePlayerRow,
} from '../player/player-records.service.ts'
import { endOtherSessions } from '../session/session.service.ts'
import { type AuthDeps, normaliseEmail } from './auth.context.ts'
import { findUsableToken, insertAuthToken, spendPlayerTokens, spendToken } from './auth.repository.ts'
import { hashPassword } from './password.ts'
import { newToken, sha256 } from './tokens.ts'

/** Our choice: a week to open the confirmation link. */
export const CONFIRMATION_TTL_SECONDS = 7 * 24 * 60 * 60

function checkEmail(value: unknown): string {
  const address = normaliseEmail(value)
  const error = required(address) ?? email(address)
  if (error) throw new FieldValidationError({ email: [error] })
  return address
}

async function assertCaptcha(deps: AuthDeps, token: string | null | undefined, ip: string): Promise<void> {
  if (!(await deps.captcha.verify(token, ip)))
    throw new HttpError(400, 'CAPTCHA_FAILED', 'The captcha was not solved.')
}

export async function sendConfirmation(deps: AuthDeps, row: PlayerRow, origin: string): Promise<void> {
  const token = newToken()
  await insertAuthToken(deps.db, {
    id: sha256(token),
    purpose: 'confirmation',
    playerId: row.id,
    createdAt: deps.now,
    expiresAt: new Date(deps.now.getTime() + CONFIRMATION_TTL_SECONDS * 1000),
  })
  const link = `${origin}/confirmation?confirmation_token=${encodeURIComponent(token)}`
  await deps.mailer.send(row.email, 'confirmation', confirmationMail(link))
}

export async function requestPasswordReset(
  deps: AuthDeps,
  input: { email: unknown; captcha: string | null | undefined; ip: string; origin: string },
): Promise<void> {
  const address = checkEmail(input.email)
  await assertCaptcha(deps, input.captcha, input.ip)
  const row = await findPlayerByEmail(deps.db, address)
  // No account enumeration: an unknown address gets the same answer, and no mail.
  if (!row) return
  const token = newToken()
  await insertAuthToken(deps.db, {
    id: sha256(token),
    purpose: 'reset_password',
    playerId: row.id,
    createdAt: deps.now,
    expiresAt: new Date(deps.now.getTime() + RESET_PASSWORD_TTL_SECONDS * 1000),
  })
  const link = `${input.origin}/new-password?reset_password_token=${encodeURIComponent(token)}`
  await deps.mailer.send(
    row.email,
    'password_reset',
    passwordResetMail(link, RESET_PASSWORD_TTL_SECONDS / 3600),
  )
}

export async function resetPassword(
  deps: AuthDeps,
  input: { token: string | null | undefined; password: unknown; passwordConfirmation: unknown },
  currentSessionId: string | undefined,
): Promise<void> {
  const values = { password: input.password, password_confirmation: input.passwordConfirmation }
  const errors = validateContextFields(
    values,
    ['password', 'password_confirmation'],
    { visible: [], required: ['password', 'password_confirmation'], lengths: {} },
    { now: deps.now, estonia: false },
  )
  const found = input.token
    ? await findUsableToken(deps.db, sha256(input.token), 'reset_password', deps.now)
    : undefined
  if (!found) errors.reset_password_token = [V.INVALID]
  if (Object.keys(errors).length > 0 || !found) throw new FieldValidationError(errors)
  if (!(await spendToken(deps.db, found.id, deps.now))) {
    throw new FieldValidationError({ reset_password_token: [V.INVALID] })
  }
  const row = await updatePlayerRow(
    deps.db,
    found.playerId,
    // The owner of the mailbox proved themselves: a lock from someone else's guessing is lifted.
    { passwordHash: await hashPassword(String(input.password)), failedAttempts: 0, lockedUntil: null },
    deps.now,
  )
  await spendPlayerTokens(deps.db, row.id, 'reset_password', deps.now)
  await endOtherSessions(deps.db, row.id, deps.now, currentSessionId)
}

export async function confirmEmail(
  deps: AuthDeps,
  token: string | undefined,
): Promise<{ ok: true; email: string }> {
  const invalid = () => new FieldValidationError({ confirmation_token: [V.INVALID] })
  const found = token ? await findUsableToken(deps.db, sha256(token), 'confirmation', deps.now) : undefined
  if (!found || !(await spendToken(deps.db, found.id, deps.now))) throw invalid()
  const row = await findPlayerById(deps.db, found.playerId)
  if (!row) throw invalid()
  if (!row.confirmedAt) await updatePlayerRow(deps.db, row.id, { confirmedAt: deps.now }, deps.now)
  await spendPlayerTokens(deps.db, row.id, 'confirmation', deps.now)
  return { ok: true, email: row.email }
}

export async function resendConfirmation(
  deps: AuthDeps,
  input: { email: unknown; captcha: string | null | undefined; ip: string; origin: string },
): Promise<void> {
  const address = checkEmail(input.email)
  await assertCaptcha(deps, input.captcha, input.ip)
  const row = await findPlayerByEmail(deps.db, address)
  // spec 1 §8: the client toasts errors.email.
  if (!row) throw new FieldValidationError({ email: [EMAIL_NOT_FOUND] })
  if (row.confirmedAt) throw new FieldValidationError({ email: [EMAIL_ALREADY_CONFIRMED] })
  await sendConfirmation(deps, row, input.origin)
}
