// Two-factor (issue 3 items 2, 5, 16): GET a secret and QR, enable with a code, sign in with the
// password then otp_attempt alone within 5 minutes, wrong and replayed codes refused, disable with a
// code. Codes come from the otpauth library, as an authenticator app would make them.

import * as api from '@croupier/contract/api.generated'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cookieValue,
  PENDING,
  register,
  SESSION,
  sessionCookie,
  setCookie,
  totpCode,
} from './helpers/auth.ts'
import { type AnyEndpoint, type InjectOptions, inject } from './helpers/call.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let clock = new Date('2026-03-01T10:00:00Z')
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms)
}
const STEP = 30_000

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, config: { authRateLimitPerMinute: 1000 } })
})
afterAll(() => t.close())

// Every request carries the CSRF headers, GETs too.
const call = <E extends AnyEndpoint>(endpoint: E, cookie: string, options: InjectOptions<E> = {}) =>
  inject(t.app, endpoint, { cookie, csrf: true, ...options })

const signInStep = (user: Record<string, unknown>, cookie?: string) =>
  inject(t.app, api.signIn, { cookie, body: { user } })

async function playerWithTwoFactor() {
  const { cookie, email } = await register(t.app)
  const setup = await call(api.getTwoFactor, cookie)
  expect(setup.statusCode).toBe(200)
  const { secret } = setup.json() as { secret: string }
  expect(
    (await call(api.enableTwoFactor, cookie, { body: { code: totpCode(secret, clock) } })).statusCode,
  ).toBe(200)
  return { cookie, email: email.toLowerCase(), secret }
}

describe('two-factor management', () => {
  it('GET gives a new base32 secret, its otpauth URI and an SVG QR code; nothing is on until a code confirms', async () => {
    const { cookie, email } = await register(t.app)
    const response = await call(api.getTwoFactor, cookie)
    const body = response.json()
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(body.enabled).toBe(false)
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(body.otpauth_uri).toBe(
      `otpauth://totp/Croupier:${encodeURIComponent(email.toLowerCase())}?issuer=Croupier&secret=${body.secret}&algorithm=SHA1&digits=6&period=30`,
    )
    expect(body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(body.qr_code.split(',')[1], 'base64').toString()).toContain('<svg')
    const player = await call(api.getPlayer, cookie)
    expect(player.json().two_factor_enabled).toBe(false)

    const wrong = await call(api.enableTwoFactor, cookie, { body: { code: '000000' } })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ error: 'INVALID_OTP' })
    const right = await call(api.enableTwoFactor, cookie, { body: { code: totpCode(body.secret, clock) } })
    expect(right.json()).toEqual({ enabled: true })
    expect((await call(api.getPlayer, cookie)).json().two_factor_enabled).toBe(true)
    // No secret is shown twice.
    expect((await call(api.getTwoFactor, cookie)).json()).toEqual({
      enabled: true,
      secret: null,
      otpauth_uri: null,
      qr_code: null,
    })
  })

  it('POST without a pending secret is 400', async () => {
    const { cookie } = await register(t.app)
    const response = await call(api.enableTwoFactor, cookie, { body: { code: '123456' } })
    expect(response.statusCode).toBe(400)
  })

  it('DELETE needs a current code', async () => {
    const { cookie, secret } = await playerWithTwoFactor()
    advance(STEP)
    const wrong = await call(api.disableTwoFactor, cookie, { body: { code: '000000' } })
    expect(wrong.json()).toMatchObject({ error: 'INVALID_OTP' })
    const off = await call(api.disableTwoFactor, cookie, { body: { code: totpCode(secret, clock) } })
    expect(off.json()).toEqual({ enabled: false })
    expect((await call(api.getPlayer, cookie)).json().two_factor_enabled).toBe(false)
  })
})

describe('sign-in with two-factor', () => {
  it('password → 403 TWO_FACTOR_REQUIRED and a 5-minute pending cookie → otp_attempt alone signs in', async () => {
    const { email, secret } = await playerWithTwoFactor()
    const first = await signInStep({ email, password: 'Secret-123' })
    expect(first.statusCode).toBe(403)
    expect(first.json()).toMatchObject({ error: 'TWO_FACTOR_REQUIRED' })
    expect(setCookie(first, SESSION)).toBeUndefined()
    const pendingCookie = setCookie(first, PENDING)
    expect(pendingCookie).toMatch(/Max-Age=300; Path=\/api\/users; HttpOnly; SameSite=Lax/)
    const pending = `${PENDING}=${cookieValue(first, PENDING)}`

    const wrong = await signInStep({ otp_attempt: '000000' }, pending)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ error: 'INVALID_OTP' })

    advance(STEP)
    const second = await signInStep({ otp_attempt: totpCode(secret, clock) }, pending)
    expect(second.statusCode, second.body).toBe(200)
    expect(second.json()).toMatchObject({ email, two_factor_enabled: true })
    const session = sessionCookie(cookieValue(second, SESSION) ?? '')
    expect((await call(api.getPlayer, session)).statusCode).toBe(200)
    // The pending login is spent.
    const again = await signInStep({ otp_attempt: totpCode(secret, clock) }, pending)
    expect(again.json()).toMatchObject({ error: 'SESSION_EXPIRED' })
  })

  it('refuses a code that was already used (replay), even with a fresh password step', async () => {
    const { email, secret } = await playerWithTwoFactor()
    advance(STEP)
    const code = totpCode(secret, clock)
    const start = async () => {
      const first = await signInStep({ email, password: 'Secret-123' })
      return `${PENDING}=${cookieValue(first, PENDING)}`
    }
    expect((await signInStep({ otp_attempt: code }, await start())).statusCode).toBe(200)
    const replay = await signInStep({ otp_attempt: code }, await start())
    expect(replay.statusCode).toBe(400)
    expect(replay.json()).toMatchObject({ error: 'INVALID_OTP' })
  })

  it('the pending login expires after 5 minutes; otp_attempt without one is SESSION_EXPIRED', async () => {
    const { email, secret } = await playerWithTwoFactor()
    const first = await signInStep({ email, password: 'Secret-123' })
    const pending = `${PENDING}=${cookieValue(first, PENDING)}`
    advance(5 * 60 * 1000 + 1000)
    const late = await signInStep({ otp_attempt: totpCode(secret, clock) }, pending)
    expect(late.statusCode).toBe(400)
    expect(late.json()).toMatchObject({ error: 'SESSION_EXPIRED' })
    const none = await signInStep({ otp_attempt: '123456' })
    expect(none.json()).toMatchObject({ error: 'SESSION_EXPIRED' })
  })

  it('wrong codes count toward the account lock', async () => {
    const { email } = await playerWithTwoFactor()
    const first = await signInStep({ email, password: 'Secret-123' })
    const pending = `${PENDING}=${cookieValue(first, PENDING)}`
    let last = first
    for (let i = 0; i < 5; i++) last = await signInStep({ otp_attempt: '000000' }, pending)
    expect(last.statusCode).toBe(429)
    expect(last.json()).toMatchObject({ error: 'ACCOUNT_LOCKED' })
  })

  it('a wrong password never reaches the two-factor step', async () => {
    const { email } = await playerWithTwoFactor()
    const response = await signInStep({ email, password: 'Wrong-123' })
    expect(response.json()).toMatchObject({ error: 'INVALID_CREDENTIALS' })
    expect(setCookie(response, PENDING)).toBeUndefined()
  })
})
