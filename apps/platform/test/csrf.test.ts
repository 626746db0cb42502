// CSRF guard (issue 3 item 1): state-changing calls need X-Requested-With and a same-origin Origin
// (or Referer); telemetry beacons are exempt because sendBeacon cannot set headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, csrfHeaders, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimitPerMinute: 1000 } })
})
afterAll(() => t.close())

const contact = { name: 'Mia', email: 'mia@example.com', subject: 'Hi', message: 'A message long enough.' }
const send = (
  headers: Record<string, string>,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'POST',
  url = '/api/send_contact_message',
) => t.app.inject({ method, url, headers, ...(method === 'DELETE' ? {} : { payload: contact }) })

describe('rejected with 403 CSRF_REJECTED', () => {
  it.each([
    ['no X-Requested-With', { origin: 'http://localhost' }],
    ['no Origin nor Referer', { 'x-requested-with': 'XMLHttpRequest' }],
    ['a foreign Origin', { ...csrfHeaders, origin: 'https://evil.example' }],
    ['an opaque Origin', { ...csrfHeaders, origin: 'null' }],
    [
      'a foreign Referer without Origin',
      { 'x-requested-with': 'XMLHttpRequest', referer: 'https://evil.example/page' },
    ],
    ['a look-alike host', { ...csrfHeaders, origin: 'http://localhost.evil.example' }],
  ])('%s', async (_, headers) => {
    const response = await send(headers as Record<string, string>)
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ error: 'CSRF_REJECTED' })
  })

  it.each([
    ['POST', '/api/users/sign_in'],
    ['POST', '/api/users'],
    ['DELETE', '/api/users/sign_out'],
    ['PATCH', '/api/player'],
    ['PUT', '/api/users/password'],
    ['DELETE', '/api/player/sessions'],
  ] as const)('%s %s without the headers', async (method, url) => {
    const response = await send({}, method, url)
    expect(response.statusCode).toBe(403)
  })
})

describe('accepted', () => {
  it.each([
    [
      'Origin equal to the scheme (from a trusted TLS terminator) and Host',
      {
        'x-requested-with': 'XMLHttpRequest',
        'x-forwarded-proto': 'https',
        host: 'casino.example:8443',
        origin: 'https://casino.example:8443',
      },
    ],
    [
      'Origin on another brand host with the scheme and port of the request',
      {
        'x-requested-with': 'XMLHttpRequest',
        host: 'localhost:3000',
        origin: 'http://mirror.localhost:3000',
      },
    ],
    [
      'a same-origin Referer when no Origin',
      { 'x-requested-with': 'XMLHttpRequest', referer: 'http://localhost/support' },
    ],
  ])('%s', async (_, headers) => {
    const response = await send(headers)
    expect(response.statusCode, response.body).toBe(201)
  })

  it('GET is never checked', async () => {
    expect((await t.app.inject({ url: '/api/info/currencies' })).statusCode).toBe(200)
  })

  it.each([
    ['PUT', '/log', { level: 'info', message: 'beacon' }],
    ['PUT', '/performance', { page: '/', ttfb: 1 }],
    ['PUT', '/network-performance', { rtt: 1, downlink: 1, effectiveType: '4g' }],
    [
      'PUT',
      '/metrics-errors-validation',
      { errors: [{ key: 'email', message: 'VALIDATION.EMAIL.INVALID' }] },
    ],
    ['POST', '/log_utm_set', { utmMetrics: { utm_source: 'x' } }],
    ['POST', '/log_utm_send', { utmMetrics: { utm_source: 'x' } }],
    ['POST', '/api/pwa_events', { event: 'open' }],
  ] as const)('beacon %s %s without any header', async (method, url, payload) => {
    const response = await t.app.inject({ method, url, payload })
    expect(response.statusCode, response.body).not.toBe(403)
  })
})
