// Issue 9 item 6, each reproduction exactly as reported: NUL characters, an integer beyond its
// column and Fastify's own refusals answer a 4xx in the platform's error shape.

import net from 'node:net'
import * as api from '@croupier/contract/api.generated'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { register } from '../test/helpers/auth.ts'
import { type AnyEndpoint, type InjectOptions, inject, nameOf, pathOf } from '../test/helpers/call.ts'
import { createTestApp, csrfHeaders, type TestApp } from '../test/helpers/test-app.ts'

let t: TestApp
let cookie: string

beforeAll(async () => {
  t = await createTestApp()
  cookie = (await register(t.app)).cookie
})

afterAll(async () => {
  await t?.close()
})

const invalid = ['VALIDATION.INVALID']

describe('issue 9 item 6: a NUL character anywhere in a string is a 422', () => {
  // Rows named `METHOD path as identity`, the path built from the endpoint with a NUL where it is refused.
  const nul = <E extends AnyEndpoint>(
    endpoint: E,
    request: InjectOptions<E>,
    identity: 'guest' | 'player',
    errors: Record<string, string[]>,
  ) => [endpoint.method, pathOf(endpoint, request), identity, endpoint, request, errors] as const
  it.each([
    nul(api.getGameCollections, { rawQuery: { identifiers: '\u0000' } }, 'guest', { identifiers: invalid }),
    nul(api.getRandomGame, { rawQuery: { category: '\u0000' } }, 'guest', { category: invalid }),
    nul(api.getGame, { params: { provider: '\u0000', slug: 'abc' } }, 'guest', { provider: invalid }),
    nul(api.deleteSession, { params: { id: '\u0000' } }, 'player', { id: invalid }),
    nul(api.selectAccount, { rawBody: { currency: 'a\u0000b' } }, 'player', { currency: invalid }),
    nul(api.setBonusCode, { rawBody: { deposit_bonus_code: 'a\u0000b' } }, 'player', {
      deposit_bonus_code: invalid,
    }),
    nul(api.getMailbox, { rawQuery: { to: '\u0000' } }, 'guest', { to: invalid }),
    nul(api.putPerformance, { rawBody: { page: 'a\u0000b' } }, 'guest', { page: invalid }),
    nul(api.postLogUtmSet, { rawBody: { utmMetrics: { utm_source: 'a\u0000b' } } }, 'guest', {
      'utmMetrics.utm_source': invalid,
    }),
    nul(api.postLogUtmSend, { rawBody: { utmMetrics: { utm_source: 'a\u0000b' } } }, 'guest', {
      'utmMetrics.utm_source': invalid,
    }),
  ])('%s %s as %s', async (_method, _path, identity, endpoint, request, errors) => {
    const response = await inject(t.app, endpoint as AnyEndpoint, {
      ...(request as InjectOptions<AnyEndpoint>),
      csrf: true,
      ...(identity === 'player' ? { cookie } : {}),
    })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ errors })
  })

  it('refuses other control characters and half a surrogate pair, and lets tab and newline through', async () => {
    const put = (page: string) => inject(t.app, api.putPerformance, { body: { page } })
    expect((await put('a\u001bb')).statusCode).toBe(422)
    expect((await put('a\ud800b')).statusCode).toBe(422)
    expect((await put('line one\n\tline two')).statusCode).toBe(204)
    expect((await put('emoji \u{1f3b0} pair')).statusCode).toBe(204)
  })
})

describe('issue 9 item 6: an integer beyond its column is a 422', () => {
  it(`${nameOf(api.addFavouriteGame)} {"game_id":2147483648}`, async () => {
    const response = await inject(t.app, api.addFavouriteGame, { cookie, body: { game_id: 2_147_483_648 } })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ errors: { game_id: ['VALIDATION.MAX_VALUE'] } })
  })

  it(`DELETE ${pathOf(api.deleteFavouriteGame, { params: { id: '2147483648' } })}`, async () => {
    const response = await inject(t.app, api.deleteFavouriteGame, { params: { id: '2147483648' }, cookie })
    expect(response.statusCode).toBe(422)
  })
})

describe("issue 9 item 6: Fastify's own refusals in the platform's shape", () => {
  it.each<
    [
      string,
      { method?: 'POST'; url: string; headers?: Record<string, string>; payload?: string },
      number,
      string,
    ]
  >([
    [
      'a path parameter past 100 characters (FST_ERR_MAX_PARAM_LENGTH)',
      { url: pathOf(api.getGame, { params: { provider: 'a'.repeat(101), slug: 'abc' } }) },
      414,
      'URI_TOO_LONG',
    ],
    [
      'a broken percent escape (FST_ERR_BAD_URL)',
      { url: api.getGame.path.replace(':provider', '%E0%A4%A').replace(':slug', 'abc') },
      400,
      'BAD_REQUEST',
    ],
    ['an unknown path of 2,000 segments', { url: `/${'a/'.repeat(2000)}` }, 404, 'NOT_FOUND'],
    [
      'malformed JSON',
      {
        method: 'POST',
        url: api.signIn.path,
        headers: { 'content-type': 'application/json' },
        payload: '{"user":',
      },
      400,
      'BAD_REQUEST',
    ],
    [
      'an empty JSON body',
      {
        method: 'POST',
        url: api.signIn.path,
        headers: { 'content-type': 'application/json' },
        payload: '',
      },
      400,
      'BAD_REQUEST',
    ],
    [
      'an XML body',
      {
        method: 'POST',
        url: api.signIn.path,
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a 1 MB body',
      {
        method: 'POST',
        url: api.signIn.path,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ x: 'x'.repeat(1024 * 1024) }),
      },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
  ])('%s', async (_name, request, status, code) => {
    const response = await t.app.inject({ ...request, headers: { ...csrfHeaders, ...request.headers } })
    expect(response.statusCode).toBe(status)
    expect(response.json()).toMatchObject({ error: code, message: expect.any(String) })
    expect(response.body.length).toBeLessThan(400)
  })

  it('answers 64 KB of headers with 431 in the platform shape on a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address() as net.AddressInfo
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(address.port, '127.0.0.1')
      let received = ''
      socket.on('data', (chunk) => {
        received += chunk.toString()
      })
      socket.on('close', () => resolve(received))
      socket.on('error', reject)
      socket.write(`GET /health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`)
    })
    expect(raw).toMatch(/^HTTP\/1\.1 431 /)
    const body = raw.slice(raw.indexOf('\r\n\r\n') + 4)
    expect(JSON.parse(body)).toMatchObject({ error: 'HEADERS_TOO_LARGE' })
  })
})
