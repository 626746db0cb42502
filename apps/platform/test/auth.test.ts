// Sign-in, sessions and brute force (issue 3 items 1–4, 16): argon2id hashes, cookie flags, session
// rotation, sign-out revocation, idle and absolute expiry, per-IP 429 and per-account lock,
// EE_LICENSE_BLOCKED, and the realtime resolver reading the same cookie.

import * as api from '@croupier/contract/api.generated'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findPlayerByEmail } from '../src/modules/player/player.repository.ts'
import { cookieValue, DEMO_PASSWORD, SESSION, sessionCookie, setCookie, signIn } from './helpers/auth.ts'
import { endpointRow, inject, nameOf } from './helpers/call.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let clock = new Date('2026-03-01T10:00:00Z')
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms)
}
const HOUR = 60 * 60 * 1000

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, config: { authRateLimitPerMinute: 1000 } })
})
afterAll(() => t.close())

const postSignIn = (
  user: Record<string, unknown>,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) => inject(t.app, api.signIn, { headers: { ...headers }, body: { user }, remoteAddress })
const me = (cookie: string) => inject(t.app, api.getPlayer, { cookie })

describe('passwords', () => {
  it('are stored as argon2id hashes', async () => {
    const row = await findPlayerByEmail(t.db, 'demo@croupier.local')
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$/)
  })
})

describe(nameOf(api.signIn), () => {
  it('signs in with the email in any case and answers the Player', async () => {
    const response = await postSignIn({
      email: '  Demo@Croupier.LOCAL ',
      password: DEMO_PASSWORD,
      dfpc: 'fp-1',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      email: 'demo@croupier.local',
      currency: 'EUR',
      license_name: 'CW',
    })
    const player = await me(sessionCookie(cookieValue(response, SESSION) ?? ''))
    expect(player.statusCode).toBe(200)
    expect(player.headers['cache-control']).toBe('private, no-store')
  })

  it('sets an HttpOnly, SameSite=Lax session cookie for the whole site, not Secure over plain HTTP', async () => {
    const cookie = setCookie(
      await postSignIn({ email: 'demo@croupier.local', password: DEMO_PASSWORD }),
      SESSION,
    )
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).toMatch(/; Path=\//)
    expect(cookie).toMatch(/; Max-Age=2592000/)
    expect(cookie).not.toMatch(/Secure/)
  })

  it('marks the cookie Secure behind a TLS-terminating proxy (X-Forwarded-Proto: https)', async () => {
    const response = await postSignIn(
      { email: 'demo@croupier.local', password: DEMO_PASSWORD },
      { 'x-forwarded-proto': 'https', host: 'localhost', origin: 'https://localhost' },
    )
    expect(response.statusCode).toBe(200)
    expect(setCookie(response, SESSION)).toMatch(/; Secure/)
  })

  it('rotates the session id on every sign-in and revokes the one it replaces', async () => {
    const first = await signIn(t.app, 'demo@croupier.local')
    const second = await postSignIn(
      { email: 'demo@croupier.local', password: DEMO_PASSWORD },
      { cookie: first.cookie },
    )
    const secondCookie = sessionCookie(cookieValue(second, SESSION) ?? '')
    expect(secondCookie).not.toBe(first.cookie)
    expect((await me(first.cookie)).statusCode).toBe(401)
    expect((await me(secondCookie)).statusCode).toBe(200)
  })

  it('keeps the previous sign-in time for the profile', async () => {
    const before = await signIn(t.app, 'vip@croupier.local')
    advance(60_000)
    const after = await signIn(t.app, 'vip@croupier.local')
    expect(after.player.last_sign_in_at).toBe(before.player.current_sign_in_at)
    expect(after.player.current_sign_in_at).toBe(clock.toISOString())
  })

  it.each([
    ['unknown email', { email: 'nobody@croupier.local', password: DEMO_PASSWORD }],
    ['wrong password', { email: 'tester@croupier.local', password: 'Wrong-password1' }],
  ])('answers 400 INVALID_CREDENTIALS for an %s (one answer for both)', async (_, user) => {
    const response = await postSignIn(user)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: 'INVALID_CREDENTIALS' })
    expect(setCookie(response, SESSION)).toBeUndefined()
  })

  it.each([
    [{}, { email: ['VALIDATION.REQUIRED'], password: ['VALIDATION.REQUIRED'] }],
    [{ email: 'not-an-email', password: 'x' }, { email: ['VALIDATION.EMAIL.INVALID'] }],
    [{ email: 'demo@croupier.local', password: '' }, { password: ['VALIDATION.REQUIRED'] }],
  ])('answers 422 with the field keys for %j', async (user, errors) => {
    const response = await postSignIn(user)
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ errors })
  })

  it('never answers 500 to junk', async () => {
    for (const payload of [{ user: 'x' }, { user: { email: 5, password: [] } }, [], 'text']) {
      const response = await inject(t.app, api.signIn, {
        headers: { 'content-type': 'application/json' },
        rawBody: JSON.stringify(payload),
      })
      expect(response.statusCode, JSON.stringify(payload)).toBe(422)
    }
  })
})

describe('sign-out and expiry', () => {
  it(`${nameOf(api.signOut)} revokes the session server-side and clears the cookie`, async () => {
    const { cookie } = await signIn(t.app, 'demo@croupier.local')
    const out = await inject(t.app, api.signOut, { cookie })
    expect(out.statusCode).toBe(204)
    expect(setCookie(out, SESSION)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/)
    // The old cookie, replayed, is refused.
    const replay = await me(cookie)
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toMatchObject({ error: 'SESSION_EXPIRED' })
    // Without a session at all it is still 204.
    const again = await inject(t.app, api.signOut)
    expect(again.statusCode).toBe(204)
  })

  it('a guest gets 401 UNAUTHORIZED; an unknown token too', async () => {
    expect((await inject(t.app, api.getPlayer)).json()).toMatchObject({ error: 'UNAUTHORIZED' })
    const forged = await me(sessionCookie('forged-token'))
    expect(forged.statusCode).toBe(401)
  })

  it('ends after 12 hours without a request (idle)', async () => {
    const { cookie } = await signIn(t.app, 'demo@croupier.local')
    advance(11 * HOUR)
    expect((await me(cookie)).statusCode).toBe(200)
    advance(11 * HOUR) // 11 h after the last request: still alive
    expect((await me(cookie)).statusCode).toBe(200)
    advance(12 * HOUR + 1000)
    const expired = await me(cookie)
    expect(expired.statusCode).toBe(401)
    expect(expired.json()).toMatchObject({ error: 'SESSION_EXPIRED' })
  })

  it('ends 30 days after sign-in even when used every 10 hours (absolute)', async () => {
    const { cookie } = await signIn(t.app, 'demo@croupier.local')
    const signedInAt = clock.getTime()
    const absoluteEnd = signedInAt + 30 * 24 * HOUR
    while (clock.getTime() + 10 * HOUR < absoluteEnd) {
      advance(10 * HOUR)
      expect((await me(cookie)).statusCode).toBe(200)
    }
    // Less than the idle limit since the last request, but past the absolute end.
    advance(absoluteEnd - clock.getTime() + 1000)
    expect(clock.getTime() - signedInAt).toBeGreaterThan(30 * 24 * HOUR)
    expect((await me(cookie)).statusCode).toBe(401)
  })

  it('the realtime private channel recognises the same cookie', async () => {
    const { cookie, player } = await signIn(t.app, 'tester@croupier.local')
    expect(await t.app.realtime.resolveSession(cookie)).toEqual({ playerId: String(player.id) })
    expect(await t.app.realtime.resolveSession('croupier_session=nope')).toBeNull()
    expect(await t.app.realtime.resolveSession(undefined)).toBeNull()
    const settings = await inject(t.app, api.getPlayerSettings, { cookie })
    expect(settings.statusCode).toBe(200)
  })
})

describe('brute force', () => {
  it('locks the account for 15 minutes after 5 failures in a row (429 ACCOUNT_LOCKED), success resets', async () => {
    const email = 'incomplete@croupier.local'
    // A success in between resets the count.
    for (let i = 0; i < 4; i++)
      expect((await postSignIn({ email, password: 'Wrong-1' })).statusCode).toBe(400)
    await signIn(t.app, email)
    for (let i = 0; i < 4; i++)
      expect((await postSignIn({ email, password: 'Wrong-1' })).statusCode).toBe(400)
    const fifth = await postSignIn({ email, password: 'Wrong-1' })
    expect(fifth.statusCode).toBe(429)
    expect(fifth.json()).toMatchObject({ error: 'ACCOUNT_LOCKED' })
    expect(fifth.headers['retry-after']).toBe('900')
    // Locked: even the right password is refused.
    const right = await postSignIn({ email, password: DEMO_PASSWORD })
    expect(right.statusCode).toBe(429)
    expect(right.json()).toMatchObject({ error: 'ACCOUNT_LOCKED' })
    advance(15 * 60 * 1000 + 1000)
    expect((await postSignIn({ email, password: DEMO_PASSWORD })).statusCode).toBe(200)
  })
})

describe('per-IP rate limit', () => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await createTestApp({ config: { authRateLimitPerMinute: 3 } })
  })
  afterAll(() => limited.close())

  it.each([
    endpointRow(api.signIn, { user: { email: 'nobody@croupier.local', password: 'Wrong-1' } }),
    endpointRow(api.register, { user: { email: 'bad' } }),
    endpointRow(api.checkEmail, { email: 'someone@example.com' }),
  ])('%s %s answers 429 RATE_LIMITED past the limit, per IP', async (_method, _path, endpoint, payload) => {
    const send = (remoteAddress: string) => inject(limited.app, endpoint, { rawBody: payload, remoteAddress })
    for (let i = 0; i < 3; i++) expect((await send('198.51.100.7')).statusCode).not.toBe(429)
    const blocked = await send('198.51.100.7')
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toMatchObject({ error: 'RATE_LIMITED' })
    expect((await send('198.51.100.8')).statusCode).not.toBe(429)
  })
})

describe('EE_LICENSE_BLOCKED', () => {
  const signInOn = (host: string) =>
    postSignIn({ email: 'ee@croupier.local', password: DEMO_PASSWORD }, { host, origin: `http://${host}` })

  it('refuses an EE player on a host that does not serve the EE licence (a CW mirror or locale domain)', async () => {
    for (const host of ['mirror.localhost', 'de.localhost:3000']) {
      const response = await signInOn(host)
      expect(response.statusCode, host).toBe(403)
      expect(response.json()).toMatchObject({ error: 'EE_LICENSE_BLOCKED' })
      expect(setCookie(response, SESSION)).toBeUndefined()
    }
  })

  it('lets the EE player in on the EE host and on main hosts (spec 1 §1: EE applies there)', async () => {
    expect((await signInOn('ee.localhost:3000')).statusCode).toBe(200)
    expect((await signInOn('localhost:3000')).statusCode).toBe(200)
  })

  it('never blocks other licences', async () => {
    const response = await postSignIn(
      { email: 'gcb@croupier.local', password: DEMO_PASSWORD },
      { host: 'mirror.localhost', origin: 'http://mirror.localhost' },
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ license_name: 'GCB', currency: 'CAD' })
  })
})
