// The code an authenticator app shows (RFC 6238, six digits): typed with spaces or pasted with a
// dash, it is sent as digits only.
import { OTP_DIGITS } from '@croupier/rules/two-factor'

export function normaliseOtp(input: string): string {
  return input.replace(/[\s-]/g, '')
}

export function isOtpComplete(input: string): boolean {
  return new RegExp(`^\\d{${OTP_DIGITS}}$`).test(normaliseOtp(input))
}

/** A base32 secret in groups of four for reading aloud or typing ('JBSW Y3DP EHPK 3PXP'). */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ')
}

/** The `error` code of a failed call's body (`{ error: 'INVALID_OTP', … }`), or null. */
export function errorCodeOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null
  const code = (body as { error: unknown }).error
  return typeof code === 'string' ? code : null
}
