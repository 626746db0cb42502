// Sign-in (spec 1 §4, §8): email + password, then the two-factor step with only an otp_attempt.
// Brute force: the IP limit sits on the route; here 5 failures in a row lock the account 15 minutes,
// counted by a slot taken before each check so that parallel guesses cannot overrun the count.
import { PENDING_LOGIN_TTL_SECONDS, type SignInBody } from '@croupier/contract/auth/sign-in'
import { isMainHost } from '@croupier/rules/brand'
import { resolveLicence } from '@croupier/rules/licence'
import { DEFAULT_LOCALE } from '@croupier/rules/locale'
import { email, required } from '@croupier/rules/validation'
import { FieldValidationError, HttpError } from '../../http/errors.ts'
import {
  findPlayerByEmail,
  findPlayerById,
  type PlayerRow,
  updatePlayerRow,
} from '../player/player-records.service.ts'
import { acceptTotp, invalidOtp } from '../player/two-factor.service.ts'
import { type AuthDeps, normaliseEmail, type RequestInfo } from './auth.context.ts'
import {
  findUsableToken,
  insertAuthToken,
  lockAfterFailures,
  releaseSignInAttempt,
  reserveSignInAttempt,
  spendToken,
} from './auth.repository.ts'
import { verifyDecoy, verifyPassword } from './password.ts'
import { newToken, sha256 } from './tokens.ts'

/** Our choice: failures in a row that lock the account… */
export const MAX_FAILED_SIGN_INS = 5
/** …and for how long. */
export const ACCOUNT_LOCK_MS = 15 * 60 * 1000

export type SignInResult =
  | { kind: 'signed-in'; player: PlayerRow }
  /** Password right, two-factor on: the caller sets the pending-login cookie and answers 403. */
  | { kind: 'two-factor'; pendingToken: string }

export class AccountLockedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'ACCOUNT_LOCKED', 'Too many failed sign-ins. The account is locked for a while.')
  }
}

const invalidCredentials = () => new HttpError(400, 'INVALID_CREDENTIALS', 'Wrong email or password.')

/** Takes an attempt slot before the password or code is checked; 429 without checking when none is left. */
async function reserveAttempt(deps: AuthDeps, row: PlayerRow): Promise<void> {
  if ((await reserveSignInAttempt(deps.db, row.id, MAX_FAILED_SIGN_INS, deps.now)) !== null) return
  const lockedMs = (row.lockedUntil?.getTime() ?? 0) - deps.now.getTime()
  // No lock yet means the last slot's check is still running: it may lock the account for the full time.
  throw new AccountLockedError(Math.ceil((lockedMs > 0 ? lockedMs : ACCOUNT_LOCK_MS) / 1000))
}

/** A wrong secret keeps its slot as a failure; the one that fills the last slot locks the account. */
async function failure(deps: AuthDeps, row: PlayerRow, otherwise: HttpError): Promise<never> {
  const lockUntil = new Date(deps.now.getTime() + ACCOUNT_LOCK_MS)
  if (await lockAfterFailures(deps.db, row.id, MAX_FAILED_SIGN_INS, deps.now, lockUntil))
    throw new AccountLockedError(ACCOUNT_LOCK_MS / 1000)
  throw otherwise
}

/**
 * spec 1 §1: EE applies on main hosts when the player's licence is EE, and on EE hosts; an EE player
 * on any other host (a CW mirror or locale domain) cannot be served there.
 */
export function isLicenceBlocked(row: PlayerRow, info: RequestInfo): boolean {
  if (row.licenseName !== 'EE') return false
  const host = info.brandHost
  return (
    resolveLicence({
      isMainHost: isMainHost(host),
      hostLicence: host?.licence,
      userLicence: row.licenseName,
      locale: DEFAULT_LOCALE,
    }) !== 'EE'
  )
}

async function passwordStep(
  deps: AuthDeps,
  user: SignInBody['user'],
  info: RequestInfo,
): Promise<SignInResult> {
  const address = normaliseEmail(user.email)
  const errors: Record<string, string[]> = {}
  const emailError = required(address) ?? email(address)
  if (emailError) errors.email = [emailError]
  const passwordError = required(user.password)
  if (passwordError) errors.password = [passwordError]
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors)
  if (!(await deps.captcha.verify(user.captcha, info.ip))) {
    throw new HttpError(400, 'CAPTCHA_FAILED', 'The captcha was not solved.')
  }

  const row = await findPlayerByEmail(deps.db, address)
  if (!row) {
    await verifyDecoy(user.password ?? '')
    throw invalidCredentials()
  }
  await reserveAttempt(deps, row)
  if (!(await verifyPassword(row.passwordHash, user.password ?? '')))
    return failure(deps, row, invalidCredentials())
  // The password was right: its slot is no failure. A full sign-in clears the count (recordSignIn).
  const isBlocked = isLicenceBlocked(row, info)
  if (isBlocked || row.twoFactorSecret) await releaseSignInAttempt(deps.db, row.id)
  if (isBlocked) {
    throw new HttpError(
      403,
      'EE_LICENSE_BLOCKED',
      'This account is licensed in Estonia and cannot sign in here.',
    )
  }
  if (row.twoFactorSecret) {
    const pendingToken = newToken()
    await insertAuthToken(deps.db, {
      id: sha256(pendingToken),
      purpose: 'pending_login',
      playerId: row.id,
      createdAt: deps.now,
      expiresAt: new Date(deps.now.getTime() + PENDING_LOGIN_TTL_SECONDS * 1000),
    })
    return { kind: 'two-factor', pendingToken }
  }
  return { kind: 'signed-in', player: row }
}

async function otpStep(
  deps: AuthDeps,
  code: string,
  pendingToken: string | undefined,
): Promise<SignInResult> {
  const expired = () =>
    new HttpError(400, 'SESSION_EXPIRED', 'The sign-in took too long. Enter your password again.')
  if (!pendingToken) throw expired()
  const pending = await findUsableToken(deps.db, sha256(pendingToken), 'pending_login', deps.now)
  const row = pending ? await findPlayerById(deps.db, pending.playerId) : undefined
  if (!pending || !row?.twoFactorSecret) throw expired()
  await reserveAttempt(deps, row)
  if (!(await acceptTotp(deps.db, row, row.twoFactorSecret, code, deps.now)))
    return failure(deps, row, invalidOtp())
  if (!(await spendToken(deps.db, pending.id, deps.now))) {
    await releaseSignInAttempt(deps.db, row.id)
    throw expired()
  }
  return { kind: 'signed-in', player: row }
}

export function signIn(
  deps: AuthDeps,
  body: SignInBody,
  info: RequestInfo,
  pendingToken: string | undefined,
): Promise<SignInResult> {
  const { user } = body
  // spec 1 §4: the second step carries only otp_attempt.
  if (user.otp_attempt && !user.password) return otpStep(deps, user.otp_attempt, pendingToken)
  return passwordStep(deps, user, info)
}

/** Records the sign-in on the player: previous time kept for the profile, failure count cleared. */
export function recordSignIn(deps: AuthDeps, row: PlayerRow): Promise<PlayerRow> {
  return updatePlayerRow(
    deps.db,
    row.id,
    { lastSignInAt: row.currentSignInAt, currentSignInAt: deps.now, failedAttempts: 0, lockedUntil: null },
    deps.now,
  )
}
