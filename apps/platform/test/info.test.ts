// /api/info/*, /api/current_ip and /client-context against a seeded database.

import * as api from '@croupier/contract/api.generated'
import { CountriesSchema } from '@croupier/contract/info/get-countries'
import { CryptoExchangeRatesSchema } from '@croupier/contract/info/get-crypto-exchange-rates'
import { CurrenciesSchema } from '@croupier/contract/info/get-currencies'
import { LocalesSchema } from '@croupier/contract/info/get-locales'
import { PlayerFieldsSchema } from '@croupier/contract/info/get-player-fields'
import { ProjectSchema } from '@croupier/contract/info/get-project'
import { StatusesSchema } from '@croupier/contract/info/get-statuses'
import { CURRENCIES } from '@croupier/rules/currency'
import { FULLY_RESTRICTED_COUNTRIES } from '@croupier/rules/geo'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnyEndpoint, inject, nameOf, pathOf } from './helpers/call.ts'
import { API_PREFIX } from './helpers/platform-paths.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function getJson(
  endpoint: AnyEndpoint,
  headers: Record<string, string> = {},
  query?: Record<string, string>,
) {
  const response = await inject(t.app, endpoint, { headers, rawQuery: query })
  expect(response.statusCode, `${pathOf(endpoint, { rawQuery: query })}: ${response.body}`).toBe(200)
  return { body: response.json() as unknown, headers: response.headers }
}

describe(`GET ${API_PREFIX}/info/*`, () => {
  it('player_fields: every base context and a provider context, fields with rules', async () => {
    const { body } = await getJson(api.getPlayerFields)
    const fields = PlayerFieldsSchema.parse(body)
    for (const context of ['registration', 'deposit', 'cashout', 'edition']) {
      expect(fields.contexts[context]?.length, context).toBeGreaterThan(0)
    }
    expect(Object.keys(fields.contexts).some((c) => c.startsWith('provider:'))).toBe(true)
    const email = fields.fields.find((f) => f.field === 'email')
    expect(email?.rules).toContainEqual({ rule: 'email' })
    // spec 1 §2: an incomplete profile lacks any of these, so deposit requires them all.
    const deposit = fields.contexts.deposit?.filter((f) => f.required).map((f) => f.field)
    expect(deposit).toEqual(
      expect.arrayContaining([
        'mobile_phone',
        'first_name',
        'last_name',
        'date_of_birth',
        'country',
        'city',
        'address',
        'postal_code',
      ]),
    )
    // Every field a context names is defined.
    const defined = new Set(fields.fields.map((f) => f.field))
    for (const list of Object.values(fields.contexts))
      for (const f of list) expect(defined.has(f.field), f.field).toBe(true)
  })

  it('statuses: the VIP, tester, A/B and feature groups of the spec', async () => {
    const { body } = await getJson(api.getStatuses)
    const ids = StatusesSchema.parse(body).statuses.map((s) => s.id)
    expect(ids).toEqual(
      expect.arrayContaining([
        759, 255, 259, 258, 257, 21, 100, 543, 544, 791, 851, 1030, 859, 1056, 1101, 1401,
      ]),
    )
  })

  it('countries: the full ISO list with names and the spec restrictions', async () => {
    const { body, headers } = await getJson(api.getCountries)
    const { countries } = CountriesSchema.parse(body)
    expect(countries.length).toBeGreaterThanOrEqual(240)
    const byCode = new Map(countries.map((c) => [c.code, c]))
    const eu = [
      'AT',
      'BE',
      'BG',
      'HR',
      'CY',
      'CZ',
      'DK',
      'EE',
      'FI',
      'FR',
      'DE',
      'GR',
      'HU',
      'IE',
      'IT',
      'LV',
      'LT',
      'LU',
      'MT',
      'NL',
      'PL',
      'PT',
      'RO',
      'SK',
      'SI',
      'ES',
      'SE',
    ]
    for (const code of [...eu, 'CA', 'AU', 'NZ', 'US', 'GB', 'NO', 'BR', 'JP', 'CW', 'BY', 'RU', 'UA']) {
      expect(byCode.has(code), code).toBe(true)
    }
    expect(byCode.get('DE')?.name).toBe('Germany')
    for (const code of FULLY_RESTRICTED_COUNTRIES) expect(byCode.get(code)?.restriction, code).toBe('full')
    expect(byCode.get('CA')?.restriction).toBe('none')
    expect(headers['cache-control']).toBe('public, max-age=300')
  })

  it('currencies: the enabled ones from the rules, with subunits', async () => {
    const { body } = await getJson(api.getCurrencies)
    const currencies = CurrenciesSchema.parse(body)
    expect(currencies.default).toBe('EUR')
    expect(currencies.currencies.map((c) => c.code)).toEqual(
      CURRENCIES.filter((c) => c.enabled).map((c) => c.code),
    )
    expect(currencies.currencies.find((c) => c.code === 'BTC')).toEqual({
      code: 'BTC',
      fiat: false,
      subunits_to_unit: 100_000_000,
    })
    expect(currencies.currencies.find((c) => c.code === 'JPY')?.subunits_to_unit).toBe(1)
  })

  it('project: operator identity, licences and the brand hosts', async () => {
    const { body } = await getJson(api.getProject)
    const project = ProjectSchema.parse(body)
    expect(project.name).toBe('Croupier')
    expect(project.licences.map((l) => l.code).sort()).toEqual(['CW', 'EE', 'GCB'])
    // ADR 040/041: the reference brand turns comp points, the promo widgets and mystic jackpots on;
    // /ffc may turn them off locally.
    expect(project.featureDefaults).toEqual({ compPoints: true, allWidgets: true, mysticJackpots: true })
    const hosts = new Map(project.hosts.map((h) => [h.host, h]))
    expect(hosts.get('localhost')).toMatchObject({ kind: 'main', licence: 'CW' })
    expect(hosts.get('de.localhost')).toMatchObject({ kind: 'locale', locale: 'de' })
    expect(hosts.get('au.localhost')).toMatchObject({ kind: 'locale', locale: 'en-AU' })
    expect(hosts.get('ee.localhost')).toMatchObject({ kind: 'main', licence: 'EE' })
    expect(hosts.get('ee.localhost')?.bettingHost).toBeUndefined()
    expect(hosts.get('sport.localhost')?.kind).toBe('betting')
    expect(hosts.get('mirror.localhost')?.kind).toBe('mirror')
  })

  it('crypto_exchange_rates: decimal strings per crypto and fiat', async () => {
    const { body } = await getJson(api.getCryptoExchangeRates)
    const rates = CryptoExchangeRatesSchema.parse(body)
    expect(rates.rates.BTC?.USD).toBe('97250')
    expect(rates.rates.BTC?.EUR).toBe('89567.25')
    for (const crypto of ['BTC', 'ETH', 'BCH', 'LTC', 'DOG', 'USDT']) {
      expect(Object.keys(rates.rates[crypto] ?? {})).toEqual(
        expect.arrayContaining(['EUR', 'USD', 'CAD', 'AUD']),
      )
    }
  })

  it('locales: own-language names, one default, hidden per stag and affiliate', async () => {
    const all = LocalesSchema.parse((await getJson(api.getLocales)).body).locales
    expect(all.map((l) => l.code)).toEqual(['en', 'de', 'en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'no', 'it'])
    expect(all.filter((l) => l.default).map((l) => l.code)).toEqual(['en'])
    expect(all.find((l) => l.code === 'de')?.name).toBe('Deutsch')

    const forStag = LocalesSchema.parse(
      (await getJson(api.getLocales, {}, { stag: '88412_spring' })).body,
    ).locales
    expect(forStag.map((l) => l.code)).not.toContain('de')
    expect(forStag.map((l) => l.code)).not.toContain('it')
    expect(forStag.map((l) => l.code)).toContain('no')

    const forAffiliate = LocalesSchema.parse(
      (await getJson(api.getLocales, {}, { affb_id: '555' })).body,
    ).locales
    expect(forAffiliate.map((l) => l.code)).not.toContain('no')
    expect(forAffiliate).toHaveLength(7)
  })
})

describe(nameOf(api.getCurrentIp), () => {
  const country = async (app: TestApp, headers: Record<string, string>, remoteAddress = '127.0.0.1') => {
    const response = await inject(app.app, api.getCurrentIp, { headers, remoteAddress })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    return (response.json() as { country_code: string }).country_code
  }

  it('loopback, private and documentation addresses give the default country CA', async () => {
    expect(await country(t, {})).toBe('CA')
    expect(await country(t, {}, '192.168.1.20')).toBe('CA')
    expect(await country(t, {}, '::1')).toBe('CA')
    expect(await country(t, { 'x-forwarded-for': '10.1.2.3' })).toBe('CA')
    expect(await country(t, { 'x-forwarded-for': '203.0.113.7' })).toBe('CA')
    expect(await country(t, { 'x-forwarded-for': '2001:db8::1' })).toBe('CA')
  })

  // The shipped GeoIP database (ADR 025), pinned in package-lock.json, so these answers are stable.
  it.each([
    ['8.8.8.8', 'US'], // Google
    ['80.128.0.1', 'DE'], // Deutsche Telekom
    ['2003::1', 'DE'], // Deutsche Telekom, IPv6
    ['1.120.0.1', 'AU'], // Telstra
    ['101.160.0.1', 'AU'], // Telstra
    ['99.224.0.1', 'CA'], // Rogers
    ['::ffff:81.2.69.160', 'GB'], // an IPv4-mapped address
  ])('a public address %s forwarded by the trusted web server is in %s', async (ip, code) => {
    expect(await country(t, { 'x-forwarded-for': ip })).toBe(code)
  })

  it('x-forwarded-for from an untrusted peer is ignored: the peer’s own address counts', async () => {
    expect(await country(t, { 'x-forwarded-for': '80.128.0.1' }, '8.8.8.8')).toBe('US')
    expect(await country(t, {}, '1.120.0.1')).toBe('AU')
  })

  it('x-dev-country simulates a country outside production; junk is ignored', async () => {
    expect(await country(t, { 'x-dev-country': 'au' })).toBe('AU')
    expect(await country(t, { 'x-dev-country': 'AUS' })).toBe('CA')
  })

  it('the GEO_HEADER is trusted when configured, and x-dev-country is ignored in production', async () => {
    const prod = await createTestApp({ config: { geoHeader: 'cf-ipcountry', isProduction: true } })
    try {
      expect(await country(prod, { 'cf-ipcountry': 'DE' })).toBe('DE')
      expect(await country(prod, { 'cf-ipcountry': 'XX' })).toBe('CA')
      expect(await country(prod, { 'x-dev-country': 'AU' })).toBe('CA')
      expect(await country(prod, { 'x-dev-country': 'AU', 'cf-ipcountry': 'NZ' })).toBe('NZ')
    } finally {
      await prod.close()
    }
    // Without GEO_HEADER the CDN header is not trusted.
    expect(await country(t, { 'cf-ipcountry': 'DE' })).toBe('CA')
  })

  it('a plugged-in GeoLocator answers for public IPs only', async () => {
    const located = await createTestApp({
      geoLocator: { countryOf: (ip) => (ip === '81.2.69.142' ? 'GB' : undefined) },
    })
    try {
      expect(await country(located, {}, '81.2.69.142')).toBe('GB')
      expect(await country(located, {}, '1.1.1.1')).toBe('CA')
      expect(await country(located, {}, '::1')).toBe('CA')
    } finally {
      await located.close()
    }
  })
})

describe(nameOf(api.getClientContext), () => {
  const context = async (ua: string) => (await getJson(api.getClientContext, { 'user-agent': ua })).body

  it('recognises a crawler', async () => {
    expect(await context('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toEqual(
      {
        isBot: true,
        isMetaWebview: false,
        isIOS: false,
      },
    )
  })

  it('recognises Instagram on iOS', async () => {
    const ua =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 321.0.2.19.106'
    expect(await context(ua)).toEqual({ isBot: false, isMetaWebview: true, isIOS: true })
  })

  it('treats desktop Chrome as a plain browser', async () => {
    const ua =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
    expect(await context(ua)).toEqual({ isBot: false, isMetaWebview: false, isIOS: false })
  })
})
