// CSRF guard (issue 3 item 1): state-changing calls need X-Requested-With and a same-origin Origin
// (or Referer); telemetry beacons are exempt because sendBeacon cannot set headers.

import * as api from '@croupier/contract/api.generated'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnyEndpoint, endpointRow, inject } from './helpers/call.ts'
import { createTestApp, csrfHeaders, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimitPerMinute: 1000 } })
})
afterAll(() => t.close())

const contact = { name: 'Mia', email: 'mia@example.com', subject: 'Hi', message: 'A message long enough.' }
const send = (headers: Record<string, string>, endpoint: AnyEndpoint = api.sendContactMessage) =>
  inject(t.app, endpoint, {
    headers,
    csrf: false,
    ...(endpoint.method === 'DELETE' ? {} : { rawBody: contact }),
  })

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
    endpointRow(api.signIn),
    endpointRow(api.register),
    endpointRow(api.signOut),
    endpointRow(api.updatePlayer),
    endpointRow(api.resetPassword),
    endpointRow(api.deleteOtherSessions),
  ])('%s %s without the headers', async (_method, _path, endpoint) => {
    const response = await send({}, endpoint)
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
    expect((await inject(t.app, api.getCurrencies)).statusCode).toBe(200)
  })

  it.each([
    endpointRow(api.putLog, { level: 'info', message: 'beacon' }),
    endpointRow(api.putPerformance, { page: '/', ttfb: 1 }),
    endpointRow(api.putNetworkPerformance, { rtt: 1, downlink: 1, effectiveType: '4g' }),
    endpointRow(api.putMetricsErrorsValidation, {
      errors: [{ key: 'email', message: 'VALIDATION.EMAIL.INVALID' }],
    }),
    endpointRow(api.postLogUtmSet, { utmMetrics: { utm_source: 'x' } }),
    endpointRow(api.postLogUtmSend, { utmMetrics: { utm_source: 'x' } }),
    endpointRow(api.postPwaEvent, { event: 'open' }),
  ])('beacon %s %s without any header', async (_method, _path, endpoint, payload) => {
    const response = await inject(t.app, endpoint, { csrf: false, rawBody: payload })
    expect(response.statusCode, response.body).not.toBe(403)
  })
})
