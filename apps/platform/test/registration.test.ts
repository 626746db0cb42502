// Registration, check-email, email confirmation and password reset (issue 3 items 2, 4, 16):
// player_fields' registration context with the rules' keys, A/B group by id parity, confirmation
// and reset links that work once and expire, no account enumeration on reset.

import * as api from '@croupier/contract/api.generated'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  mailbox,
  mailedToken,
  register,
  registrationBody,
  SESSION,
  setCookie,
  signIn,
  uniqueEmail,
} from './helpers/auth.ts'
import { type AnyEndpoint, inject, nameOf } from './helpers/call.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let clock = new Date('2026-03-01T10:00:00Z')
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms)
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, config: { authRateLimitPerMinute: 1000 } })
})
afterAll(() => t.close())

const post = <E extends AnyEndpoint>(endpoint: E, payload: unknown, cookie?: string) =>
  inject(t.app, endpoint, { cookie, rawBody: payload })

describe(nameOf(api.register), () => {
  it('creates a signed-in player with an active wallet, an A/B group by id parity and a confirmation mail', async () => {
    const { response, player, email, cookie } = await register(t.app, {
      email: 'New.Player@Example.com',
      currency: 'BTC',
      nickname: 'Newbie',
      receive_promos: 'true',
      locale: 'de',
      dfpc: 'fingerprint',
    })
    expect(response.statusCode).toBe(201)
    expect(setCookie(response, SESSION)).toMatch(/HttpOnly; SameSite=Lax/)
    expect(player).toMatchObject({
      email: 'new.player@example.com',
      nickname: 'Newbie',
      currency: 'BTC',
      receive_promos: true,
      locale: 'de',
      confirmed_at: null,
      auth_fields_missed: [],
      two_factor_enabled: false,
    })
    expect(email).toBe('New.Player@Example.com')
    const abGroup = player.id % 2 === 0 ? 543 : 544
    expect(player.statuses.map((s) => s.id)).toEqual([abGroup])
    const accounts = await inject(t.app, api.getAccounts, { cookie })
    expect(accounts.json()).toEqual([
      { currency: 'BTC', amount_cents: 0, available_to_cashout_cents: 0, active: true },
    ])
    const [mail] = await mailbox(t.app, 'new.player@example.com')
    expect(mail).toMatchObject({ kind: 'confirmation', subject: 'Confirm your email address' })
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost\/confirmation\?confirmation_token=/)
  })

  it('gives consecutive players both A/B groups (543 even, 544 odd)', async () => {
    const a = await register(t.app)
    const b = await register(t.app)
    expect(b.player.id).toBe(a.player.id + 1)
    const groups = [a, b].map((r) => r.player.statuses[0]?.id).sort()
    expect(groups).toEqual([543, 544])
  })

  it('refuses a registered email in any case: 422 errors.email VALIDATION.EMAIL.TAKEN', async () => {
    const response = await post(api.register, registrationBody({ email: 'DEMO@croupier.local' }))
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ errors: { email: ['VALIDATION.EMAIL.TAKEN'] } })
  })

  it.each([
    ['email', { email: 'not-an-email' }, ['VALIDATION.EMAIL.INVALID']],
    ['email', { email: '' }, ['VALIDATION.REQUIRED']],
    ['password', { password: 'has space', password_confirmation: 'has space' }, ['VALIDATION.WRONG_CHARTS']],
    ['password_confirmation', { password_confirmation: 'Other-123' }, ['VALIDATION.PASSWORDS_DO_NOT_MATCH']],
    ['terms_acceptance', { terms_acceptance: false }, ['VALIDATION.MUST_CHECKED']],
    ['age_acceptance', { age_acceptance: null }, ['VALIDATION.REQUIRED', 'VALIDATION.MUST_CHECKED']],
    ['nickname', { nickname: 'ab' }, ['VALIDATION.NICKNAME', 'VALIDATION.MIN_LENGTH']],
    ['nickname', { nickname: 'bad!name' }, ['VALIDATION.NICKNAME']],
    ['currency', { currency: 'XYZ' }, ['VALIDATION.INVALID']],
    ['currency', { currency: 'GBP' }, ['VALIDATION.INVALID']], // known but not enabled (spec 1 §9)
    ['country', { country: 'ZZ' }, ['VALIDATION.INVALID']],
    ['country', { country: '' }, ['VALIDATION.REQUIRED']],
  ])('422 on %s for %j with the rules keys', async (field, overrides, keys) => {
    const response = await post(api.register, registrationBody(overrides))
    expect(response.statusCode, response.body).toBe(422)
    expect(response.json().errors[field]).toEqual(keys)
  })

  it('answers 422, never 500, to malformed bodies', async () => {
    for (const payload of [
      {},
      { user: 'x' },
      { user: { email: 42 } },
      { user: { terms_acceptance: 'maybe' } },
    ]) {
      const response = await post(api.register, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(422)
    }
  })
})

describe(nameOf(api.checkEmail), () => {
  it.each([
    ['fresh@example.com', 200, { available: true }],
    ['Demo@Croupier.local', 422, { errors: { email: ['VALIDATION.EMAIL.TAKEN'] } }],
    ['nope', 422, { errors: { email: ['VALIDATION.EMAIL.INVALID'] } }],
  ])('%s → %i', async (email, status, body) => {
    const response = await post(api.checkEmail, { email })
    expect(response.statusCode).toBe(status)
    expect(response.json()).toEqual(body)
  })
})

describe('email confirmation', () => {
  it(`${nameOf(api.confirmEmail)} confirms once; the link is then spent`, async () => {
    const { email, cookie } = await register(t.app)
    const token = await mailedToken(t.app, email.toLowerCase(), 'confirmation', 'confirmation_token')
    const confirm = () => inject(t.app, api.confirmEmail, { query: { confirmation_token: token } })
    const confirmed = await confirm()
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toEqual({ ok: true, email: email.toLowerCase() })
    const player = await inject(t.app, api.getPlayer, { cookie })
    expect(player.json().confirmed_at).toBe(clock.toISOString())
    const again = await confirm()
    expect(again.statusCode).toBe(422)
    expect(again.json()).toEqual({ errors: { confirmation_token: ['VALIDATION.INVALID'] } })
    expect((await inject(t.app, api.confirmEmail)).statusCode).toBe(422)
  })

  it(`${nameOf(api.resendConfirmation)} resends to an unconfirmed address, 422 errors.email otherwise`, async () => {
    const { email } = await register(t.app)
    const address = email.toLowerCase()
    const resent = await post(api.resendConfirmation, { user: { email: address } })
    expect(resent.statusCode).toBe(200)
    expect((await mailbox(t.app, address)).filter((m) => m.kind === 'confirmation')).toHaveLength(2)

    const confirmed = await post(api.resendConfirmation, { user: { email: 'demo@croupier.local' } })
    expect(confirmed.statusCode).toBe(422)
    expect(confirmed.json()).toEqual({ errors: { email: ['VALIDATION.EMAIL.ALREADY_CONFIRMED'] } })
    const unknown = await post(api.resendConfirmation, { user: { email: 'ghost@example.com' } })
    expect(unknown.json()).toEqual({ errors: { email: ['VALIDATION.EMAIL.NOT_FOUND'] } })
    const invalid = await post(api.resendConfirmation, { user: { email: 'ghost' } })
    expect(invalid.json()).toEqual({ errors: { email: ['VALIDATION.EMAIL.INVALID'] } })
  })
})

describe('password reset', () => {
  const requestReset = (email: string) => post(api.requestPasswordReset, { user: { email } })
  const reset = (token: string, password = 'Brand-new-1', confirmation = password, cookie?: string) =>
    post(
      api.resetPassword,
      { user: { reset_password_token: token, password, password_confirmation: confirmation } },
      cookie,
    )

  it('mails a single-use link; the new password works, the old does not, other sessions end', async () => {
    const { email, cookie: otherDevice } = await register(t.app)
    const address = email.toLowerCase()
    const requested = await inject(t.app, api.requestPasswordReset, {
      headers: { origin: 'http://de.localhost:3000', host: 'de.localhost:3000' },
      body: { user: { email: address.toUpperCase() } },
    })
    expect(requested.statusCode).toBe(200)
    expect(requested.json()).toEqual({ ok: true })
    const [mail] = await mailbox(t.app, address)
    expect(mail?.kind).toBe('password_reset')
    expect(mail?.links[0]).toMatch(/^http:\/\/de\.localhost:3000\/new-password\?reset_password_token=/)
    const token = await mailedToken(t.app, address, 'password_reset', 'reset_password_token')

    const mismatch = await reset(token, 'Brand-new-1', 'Brand-new-2')
    expect(mismatch.statusCode).toBe(422)
    expect(mismatch.json()).toEqual({
      errors: { password_confirmation: ['VALIDATION.PASSWORDS_DO_NOT_MATCH'] },
    })
    const wrongChars = await reset(token, 'bad password', 'bad password')
    expect(wrongChars.json().errors.password).toEqual(['VALIDATION.WRONG_CHARTS'])

    expect((await reset(token)).statusCode).toBe(200)
    expect((await inject(t.app, api.getPlayer, { cookie: otherDevice })).statusCode).toBe(401)
    await signIn(t.app, address, 'Brand-new-1')
    await expect(signIn(t.app, address, 'Secret-123')).rejects.toThrow(/400/)

    const reused = await reset(token, 'Another-1')
    expect(reused.statusCode).toBe(422)
    expect(reused.json()).toEqual({ errors: { reset_password_token: ['VALIDATION.INVALID'] } })
  })

  it('the link expires after 2 hours', async () => {
    const { email } = await register(t.app)
    const address = email.toLowerCase()
    await requestReset(address)
    const token = await mailedToken(t.app, address, 'password_reset', 'reset_password_token')
    advance(2 * 60 * 60 * 1000 + 1000)
    const late = await reset(token)
    expect(late.statusCode).toBe(422)
    expect(late.json()).toEqual({ errors: { reset_password_token: ['VALIDATION.INVALID'] } })
  })

  it('answers an unknown address exactly like a known one, and mails nothing (no enumeration)', async () => {
    const unknown = uniqueEmail('ghost')
    const response = await requestReset(unknown)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true })
    expect(await mailbox(t.app, unknown)).toEqual([])
    const invalid = await requestReset('ghost')
    expect(invalid.statusCode).toBe(422)
    expect(invalid.json()).toEqual({ errors: { email: ['VALIDATION.EMAIL.INVALID'] } })
  })

  it('a forged token is 422 on reset_password_token', async () => {
    const response = await reset('forged')
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.reset_password_token).toEqual(['VALIDATION.INVALID'])
  })

  it('the reset keeps the session it was made from', async () => {
    const { email, cookie } = await register(t.app)
    const address = email.toLowerCase()
    await requestReset(address)
    const token = await mailedToken(t.app, address, 'password_reset', 'reset_password_token')
    expect((await reset(token, 'Brand-new-1', 'Brand-new-1', cookie)).statusCode).toBe(200)
    expect((await inject(t.app, api.getPlayer, { cookie })).statusCode).toBe(200)
  })
})
