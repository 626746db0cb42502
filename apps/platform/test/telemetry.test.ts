// Client telemetry and the contact form: stored rows, 422 field keys, 413 beyond 16 KB, 429 per IP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countClientEvents } from '../src/modules/metrics/metrics.repository.ts'
import { TELEMETRY_RATE_LIMIT } from '../src/modules/metrics/metrics.routes.ts'
import { countContactMessages } from '../src/modules/support/support.repository.ts'
import { createTestApp, csrfHeaders, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t.close())

type Method = 'PUT' | 'POST'
// Beacons go without headers (navigator.sendBeacon cannot set any); the contact form passes the CSRF guard.
const send = (method: Method, url: string, payload: unknown, remoteAddress = '203.0.113.7') =>
  t.app.inject({
    method,
    url,
    payload: payload as object,
    remoteAddress,
    headers: url.startsWith('/api/send_contact_message') ? csrfHeaders : {},
  })

const VALID: [Method, string, string, unknown][] = [
  [
    'PUT',
    '/log',
    'log',
    { level: 'error', message: 'LOAD_GAMES_ERROR', context: { status: 500, path: '/api/games' } },
  ],
  ['PUT', '/performance', 'performance', { page: '/', ttfb: 120.5, fcp: 800, lcp: 1400, cls: 0.02 }],
  ['PUT', '/network-performance', 'network-performance', { rtt: 50, downlink: 10, effectiveType: '4g' }],
  [
    'PUT',
    '/metrics-errors-validation',
    'validation-errors',
    { side: 'client', component: 'sign-up', errors: [{ key: 'email', message: 'VALIDATION.EMAIL.INVALID' }] },
  ],
  [
    'POST',
    '/log_utm_set',
    'utm-set',
    { utmMetrics: { utm_source: 'newsletter', utm_medium: 'email', sub_id: '42' } },
  ],
  ['POST', '/log_utm_send', 'utm-send', { utmMetrics: { utm_campaign: 'spring' } }],
  ['POST', '/api/pwa_events', 'pwa', { event: 'open' }],
]

describe('telemetry endpoints', () => {
  it.each(VALID)('%s %s stores a %s row and answers 204', async (method, url, kind, payload) => {
    const before = await countClientEvents(t.db, kind)
    const response = await send(method, url, payload)
    expect(response.statusCode, response.body).toBe(204)
    expect(response.body).toBe('')
    expect(await countClientEvents(t.db, kind)).toBe(before + 1)
  })

  it('rejects bad bodies with 422 and the field keys', async () => {
    const log = await send('PUT', '/log', { level: 'loud', message: '' })
    expect(log.statusCode).toBe(422)
    expect(log.json()).toEqual({
      errors: { level: ['VALIDATION.INVALID'], message: ['VALIDATION.MIN_LENGTH'] },
    })

    const network = await send('PUT', '/network-performance', { rtt: -1, effectiveType: '5g' })
    expect(Object.keys(network.json().errors).sort()).toEqual(['downlink', 'effectiveType', 'rtt'])

    const utm = await send('POST', '/log_utm_set', { utmMetrics: { utm_source: 'x'.repeat(300), evil: 'y' } })
    expect(utm.statusCode).toBe(422)
    expect(utm.json().errors).toEqual({
      'utmMetrics.utm_source': ['VALIDATION.MAX_LENGTH'],
      utmMetrics: ['VALIDATION.UNKNOWN_FIELD'],
    })

    const validation = await send('PUT', '/metrics-errors-validation', {
      side: 'client',
      component: 'x',
      errors: [],
    })
    expect(validation.json().errors).toEqual({ errors: ['VALIDATION.MIN_LENGTH'] })

    expect((await send('POST', '/api/pwa_events', {})).json()).toEqual({
      errors: { event: ['VALIDATION.REQUIRED'] },
    })
  })

  it('refuses a body over 16 KB with 413 JSON', async () => {
    const response = await send('PUT', '/log', {
      level: 'info',
      message: 'x',
      context: { blob: 'y'.repeat(17_000) },
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: 'Request body too large.' })
  })

  it('rate-limits each IP with 429 JSON, leaving other IPs alone', async () => {
    const ip = '198.51.100.99'
    let last = await send('PUT', '/network-performance', { rtt: 1, downlink: 1, effectiveType: '3g' }, ip)
    for (let i = 1; i < TELEMETRY_RATE_LIMIT.max; i++) {
      last = await send('PUT', '/network-performance', { rtt: 1, downlink: 1, effectiveType: '3g' }, ip)
    }
    expect(last.statusCode).toBe(204)
    const limited = await send(
      'PUT',
      '/network-performance',
      { rtt: 1, downlink: 1, effectiveType: '3g' },
      ip,
    )
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ error: 'RATE_LIMITED', message: 'Too many requests, slow down.' })
    const other = await send(
      'PUT',
      '/network-performance',
      { rtt: 1, downlink: 1, effectiveType: '3g' },
      '198.51.100.100',
    )
    expect(other.statusCode).toBe(204)
  })
})

describe('POST /api/send_contact_message', () => {
  it('stores a valid message and answers 201 { ok: true }', async () => {
    const response = await send('POST', '/api/send_contact_message', {
      name: 'Mia',
      email: 'mia@example.com',
      subject: 'Withdrawal',
      message: 'When will my withdrawal arrive?',
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toEqual({ ok: true })
    expect(await countContactMessages(t.db)).toBe(1)
  })

  it('answers 422 with the errors list the client rethrows', async () => {
    const response = await send('POST', '/api/send_contact_message', {
      name: '',
      email: 'not-an-email',
      message: 'short',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      errors: {
        name: ['VALIDATION.MIN_LENGTH'],
        email: ['VALIDATION.EMAIL.INVALID'],
        subject: ['VALIDATION.REQUIRED'],
        message: ['VALIDATION.MIN_LENGTH'],
      },
    })
  })
})
