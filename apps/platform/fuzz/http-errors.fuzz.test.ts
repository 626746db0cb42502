// Issue 9 item 6, each reproduction exactly as reported: NUL characters, an integer beyond its
// column and Fastify's own refusals answer a 4xx in the platform's error shape.
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { register } from '../test/helpers/auth.ts'
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
  it.each<[string, string, string, unknown, Record<string, string[]>]>([
    ['GET', '/api/games/collections?identifiers=%00', 'guest', undefined, { identifiers: invalid }],
    ['GET', '/api/games/random?category=%00', 'guest', undefined, { category: invalid }],
    ['GET', '/api/games/%00/abc', 'guest', undefined, { provider: invalid }],
    ['DELETE', '/api/player/sessions/%00', 'player', undefined, { id: invalid }],
    ['POST', '/api/player/accounts', 'player', { currency: 'a\u0000b' }, { currency: invalid }],
    [
      'PATCH',
      '/api/player/set_bonus_code',
      'player',
      { deposit_bonus_code: 'a\u0000b' },
      { deposit_bonus_code: invalid },
    ],
    ['GET', '/api/dev/mail?to=%00', 'guest', undefined, { to: invalid }],
    ['PUT', '/performance', 'guest', { page: 'a\u0000b' }, { page: invalid }],
    [
      'POST',
      '/log_utm_set',
      'guest',
      { utmMetrics: { utm_source: 'a\u0000b' } },
      { 'utmMetrics.utm_source': invalid },
    ],
    [
      'POST',
      '/log_utm_send',
      'guest',
      { utmMetrics: { utm_source: 'a\u0000b' } },
      { 'utmMetrics.utm_source': invalid },
    ],
  ])('%s %s as %s', async (method, url, identity, body, errors) => {
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...csrfHeaders, ...(identity === 'player' ? { cookie } : {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ errors })
  })

  it('refuses other control characters and half a surrogate pair, and lets tab and newline through', async () => {
    const put = (page: string) =>
      t.app.inject({ method: 'PUT', url: '/performance', headers: csrfHeaders, payload: { page } })
    expect((await put('a\u001bb')).statusCode).toBe(422)
    expect((await put('a\ud800b')).statusCode).toBe(422)
    expect((await put('line one\n\tline two')).statusCode).toBe(204)
    expect((await put('emoji \u{1f3b0} pair')).statusCode).toBe(204)
  })
})

describe('issue 9 item 6: an integer beyond its column is a 422', () => {
  it('POST /api/player/favorite_games {"game_id":2147483648}', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/player/favorite_games',
      headers: { ...csrfHeaders, cookie },
      payload: { game_id: 2_147_483_648 },
    })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ errors: { game_id: ['VALIDATION.MAX_VALUE'] } })
  })

  it('DELETE /api/player/favorite_games/2147483648', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/player/favorite_games/2147483648',
      headers: { ...csrfHeaders, cookie },
    })
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
      { url: `/api/games/${'a'.repeat(101)}/abc` },
      414,
      'URI_TOO_LONG',
    ],
    ['a broken percent escape (FST_ERR_BAD_URL)', { url: '/api/games/%E0%A4%A/abc' }, 400, 'BAD_REQUEST'],
    ['an unknown path of 2,000 segments', { url: `/${'a/'.repeat(2000)}` }, 404, 'NOT_FOUND'],
    [
      'malformed JSON',
      {
        method: 'POST',
        url: '/api/users/sign_in',
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
        url: '/api/users/sign_in',
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
        url: '/api/users/sign_in',
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
        url: '/api/users/sign_in',
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
