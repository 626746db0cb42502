// Two-factor sign-in (spec 1 §4: the second step signs in with only an otp_attempt): RFC 6238 TOTP
// from the otpauth library. A new secret stays pending until a code confirms it; a time step is
// accepted once (replay), and a current code is needed to turn it off.
import type { TwoFactorSetup } from '@croupier/contract/player/get-two-factor'
import { OTP_DIGITS, OTP_PERIOD_SECONDS, OTP_SECRET_BYTES, OTP_WINDOW } from '@croupier/rules/two-factor'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import type { Database } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import { claimTotpCounter, type PlayerRow, updatePlayerRow } from './player.repository.ts'
import { loadPlayerRow } from './player.service.ts'

/** Issuer shown in authenticator apps. */
export const TOTP_ISSUER = 'Croupier'

function totpOf(secretBase32: string, account = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: account,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: OTP_DIGITS,
    period: OTP_PERIOD_SECONDS,
  })
}

/** The time step whose code matches `code` (now or ±OTP_WINDOW), or null; spaces are ignored. */
function matchTotpCounter(secretBase32: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '')
  if (!new RegExp(`^\\d{${OTP_DIGITS}}$`).test(token)) return null
  const totp = totpOf(secretBase32)
  const timestamp = now.getTime()
  const delta = totp.validate({ token, timestamp, window: OTP_WINDOW })
  return delta === null ? null : totp.counter({ timestamp }) + delta
}

export const invalidOtp = () => new HttpError(400, 'INVALID_OTP', 'The code is wrong or has expired.')

/** True when `code` is a current code of `secretBase32`, without spending it. */
export function isCurrentTotp(secretBase32: string, code: string, now: Date): boolean {
  return matchTotpCounter(secretBase32, code, now) !== null
}

/** True when `code` is a current code of `secretBase32` not used before (the step is then spent). */
export async function acceptTotp(
  db: Database,
  row: PlayerRow,
  secretBase32: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const counter = matchTotpCounter(secretBase32, code, now)
  if (counter === null) return false
  return claimTotpCounter(db, row.id, counter)
}

export async function startTwoFactorSetup(
  db: Database,
  playerId: number,
  now: Date,
): Promise<TwoFactorSetup> {
  const row = await loadPlayerRow(db, playerId)
  if (row.twoFactorSecret) return { enabled: true, secret: null, otpauth_uri: null, qr_code: null }
  const secret = new Secret({ size: OTP_SECRET_BYTES }).base32
  await updatePlayerRow(db, row.id, { twoFactorPendingSecret: secret }, now)
  const uri = totpOf(secret, row.email).toString()
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return {
    enabled: false,
    secret,
    otpauth_uri: uri,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  }
}

export async function enableTwoFactor(
  db: Database,
  playerId: number,
  code: string,
  now: Date,
): Promise<{ enabled: true }> {
  const row = await loadPlayerRow(db, playerId)
  if (row.twoFactorSecret) throw new HttpError(400, 'BAD_REQUEST', 'Two-factor is already on.')
  const pending = row.twoFactorPendingSecret
  if (!pending)
    throw new HttpError(400, 'BAD_REQUEST', 'Ask for a secret first (GET /api/player/two_factor).')
  // Not spent: the player may sign in with the same code right after enabling (one step, one use).
  if (!isCurrentTotp(pending, code, now)) throw invalidOtp()
  await updatePlayerRow(
    db,
    row.id,
    { twoFactorSecret: pending, twoFactorPendingSecret: null, twoFactorLastCounter: null },
    now,
  )
  return { enabled: true }
}

export async function disableTwoFactor(
  db: Database,
  playerId: number,
  code: string,
  now: Date,
): Promise<{ enabled: false }> {
  const row = await loadPlayerRow(db, playerId)
  if (!row.twoFactorSecret) throw new HttpError(400, 'BAD_REQUEST', 'Two-factor is not on.')
  if (!(await acceptTotp(db, row, row.twoFactorSecret, code, now))) throw invalidOtp()
  await updatePlayerRow(
    db,
    row.id,
    { twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorLastCounter: null },
    now,
  )
  return { enabled: false }
}
