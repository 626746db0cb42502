// Behind a TLS terminator (issue 9 items 4 and 5): the session cookie is Secure and answers carry
// HSTS exactly when the request is https, X-Forwarded-Proto counts only from a trusted proxy, and the
// CSRF guard compares the Origin's scheme, host and port with the request's own.

import * as api from '@croupier/contract/api.generated'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, SESSION, setCookie, signIn } from './helpers/auth.ts'
import { inject, nameOf } from './helpers/call.ts'
import { unknownApiPath } from './helpers/platform-paths.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimitPerMinute: 1000 } })
})
afterAll(() => t.close())

const UNTRUSTED_PEER = '203.0.113.9'
const hsts = (response: LightMyRequestResponse) => response.headers['strict-transport-security']

const postSignIn = (headers: Record<string, string>, remoteAddress?: string) =>
  inject(t.app, api.signIn, {
    headers: { 'x-requested-with': 'XMLHttpRequest', ...headers },
    csrf: false,
    body: { user: { email: 'demo@croupier.local', password: DEMO_PASSWORD } },
    remoteAddress,
  })

describe('https from a trusted proxy', () => {
  it('the TLS terminator says https: Secure cookie and HSTS', async () => {
    const response = await postSignIn({
      'x-forwarded-proto': 'https',
      host: 'casino.example',
      origin: 'https://casino.example',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(setCookie(response, SESSION)).toMatch(/; Secure/)
    expect(hsts(response)).toBe('max-age=31536000; includeSubDomains')
  })

  it('plain http: neither Secure nor HSTS, on answers and on errors alike', async () => {
    const response = await postSignIn({ host: 'localhost:3000', origin: 'http://localhost:3000' })
    expect(response.statusCode, response.body).toBe(200)
    expect(setCookie(response, SESSION)).not.toMatch(/Secure/)
    expect(hsts(response)).toBeUndefined()
    expect(hsts(await t.app.inject({ url: unknownApiPath('no-such-thing') }))).toBeUndefined()
  })

  it('HSTS on every https answer: reads, 404s and refusals', async () => {
    const https = { 'x-forwarded-proto': 'https', host: 'casino.example' }
    expect(hsts(await inject(t.app, api.getCurrencies, { headers: https }))).toBeDefined()
    expect(hsts(await t.app.inject({ url: unknownApiPath('no-such-thing'), headers: https }))).toBeDefined()
    const refused = await inject(t.app, api.signOut, { headers: https, csrf: false })
    expect(refused.statusCode).toBe(403)
    expect(hsts(refused)).toBeDefined()
  })

  it('X-Forwarded-Proto from an untrusted peer is ignored', async () => {
    const response = await postSignIn(
      { 'x-forwarded-proto': 'https', host: 'localhost:3000', origin: 'http://localhost:3000' },
      UNTRUSTED_PEER,
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(setCookie(response, SESSION)).not.toMatch(/Secure/)
    expect(hsts(response)).toBeUndefined()
    // Nor can such a peer pass an https Origin off as ours.
    const forged = await postSignIn(
      { 'x-forwarded-proto': 'https', host: 'casino.example', origin: 'https://casino.example' },
      UNTRUSTED_PEER,
    )
    expect(forged.statusCode).toBe(403)
  })

  it('X-Forwarded-Host from the web server (loopback) is the page host loaders call for', async () => {
    // A loader calls 127.0.0.1:3001 server to server for a page on localhost:3100 (the e2e setup).
    const response = await postSignIn({
      host: '127.0.0.1:3101',
      'x-forwarded-host': 'localhost:3100',
      'x-forwarded-proto': 'http',
      origin: 'http://localhost:3100',
    })
    expect(response.statusCode, response.body).toBe(200)
  })
})

describe('CSRF guard: scheme, host and port', () => {
  let cookie: string
  beforeAll(async () => {
    ;({ cookie } = await signIn(t.app, 'demo@croupier.local'))
  })

  const updateLocale = (headers: Record<string, string>) =>
    inject(t.app, api.updateLocale, {
      cookie,
      headers: { 'x-requested-with': 'XMLHttpRequest', ...headers },
      csrf: false,
      body: { locale: 'de' },
    })
  const signOut = (headers: Record<string, string>) =>
    inject(t.app, api.signOut, {
      cookie,
      headers: { 'x-requested-with': 'XMLHttpRequest', ...headers },
      csrf: false,
    })

  describe.each([
    [nameOf(api.updateLocale), updateLocale],
    [nameOf(api.signOut), signOut],
  ])('%s', (_, send) => {
    it.each([
      ['another port of the same host', { host: 'localhost:3000', origin: 'http://localhost:9999' }],
      ['a brand host on another port', { host: 'localhost:3000', origin: 'http://mirror.localhost:9999' }],
      ['https Origin for an http request', { host: 'localhost:3000', origin: 'https://localhost:3000' }],
      [
        'http Origin for an https request',
        { 'x-forwarded-proto': 'https', host: 'casino.example', origin: 'http://casino.example' },
      ],
      ['a Referer from another port', { host: 'localhost:3000', referer: 'http://localhost:9999/de/pokies' }],
    ])('refuses %s', async (_, headers) => {
      const response = await send(headers as Record<string, string>)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toMatchObject({ error: 'CSRF_REJECTED' })
    })

    it.each([
      [
        'the page origin through the web server (dev: 3000)',
        { host: 'localhost:3000', origin: 'http://localhost:3000' },
      ],
      [
        'the page origin through the web server (e2e: 3100)',
        { host: 'localhost:3100', origin: 'http://localhost:3100' },
      ],
      [
        'https behind a TLS terminator',
        { 'x-forwarded-proto': 'https', host: 'casino.example', origin: 'https://casino.example' },
      ],
    ])('accepts %s', async (_, headers) => {
      const response = await send(headers as Record<string, string>)
      expect(response.statusCode, response.body).toBeLessThan(300)
    })
  })
})
