// Client telemetry and the contact form: stored rows, 422 field keys, 413 beyond 16 KB, 429 per IP.

import * as api from '@croupier/contract/api.generated'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countClientEvents } from '../src/modules/metrics/metrics.repository.ts'
import { TELEMETRY_RATE_LIMIT } from '../src/modules/metrics/metrics.routes.ts'
import { countContactMessages } from '../src/modules/support/support.repository.ts'
import { type AnyEndpoint, endpointRow, inject, nameOf } from './helpers/call.ts'
import { API_PREFIX } from './helpers/platform-paths.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t.close())

// Beacons go without headers (navigator.sendBeacon cannot set any); the contact form passes the CSRF guard.
const send = (endpoint: AnyEndpoint, payload: unknown, remoteAddress = '203.0.113.7') =>
  inject(t.app, endpoint, { rawBody: payload, remoteAddress, csrf: endpoint === api.sendContactMessage })

const VALID = [
  endpointRow(api.putLog, 'log', {
    level: 'error',
    message: 'LOAD_GAMES_ERROR',
    context: { status: 500, path: `${API_PREFIX}/games` },
  }),
  endpointRow(api.putPerformance, 'performance', { page: '/', ttfb: 120.5, fcp: 800, lcp: 1400, cls: 0.02 }),
  endpointRow(api.putNetworkPerformance, 'network-performance', {
    rtt: 50,
    downlink: 10,
    effectiveType: '4g',
  }),
  endpointRow(api.putMetricsErrorsValidation, 'validation-errors', {
    side: 'client',
    component: 'sign-up',
    errors: [{ key: 'email', message: 'VALIDATION.EMAIL.INVALID' }],
  }),
  endpointRow(api.postLogUtmSet, 'utm-set', {
    utmMetrics: { utm_source: 'newsletter', utm_medium: 'email', sub_id: '42' },
  }),
  endpointRow(api.postLogUtmSend, 'utm-send', { utmMetrics: { utm_campaign: 'spring' } }),
  endpointRow(api.postPwaEvent, 'pwa', { event: 'open' }),
]

describe('telemetry endpoints', () => {
  it.each(VALID)('%s %s stores a %s row and answers 204', async (_method, _path, endpoint, kind, payload) => {
    const before = await countClientEvents(t.db, kind)
    const response = await send(endpoint, payload)
    expect(response.statusCode, response.body).toBe(204)
    expect(response.body).toBe('')
    expect(await countClientEvents(t.db, kind)).toBe(before + 1)
  })

  it('rejects bad bodies with 422 and the field keys', async () => {
    const log = await send(api.putLog, { level: 'loud', message: '' })
    expect(log.statusCode).toBe(422)
    expect(log.json()).toEqual({
      errors: { level: ['VALIDATION.INVALID'], message: ['VALIDATION.MIN_LENGTH'] },
    })

    const network = await send(api.putNetworkPerformance, { rtt: -1, effectiveType: '5g' })
    expect(Object.keys(network.json().errors).sort()).toEqual(['downlink', 'effectiveType', 'rtt'])

    const utm = await send(api.postLogUtmSet, { utmMetrics: { utm_source: 'x'.repeat(300), evil: 'y' } })
    expect(utm.statusCode).toBe(422)
    expect(utm.json().errors).toEqual({
      'utmMetrics.utm_source': ['VALIDATION.MAX_LENGTH'],
      utmMetrics: ['VALIDATION.UNKNOWN_FIELD'],
    })

    const validation = await send(api.putMetricsErrorsValidation, {
      side: 'client',
      component: 'x',
      errors: [],
    })
    expect(validation.json().errors).toEqual({ errors: ['VALIDATION.MIN_LENGTH'] })

    expect((await send(api.postPwaEvent, {})).json()).toEqual({
      errors: { event: ['VALIDATION.REQUIRED'] },
    })
  })

  it('refuses a body over 16 KB with 413 JSON', async () => {
    const response = await send(api.putLog, {
      level: 'info',
      message: 'x',
      context: { blob: 'y'.repeat(17_000) },
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: 'Request body too large.' })
  })

  it('rate-limits each IP with 429 JSON, leaving other IPs alone', async () => {
    const ip = '198.51.100.99'
    let last = await send(api.putNetworkPerformance, { rtt: 1, downlink: 1, effectiveType: '3g' }, ip)
    for (let i = 1; i < TELEMETRY_RATE_LIMIT.max; i++) {
      last = await send(api.putNetworkPerformance, { rtt: 1, downlink: 1, effectiveType: '3g' }, ip)
    }
    expect(last.statusCode).toBe(204)
    const limited = await send(api.putNetworkPerformance, { rtt: 1, downlink: 1, effectiveType: '3g' }, ip)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ error: 'RATE_LIMITED', message: 'Too many requests, slow down.' })
    const other = await send(
      api.putNetworkPerformance,
      { rtt: 1, downlink: 1, effectiveType: '3g' },
      '198.51.100.100',
    )
    expect(other.statusCode).toBe(204)
  })
})

describe(nameOf(api.sendContactMessage), () => {
  it('stores a valid message and answers 201 { ok: true }', async () => {
    const response = await send(api.sendContactMessage, {
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
    const response = await send(api.sendContactMessage, {
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
