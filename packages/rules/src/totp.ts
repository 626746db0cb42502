// Time-based one-time passwords for the two-factor step (spec 1 §4: "signs in with only an
// otp_attempt"): RFC 6238 TOTP over RFC 4226 HOTP. Pure: the HMAC-SHA1 primitive is passed in
// (node:crypto on the platform, WebCrypto or a test double elsewhere), so rules import no I/O.

export type HmacSha1 = (key: Uint8Array, message: Uint8Array) => Uint8Array

export const TOTP_STEP_SECONDS = 30 // RFC 6238 default time step
export const TOTP_DIGITS = 6 // the digits authenticator apps show
export const TOTP_WINDOW = 1 // steps accepted either side of now, for clock drift
/** RFC 4226 §4 recommends a 160-bit shared secret. */
export const TOTP_SECRET_BYTES = 20

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 without padding (the form otpauth URIs and authenticator apps use). */
export function base32Encode(bytes: Uint8Array): string {
  let out = ''
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32_ALPHABET[(buffer >>> (bits - 5)) & 31]
      bits -= 5
    }
    buffer &= (1 << bits) - 1
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31]
  return out
}

/**
 * RFC 4648 base32 decode; case-insensitive, spaces, hyphens and '=' padding ignored (people type
 * secrets in groups). Throws on any other character.
 */
export function base32Decode(text: string): Uint8Array {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase()
  const out: number[] = []
  let buffer = 0
  let bits = 0
  for (const ch of clean) {
    const v = BASE32_ALPHABET.indexOf(ch)
    if (v < 0) throw new Error(`Invalid base32 character: ${ch}`)
    buffer = ((buffer << 5) | v) & 0xffff
    bits += 5
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Uint8Array.from(out)
}

/** The counter as the 8-byte big-endian message of RFC 4226 §5.2. */
function counterBytes(counter: number): Uint8Array {
  if (!Number.isSafeInteger(counter) || counter < 0)
    throw new Error('HOTP counter must be a non-negative safe integer')
  const msg = new Uint8Array(8)
  let high = Math.floor(counter / 2 ** 32)
  let low = counter >>> 0
  for (let i = 7; i >= 4; i--) {
    msg[i] = low & 0xff
    low >>>= 8
  }
  for (let i = 3; i >= 0; i--) {
    msg[i] = high & 0xff
    high >>>= 8
  }
  return msg
}

/** RFC 4226 HOTP: dynamic truncation of HMAC-SHA1(secret, counter), zero-padded to `digits`. */
export function hotp(
  secretBytes: Uint8Array,
  counter: number,
  hmacSha1: HmacSha1,
  digits = TOTP_DIGITS,
): string {
  const mac = hmacSha1(secretBytes, counterBytes(counter))
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) |
    (((mac[offset + 1] ?? 0) & 0xff) << 16) |
    (((mac[offset + 2] ?? 0) & 0xff) << 8) |
    ((mac[offset + 3] ?? 0) & 0xff)
  return String(binary % 10 ** digits).padStart(digits, '0')
}

/** RFC 6238 time counter: whole steps since the Unix epoch. */
export function totpCounter(nowMs: number, step = TOTP_STEP_SECONDS): number {
  return Math.floor(nowMs / 1000 / step)
}

/** RFC 6238 TOTP at `nowMs`. */
export function totp(
  secretBytes: Uint8Array,
  nowMs: number,
  hmacSha1: HmacSha1,
  { step = TOTP_STEP_SECONDS, digits = TOTP_DIGITS }: { step?: number; digits?: number } = {},
): string {
  return hotp(secretBytes, totpCounter(nowMs, step), hmacSha1, digits)
}

/** Compares without an early exit, so timing does not reveal how many digits matched. */
function sameCode(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

/**
 * The time counter whose code matches, trying now first and then ±1..window steps; null when none
 * does. The platform can store the counter to refuse a code that was already used (replay).
 */
export function matchTotpCounter(
  code: string,
  secretBytes: Uint8Array,
  nowMs: number,
  hmacSha1: HmacSha1,
  {
    window = TOTP_WINDOW,
    step = TOTP_STEP_SECONDS,
    digits = TOTP_DIGITS,
  }: { window?: number; step?: number; digits?: number } = {},
): number | null {
  const clean = code.replace(/\s/g, '')
  if (!/^\d+$/.test(clean) || clean.length !== digits) return null
  const now = totpCounter(nowMs, step)
  for (let d = 0; d <= window; d++) {
    for (const c of d === 0 ? [now] : [now - d, now + d]) {
      if (c < 0) continue
      if (sameCode(hotp(secretBytes, c, hmacSha1, digits), clean)) return c
    }
  }
  return null
}

/** True when `code` is the TOTP of now or of up to `window` steps before or after (default ±1). Spaces in the code are ignored. */
export function verifyTotp(
  code: string,
  secretBytes: Uint8Array,
  nowMs: number,
  hmacSha1: HmacSha1,
  options: { window?: number; step?: number; digits?: number } = {},
): boolean {
  return matchTotpCounter(code, secretBytes, nowMs, hmacSha1, options) !== null
}

/** Key URI for authenticator apps (Google Authenticator key-uri format): otpauth://totp/Issuer:account?… */
export function otpauthUri({
  secretBase32,
  account,
  issuer,
  digits = TOTP_DIGITS,
  period = TOTP_STEP_SECONDS,
}: {
  secretBase32: string
  account: string
  issuer: string
  digits?: number
  period?: number
}): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`
  const query = [
    `secret=${secretBase32.replace(/[\s=]/g, '').toUpperCase()}`,
    `issuer=${encodeURIComponent(issuer)}`,
    'algorithm=SHA1',
    `digits=${digits}`,
    `period=${period}`,
  ].join('&')
  return `otpauth://totp/${label}?${query}`
}
