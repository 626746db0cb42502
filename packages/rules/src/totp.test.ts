import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  base32Decode,
  base32Encode,
  type HmacSha1,
  hotp,
  matchTotpCounter,
  otpauthUri,
  totp,
  totpCounter,
  verifyTotp,
} from './totp'

// The primitive is injected; node:crypto is used here only, never in the rule itself.
const hmacSha1: HmacSha1 = (key, message) => new Uint8Array(createHmac('sha1', key).update(message).digest())

const RFC_SECRET = new TextEncoder().encode('12345678901234567890')

describe('RFC 4226 Appendix D HOTP vectors', () => {
  it.each([
    [0, '755224'],
    [1, '287082'],
    [2, '359152'],
    [3, '969429'],
    [4, '338314'],
    [5, '254676'],
    [6, '287922'],
    [7, '162583'],
    [8, '399871'],
    [9, '520489'],
  ])('counter %i → %s', (counter, expected) => {
    expect(hotp(RFC_SECRET, counter, hmacSha1)).toBe(expected)
  })
  it('rejects a negative counter', () => {
    expect(() => hotp(RFC_SECRET, -1, hmacSha1)).toThrow()
  })
})

describe('RFC 6238 Appendix B TOTP vectors (SHA1, 8 digits, 30 s)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('T = %i s → %s', (seconds, expected) => {
    expect(totp(RFC_SECRET, seconds * 1000, hmacSha1, { digits: 8 })).toBe(expected)
  })
  it('six digits by default are the last six of the eight', () => {
    expect(totp(RFC_SECRET, 59_000, hmacSha1)).toBe('287082')
    expect(totpCounter(59_000)).toBe(1)
  })
})

describe('verifyTotp (±1 step window)', () => {
  const now = 1_234_567_890_000
  const code = totp(RFC_SECRET, now, hmacSha1)
  it.each([
    [0, true],
    [30_000, true],
    [-30_000, true],
    [60_000, false],
    [-60_000, false],
  ])('code of now checked %i ms later → %s', (shift, expected) => {
    expect(verifyTotp(code, RFC_SECRET, now + shift, hmacSha1)).toBe(expected)
  })
  it('a wider window accepts two steps', () => {
    expect(verifyTotp(code, RFC_SECRET, now + 60_000, hmacSha1, { window: 2 })).toBe(true)
  })
  it('window 0 accepts only the current step', () => {
    expect(verifyTotp(code, RFC_SECRET, now + 30_000, hmacSha1, { window: 0 })).toBe(false)
  })
  it.each(['', '12345', '1234567', 'abcdef', '000000'])('rejects %j', (bad) => {
    expect(verifyTotp(bad, RFC_SECRET, now, hmacSha1)).toBe(false)
  })
  it('ignores spaces in the typed code', () => {
    expect(verifyTotp(`${code.slice(0, 3)} ${code.slice(3)}`, RFC_SECRET, now, hmacSha1)).toBe(true)
  })
  it('matchTotpCounter tells which step matched (for replay protection)', () => {
    expect(matchTotpCounter(code, RFC_SECRET, now + 30_000, hmacSha1)).toBe(totpCounter(now))
  })
})

describe('base32 (RFC 4648 §10 vectors, unpadded)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%j ↔ %s', (plain, encoded) => {
    const bytes = new TextEncoder().encode(plain)
    expect(base32Encode(bytes)).toBe(encoded)
    expect(base32Decode(encoded)).toEqual(bytes)
  })
  it('decodes padded, lower-case and grouped text', () => {
    expect(new TextDecoder().decode(base32Decode('mzxw 6ytb oi======'))).toBe('foobar')
  })
  it('round-trips a 20-byte secret', () => {
    expect(base32Encode(RFC_SECRET)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')).toEqual(RFC_SECRET)
  })
  it('throws on characters outside the alphabet', () => {
    expect(() => base32Decode('MZXW1')).toThrow(/base32/)
  })
})

describe('otpauthUri', () => {
  it('builds the key URI authenticator apps read', () => {
    expect(
      otpauthUri({
        secretBase32: 'GEZDGNBVGY3TQOJQ',
        account: 'anna@example.com',
        issuer: 'Croupier Casino',
      }),
    ).toBe(
      'otpauth://totp/Croupier%20Casino:anna%40example.com?secret=GEZDGNBVGY3TQOJQ&issuer=Croupier%20Casino&algorithm=SHA1&digits=6&period=30',
    )
  })
})
