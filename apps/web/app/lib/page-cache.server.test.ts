// @vitest-environment node
// The guest page cache (issue 11 target 3, ADR 034) in the real web server in front of a real
// platform (its country answer, GEO_HEADER=cf-ipcountry): two guests who differ in any one input
// never share a page, a player with a session never meets the cache, Set-Cookie is never stored,
// stored pages carry Cache-Control, Vary and a hash-based CSP, stale pages refresh behind the visitor.
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as cookieNames from './cookies'
import { parseCookies } from './cookies'
import { KEYED_COOKIES } from './page-cache-key.server'
import { SHARED_RENDER_CACHE_CONTROL, SHARED_RENDER_HEADER } from './page-cache-policy.server'
import { contentSecurityPolicy } from './security-headers.server'
import { startTestPlatform, type TestPlatform } from './test-platform.server'
import { createWebServer } from './web-server.server'

const SLOW = 60_000
const FRESH_MS = 400
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

let platform: TestPlatform
let server: http.Server
let port: number
let renders = 0
let ownPages = 0

/** Stands in for the build: a document numbered by render, with one inline script, like entry.server. */
async function render(request: Request): Promise<Response> {
  renders += 1
  const shared = request.headers.get(SHARED_RENDER_HEADER) === '1'
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': contentSecurityPolicy({ nonce: null, bettingUrl: null }),
    'cache-control': shared ? SHARED_RENDER_CACHE_CONTROL : 'private, no-cache',
  })
  // Like the root loader: a first visit gets the locale cookie.
  if (!parseCookies(request.headers.get('cookie')).locale) headers.append('set-cookie', 'locale=en; Path=/')
  const body = `<!DOCTYPE html><html><body><p>render ${renders}</p><script>window.render=${renders}</script></body></html>`
  return new Response(body, { headers })
}

function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const raw = Buffer.concat(chunks)
        const encoding = response.headers['content-encoding']
        const body =
          encoding === 'br'
            ? zlib.brotliDecompressSync(raw)
            : encoding === 'gzip'
              ? zlib.gunzipSync(raw)
              : raw
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString() })
      })
    })
    request.on('error', reject)
    request.end()
  })
}

const GUEST = { cookie: 'locale=en', 'user-agent': DESKTOP, 'accept-encoding': 'br', 'cf-ipcountry': 'CA' }

beforeAll(async () => {
  process.env.GEO_HEADER = 'cf-ipcountry'
  platform = await startTestPlatform({ GEO_HEADER: 'cf-ipcountry' })
  server = await createWebServer({
    platformUrl: platform.url,
    trustProxy: 'loopback',
    log: () => undefined,
    pageCache: { freshMs: FRESH_MS, staleMs: 60_000 },
    mountPages: (app, pageCache) => {
      pageCache.useRenderer(render)
      // What Express renders for everyone the cache leaves alone (players with a session).
      app.all('*splat', (_req, res) => {
        ownPages += 1
        res.type('html').set('Cache-Control', 'private, no-cache').send(`<p>own page ${ownPages}</p>`)
      })
    },
  })
  process.env.PLATFORM_URL = platform.url
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
}, SLOW * 2)
afterAll(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  await platform?.close()
  delete process.env.GEO_HEADER
})

describe('two guests who differ in one input never get each other page', () => {
  const cookie = (extra: string) => ({ cookie: `locale=en; ${extra}` })
  const cases: [string, string, Record<string, string>][] = [
    ['host', '', { host: 'other.localhost' }],
    ['licence host', '', { host: 'ee.localhost' }],
    ['scheme', '', { 'x-forwarded-proto': 'https' }],
    ['country (geo)', '', { 'cf-ipcountry': 'DE' }],
    ['locale cookie', '', { cookie: 'locale=de' }],
    ['locale path', '/de', {}],
    [
      'device',
      '',
      { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/131.0 Mobile Safari/537.36' },
    ],
    ['iOS', '', { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) iPhone OS' }],
    ['Meta webview', '', { 'user-agent': `${DESKTOP} [FBAN/FBIOS;FBAV/400.0]` }],
    ['bot', '', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['stag cookie', '', cookie('stag=123_abc')],
    ['affiliate cookie', '', cookie('affb_id=77')],
    ['cookie consent', '', cookie(`${cookieNames.COOKIE_CONSENT_COOKIE}=1`)],
    ['AU approval', '', cookie('au_approved=1')],
    ['feature flags cookie', '', cookie('ffc=%7B%22x%22%3Atrue%7D')],
    ['dev country cookie', '', cookie('dev_country=AU')],
    ['dev host cookie', '', cookie('dev_host=ee.localhost')],
    ['external referrer', '', { referer: 'https://www.google.com/' }],
    ['?pwa=install', '?pwa=install', {}],
    ['partner stag in the query', '?stag=123_abc', {}],
    ['any other query parameter', '?utm_source=x', {}],
  ]

  it.each(cases)('%s', async (name, suffix, variant) => {
    const path = `/differs-${name.replace(/\W+/g, '-')}`
    const first = await get(path, GUEST)
    const again = await get(path, GUEST)
    expect(again.headers['x-page-cache']).toBe('HIT')
    expect(again.body).toBe(first.body)
    const other = await get(`${path}${suffix}`, { ...GUEST, ...variant })
    expect(other.body).not.toBe(first.body)
    expect(other.headers['x-page-cache']).not.toBe('HIT')
  })

  it('keys on every cookie the server reads', () => {
    const named = Object.entries(cookieNames)
      .filter(([name]) => name.endsWith('_COOKIE'))
      .map(([, value]) => value)
    expect([...KEYED_COOKIES].sort()).toEqual(named.sort())
  })
})

describe('who never meets the cache', () => {
  it('a player with a session is never served a cached page and never fills the cache', async () => {
    const guest = await get('/signed-in', GUEST)
    expect(guest.body).toContain('render')
    const player = { ...GUEST, cookie: 'locale=en; croupier_session=abc' }
    const first = await get('/signed-in', player)
    const second = await get('/signed-in', player)
    expect(first.body).toMatch(/own page/)
    expect(second.body).not.toBe(first.body)
    expect(first.headers['x-page-cache']).toBeUndefined()
    expect(first.headers['cache-control']).toBe('private, no-cache')
    // Nor does a player's visit put anything where guests look.
    const fresh = await get('/signed-in-first', player)
    expect(fresh.body).toMatch(/own page/)
    expect((await get('/signed-in-first', GUEST)).headers['x-page-cache']).toBe('MISS')
  })

  it('a response with Set-Cookie is sent to its visitor only, never stored', async () => {
    const newcomer = { ...GUEST, cookie: '' }
    const first = await get('/first-visit', newcomer)
    const second = await get('/first-visit', newcomer)
    expect(first.headers['set-cookie']).toEqual(['locale=en; Path=/'])
    expect(first.headers['x-page-cache']).toBe('BYPASS')
    expect(second.headers['x-page-cache']).toBe('BYPASS')
    expect(second.body).not.toBe(first.body)
  })
})

describe('what a stored page says', () => {
  it('carries Cache-Control and Vary a CDN can use, and a CSP allowing its inline script by hash', async () => {
    await get('/headers', GUEST)
    const hit = await get('/headers', GUEST)
    expect(hit.headers['x-page-cache']).toBe('HIT')
    expect(hit.headers['cache-control']).toBe(SHARED_RENDER_CACHE_CONTROL)
    expect(hit.headers.vary).toBe('Accept-Encoding, Cookie, User-Agent, Referer, cf-ipcountry')
    const script = /<script>([^<]*)<\/script>/.exec(hit.body)?.[1] ?? ''
    const hash = createHash('sha256').update(script).digest('base64')
    const policy = String(hit.headers['content-security-policy'])
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'))
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`)
    expect(hit.headers['x-content-type-options']).toBe('nosniff')
  })

  it('tells shared caches to keep nothing when the country comes from the IP (no GEO_HEADER)', async () => {
    await get('/no-geo-header', GUEST)
    delete process.env.GEO_HEADER
    try {
      const hit = await get('/no-geo-header', GUEST)
      expect(hit.headers['cache-control']).toBe('private, no-cache')
      expect(hit.headers.vary).toBe('Accept-Encoding, Cookie, User-Agent, Referer')
    } finally {
      process.env.GEO_HEADER = 'cf-ipcountry'
    }
  })

  it('serves the stored brotli and gzip bodies, and plain text to a client that takes neither', async () => {
    const br = await get('/encodings', GUEST)
    const gzip = await get('/encodings', { ...GUEST, 'accept-encoding': 'gzip' })
    const plain = await get('/encodings', { ...GUEST, 'accept-encoding': 'identity' })
    expect([
      br.headers['content-encoding'],
      gzip.headers['content-encoding'],
      plain.headers['content-encoding'],
    ]).toEqual(['br', 'gzip', undefined])
    expect(gzip.headers['x-page-cache']).toBe('HIT')
    expect(new Set([br.body, gzip.body, plain.body]).size).toBe(1)
  })

  it('serves a stale page while one background render refreshes it', async () => {
    const first = await get('/stale', GUEST)
    await new Promise((resolve) => setTimeout(resolve, FRESH_MS + 100))
    const stale = await get('/stale', GUEST)
    expect(stale.headers['x-page-cache']).toBe('STALE')
    expect(stale.body).toBe(first.body)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const refreshed = await get('/stale', GUEST)
    expect(refreshed.headers['x-page-cache']).toBe('HIT')
    expect(refreshed.body).not.toBe(first.body)
  })
})
