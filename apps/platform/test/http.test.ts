// Platform-wide HTTP behaviour: JSON errors without stacks, helmet headers, OpenAPI from the contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t.close())

describe('errors', () => {
  it('an unknown route is a 404 JSON', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'No route GET /api/nothing-here' })
  })

  it('malformed JSON is a 400 JSON with no stack trace', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/log',
      headers: { 'content-type': 'application/json' },
      payload: '{"level": "info", "message": ',
    })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.error).toBe('BAD_REQUEST')
    expect(response.body).not.toMatch(/\bat \S+:\d+|node_modules|stack/i)
  })
})

describe('security headers', () => {
  it('helmet headers are present on API answers', async () => {
    const response = await t.app.inject({ url: '/client-context' })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
    // HSTS only on https answers (ADR 021, test/https-and-csrf.test.ts); inject speaks plain http.
    expect(response.headers['strict-transport-security']).toBeUndefined()
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    expect(response.headers['x-powered-by']).toBeUndefined()
  })
})

describe('OpenAPI', () => {
  it('/api/docs/json lists every endpoint of this area', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const paths = Object.keys(response.json().paths as Record<string, unknown>)
    const expected = [
      '/api/info/player_fields',
      '/api/info/statuses',
      '/api/info/countries',
      '/api/info/currencies',
      '/api/info/project',
      '/api/info/crypto_exchange_rates',
      '/api/info/locales',
      '/api/current_ip',
      '/client-context',
      '/api/fe/config/stag-by-referrer-name',
      '/api/fe/config/survey-config',
      '/api/fe/config/betting-config',
      '/api/fe/config/vip-adventures',
      '/api/fe/config/disabled-bonuses',
      '/api/fe/config/modify-gifts-config',
      '/api/fe/config/managers',
      '/api/fe/config/excluded-promo-stags',
      '/api/fe/config/currency-config',
      '/api/fe/config/additional-gifts',
      '/api/fe/config/main-widget-config',
      '/api/fe/config/providers-config',
      '/api/fe/config/logo-config',
      '/api/fe/config/menu-categories-games',
      '/api/fe/config/manage-promotion-pages',
      '/api/fe/config/banners-config',
      '/api/fe/config/wheel-config',
      '/api/fe/config/wheel-config-segments',
      '/messages/{locale}.json',
      '/api/cms/pages',
      '/api/cms/pages/{slug}',
      '/api/cms/snippets/{key}',
      '/api/cms/seo',
      '/log',
      '/performance',
      '/network-performance',
      '/metrics-errors-validation',
      '/log_utm_set',
      '/log_utm_send',
      '/api/pwa_events',
      '/api/send_contact_message',
      '/api/assets/{file}',
      '/check-email',
      '/api/users/sign_in',
      '/api/users/sign_out',
      '/api/users',
      '/api/users/password',
      '/api/users/confirmation',
      '/api/auth_providers/update_details',
      '/api/player',
      '/api/player/stats',
      '/api/player/settings',
      '/api/subscriptions',
      '/api/player/update_locale',
      '/api/player/groups',
      '/api/player/accounts',
      '/api/player/two_factor',
      '/api/player/sessions',
      '/api/player/sessions/{id}',
      '/api/player/documents',
      '/api/dev/mail',
    ]
    expect(paths).toEqual(expect.arrayContaining(expected))
  })
})
