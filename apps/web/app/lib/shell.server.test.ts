// @vitest-environment node
import * as api from '@croupier/contract/api.generated'
import type { EndpointDescriptor } from '@croupier/contract/endpoint'
import type { BrandHost } from '@croupier/rules/brand'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DATA_REQUEST_HEADER } from './request-kind'
import { type RootResolution, resolveRoot } from './shell.server'

const HOSTS: BrandHost[] = [
  { host: 'casino.test', kind: 'main', licence: 'CW' },
  { host: 'de.casino.test', kind: 'locale', licence: 'CW', locale: 'de' },
  { host: 'ee.casino.test', kind: 'main', licence: 'EE' },
]

let country = 'CA'
const calls: string[] = []
/** The session the fake platform knows; a request with another cookie gets 401. */
const SESSION = 'croupier_session=s1'
const PLAYER = { id: 7, email: 'ada@example.com', language: 'en', license_name: 'CW', statuses: [] }
const ACCOUNTS = [{ currency: 'EUR', amount_cents: 1_000, available_to_cashout_cents: 800, active: true }]

/** Whether `path` is a call of `endpoint` (up to its first `:param`). */
const isCallOf = (endpoint: EndpointDescriptor, path: string) =>
  path.startsWith(endpoint.path.split(':')[0] ?? '')

function platformAnswer(path: string): unknown {
  // The brand turns one flag on by default (ADR 040).
  if (isCallOf(api.getProject, path)) return { hosts: HOSTS, featureDefaults: { mysticJackpots: true } }
  if (isCallOf(api.getCountries, path))
    return { countries: [{ code: 'FR', name: 'France', restriction: 'partial' }] }
  if (isCallOf(api.getCurrentIp, path)) return { country_code: country }
  if (isCallOf(api.getBettingConfig, path))
    return {
      hosts: {
        'casino.test': { url: 'https://sport.casino.test' },
        'ee.casino.test': { url: 'https://x.test' },
      },
    }
  if (isCallOf(api.getStagByReferrerName, path)) return { 'partner.example': 'p_77' }
  if (isCallOf(api.getMessages, path)) return { common: { close: 'Close' } }
  if (isCallOf(api.listPages, path))
    return {
      pages: [
        { id: 1, path: 'privacy-policy', title: 'Privacy', categories: ['bottom-menu'], hidden: false },
        { id: 2, path: 'vip-terms', title: 'VIP', categories: ['reg-only'], hidden: false },
        { id: 3, path: 'old', title: 'Old', categories: [], hidden: true },
      ],
    }
  if (isCallOf(api.getSnippet, path)) return { key: 'footer', locale: 'en', content: '© {current_year}' }
  return null
}

beforeAll(() => {
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const method = init?.method ?? 'GET'
    calls.push(`${method === 'GET' ? '' : `${method} `}${url.pathname}${url.search}`)
    if (isCallOf(api.getPlayer, url.pathname)) {
      const cookie = new Headers(init?.headers).get('cookie') ?? ''
      if (!cookie.includes(SESSION))
        return new Response('{"error":"UNAUTHORIZED","message":"no"}', {
          status: 401,
          headers: { 'content-type': 'application/json' },
        })
      const answer =
        url.pathname === api.getAccounts.path
          ? ACCOUNTS
          : url.pathname === api.updateLocale.path
            ? JSON.parse(String(init?.body))
            : PLAYER
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    }
    const body = platformAnswer(`${url.pathname}${url.search}`)
    return body === null
      ? new Response('{"error":"NOT_FOUND","message":"no"}', { status: 404 })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
  })
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterAll(() => vi.unstubAllGlobals())
beforeEach(() => {
  country = 'CA'
  calls.length = 0
})

function get(url: string, headers: Record<string, string> = {}): Promise<RootResolution> {
  return resolveRoot(
    new Request(url, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/120', ...headers } }),
    Date.UTC(2030, 0, 1),
  )
}

function shellOf(resolution: RootResolution) {
  if (resolution.kind !== 'data') throw new Error(`expected data, got redirect to ${resolution.location}`)
  return resolution.data.shell
}

describe('resolveRoot: locale (spec 1 §1)', () => {
  it('sends a first visit from AU to its geo default locale and remembers it', async () => {
    country = 'AU'
    const resolution = await get('http://casino.test/pokies?x=1')
    expect(resolution).toMatchObject({ kind: 'redirect', location: '/en-AU/pokies?x=1' })
    expect(resolution.setCookies).toContain('locale=en-AU; Path=/; SameSite=Lax; Max-Age=31536000')
  })

  it('keeps a first visit from a country without a geo locale on the default locale', async () => {
    country = 'US'
    const resolution = await get('http://casino.test/')
    expect(shellOf(resolution).locale).toBe('en')
    expect(resolution.setCookies.filter((c) => c.startsWith('locale='))).toEqual([
      'locale=en; Path=/; SameSite=Lax; Max-Age=31536000',
    ])
  })

  it('follows the path prefix once a locale was chosen, and updates the cookie', async () => {
    const resolution = await get('http://casino.test/de/pokies', { cookie: 'locale=en-AU' })
    expect(shellOf(resolution).locale).toBe('de')
    expect(resolution.setCookies.some((c) => c.startsWith('locale=de;'))).toBe(true)
  })

  it('serves a locale host in its locale without a prefix', async () => {
    const shell = shellOf(await get('http://de.casino.test/'))
    expect(shell.locale).toBe('de')
    expect(shell.host.kind).toBe('locale')
  })

  it('switches language with ?locale=', async () => {
    const resolution = await get('http://casino.test/pokies?locale=it&page=2', { cookie: 'locale=en' })
    expect(resolution).toMatchObject({ kind: 'redirect', location: '/it/pokies?page=2' })
  })

  it('never redirects or tracks a bot', async () => {
    country = 'DE'
    const resolution = await get('http://casino.test/?stag=s1', { 'user-agent': 'Googlebot/2.1' })
    expect(shellOf(resolution).locale).toBe('en')
    expect(resolution.setCookies).toEqual([])
  })

  it('embeds the catalog in documents only', async () => {
    const document = await get('http://casino.test/', { cookie: 'locale=en' })
    expect(document.kind === 'data' && document.data.messages).toEqual({ common: { close: 'Close' } })
    const revalidation = await get('http://casino.test/', { cookie: 'locale=en', [DATA_REQUEST_HEADER]: '1' })
    expect(revalidation.kind === 'data' && revalidation.data.messages).toBeNull()
  })
})

describe('resolveRoot: partner tracking (spec 1 §1, §9)', () => {
  it('stores the stag from the query with the default affiliate for 30 days', async () => {
    const resolution = await get('http://casino.test/?stag=131811_x', { cookie: 'locale=en' })
    expect(resolution.setCookies).toEqual(
      expect.arrayContaining([
        'stag=131811_x; Path=/; SameSite=Lax; Max-Age=2592000',
        'affb_id=122; Path=/; SameSite=Lax; Max-Age=2592000',
      ]),
    )
  })

  it('gives search-engine visitors affiliate 241 and configured referrers their stag', async () => {
    const google = await get('http://casino.test/', {
      cookie: 'locale=en',
      referer: 'https://www.google.com/',
    })
    expect(google.setCookies).toContain('affb_id=241; Path=/; SameSite=Lax; Max-Age=2592000')
    const partner = await get('http://casino.test/', {
      cookie: 'locale=en',
      referer: 'https://partner.example/a',
    })
    expect(partner.setCookies).toContain('stag=p_77; Path=/; SameSite=Lax; Max-Age=2592000')
  })

  it('writes nothing when the cookies are already right', async () => {
    const resolution = await get('http://casino.test/', { cookie: 'locale=en; stag=s1; affb_id=122' })
    expect(resolution.setCookies).toEqual([])
  })
})

describe('resolveRoot: shell context', () => {
  it('applies licence, restrictions, betting and static pages', async () => {
    country = 'FR'
    const shell = shellOf(await get('http://casino.test/', { cookie: 'locale=en' }))
    expect(shell.geoRestriction).toBe('partial')
    expect(shell.licence).toBe('GCB')
    expect(shell.bettingUrl).toBe('https://sport.casino.test')
    expect(shell.staticPages.map((p) => p.path)).toEqual(['privacy-policy'])
    expect(shell.footerSnippet).toBe('© 2030')
    expect(shell.devTools).toBe(false)
  })

  it('treats EE geo as EE licence without a sportsbook, not restricted under that licence (ADR 008)', async () => {
    country = 'EE'
    const shell = shellOf(await get('http://casino.test/', { cookie: 'locale=en' }))
    expect(shell).toMatchObject({ licence: 'EE', geoIsEE: true, geoRestriction: 'none', bettingUrl: null })
    // A locale host keeps its own licence: Estonia stays fully restricted there.
    const onLocaleHost = shellOf(await get('http://de.casino.test/', { cookie: 'locale=de' }))
    expect(onLocaleHost).toMatchObject({ licence: 'CW', geoRestriction: 'full' })
  })

  it('loads the player and their wallets with the session cookie (spec 1 §4)', async () => {
    const shell = shellOf(await get('http://casino.test/', { cookie: `locale=en; ${SESSION}` }))
    expect(shell.player).toMatchObject({ id: 7, email: 'ada@example.com', accounts: ACCOUNTS })
    expect(calls).toContain(api.getPlayer.path)
    expect(calls).toContain(api.getAccounts.path)
  })

  it('asks nothing for a guest and treats an expired session as a guest', async () => {
    expect(shellOf(await get('http://casino.test/', { cookie: 'locale=en' })).player).toBeNull()
    expect(calls.some((call) => isCallOf(api.getPlayer, call))).toBe(false)
    const expired = shellOf(await get('http://casino.test/', { cookie: 'locale=en; croupier_session=old' }))
    expect(expired.player).toBeNull()
  })

  it("takes the player's licence into account (spec 1 §1)", async () => {
    PLAYER.license_name = 'EE'
    try {
      const shell = shellOf(await get('http://casino.test/', { cookie: `locale=en; ${SESSION}` }))
      expect(shell.licence).toBe('EE')
    } finally {
      PLAYER.license_name = 'CW'
    }
  })

  it("saves a signed-in player's new language (PATCH /api/player/update_locale)", async () => {
    const shell = shellOf(await get('http://casino.test/de', { cookie: `locale=en; ${SESSION}` }))
    expect(calls).toContain(`${api.updateLocale.method} ${api.updateLocale.path}`)
    expect(shell.player?.language).toBe('de')
    calls.length = 0
    await get('http://casino.test/de', { cookie: 'locale=en' })
    expect(calls).not.toContain(`${api.updateLocale.method} ${api.updateLocale.path}`)
  })

  it('asks AU visitors for approval until they gave it', async () => {
    country = 'AU'
    expect(shellOf(await get('http://casino.test/en-AU', { cookie: 'locale=en-AU' })).needsAuApproval).toBe(
      true,
    )
    expect(
      shellOf(await get('http://casino.test/en-AU', { cookie: 'locale=en-AU; au_approved=1' }))
        .needsAuApproval,
    ).toBe(false)
  })

  it('reads the feature-flag override cookie', async () => {
    const cookie = `locale=en; ffc=${encodeURIComponent('{"compPoints":true}')}`
    const shell = shellOf(await get('http://casino.test/', { cookie }))
    expect(shell.flags.compPoints).toBe(true)
    expect(shell.flags.techWork).toBe(false)
  })

  it("takes the brand's flag defaults, under the override cookie (ADR 040)", async () => {
    const plain = shellOf(await get('http://casino.test/', { cookie: 'locale=en' }))
    expect(plain.flags.mysticJackpots).toBe(true)
    expect(plain.brandFlags.mysticJackpots).toBe(true)
    expect(plain.flags.compPoints).toBe(false)
    const cookie = `locale=en; ffc=${encodeURIComponent('{"mysticJackpots":false}')}`
    const overridden = shellOf(await get('http://casino.test/', { cookie }))
    expect(overridden.flags.mysticJackpots).toBe(false)
    expect(overridden.brandFlags.mysticJackpots).toBe(true)
  })

  it('ignores the dev cookies outside dev builds', async () => {
    country = 'CA'
    const shell = shellOf(
      await get('http://casino.test/', { cookie: 'locale=en; dev_country=AU; dev_host=ee.casino.test' }),
    )
    expect(shell.country).toBe('CA')
    expect(shell.host.host).toBe('casino.test')
    const redirect = await get('http://casino.test/?dev_country=AU', { cookie: 'locale=en' })
    expect(redirect.kind).toBe('data')
  })

  it('renders with defaults when the platform is down', async () => {
    // A fresh module: the process cache of public data must not hide the outage.
    vi.resetModules()
    const fresh = await import('./shell.server')
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed')
    })
    const resolution = await fresh.resolveRoot(
      new Request('http://down.test/', { headers: { cookie: 'locale=en' } }),
    )
    const shell = shellOf(resolution)
    expect(shell.country).toBe('CA')
    expect(shell.host).toMatchObject({ host: 'down.test', kind: 'main', licence: 'CW' })
    expect(shell.staticPages).toEqual([])
  })
})
