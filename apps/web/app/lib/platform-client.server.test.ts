// @vitest-environment node
import * as api from '@croupier/contract/api.generated'
import { SERVER_REQUEST_TIMEOUT_MS } from '@croupier/rules/http-retry'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PlatformFailure } from './platform-client'
import { cachedPlatformGet, platformFor, serverClientDeps } from './platform-client.server'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  vi.useRealTimers()
})

const page = () =>
  new Request('https://casino.example/en/games', {
    headers: {
      cookie: 'croupier_session=abc',
      'user-agent': 'UA',
      'accept-language': 'de',
      'x-forwarded-for': '203.0.113.9',
      'cf-ipcountry': 'DE',
      'x-other': 'dropped',
    },
  })

describe('the server transport (spec 1 §9)', () => {
  it("calls PLATFORM_URL with the player's cookie, language, IP, geo header and the page's scheme and host", async () => {
    vi.stubEnv('PLATFORM_URL', 'http://platform.internal:9000')
    vi.stubEnv('GEO_HEADER', 'CF-IPCountry')
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ id: 1 }))
    await platformFor(page()).call(api.getPlayer)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('http://platform.internal:9000/api/player')
    expect(init?.headers).toEqual({
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      cookie: 'croupier_session=abc',
      'user-agent': 'UA',
      'accept-language': 'de',
      'cf-ipcountry': 'DE',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'casino.example',
    })
  })

  it('gives up after 8000 ms and never retries', async () => {
    vi.useFakeTimers()
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init?.signal as AbortSignal
          signal.addEventListener('abort', () => reject(signal.reason))
        }),
    )
    const pending = platformFor(page())
      .call(api.getPlayer)
      .catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(SERVER_REQUEST_TIMEOUT_MS - 1)
    const signal = fetchMock.mock.calls[0]?.[1]?.signal as AbortSignal
    expect(signal.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = (await pending) as PlatformFailure
    expect(error).toBeInstanceOf(PlatformFailure)
    expect(error.failure).toEqual({ kind: 'network', status: null, isTimeout: true })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(serverClientDeps(undefined).timeoutMs).toBe(8000)
  })

  it('a loader swallows a failure after logging it, except the calls spec 1 §8 rethrows', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ error: 'INTERNAL' }, { status: 500 }),
    )
    const client = platformFor(page())
    await expect(client.callOrNull(api.getProject)).resolves.toBeNull()
    expect(consoleError).toHaveBeenCalledWith('API_INFO_PROJECT_ERROR', 'API_INFO_PROJECT_ERROR: HTTP 500')
    await expect(client.callOrNull(api.signIn, { body: { user: {} } })).rejects.toBeInstanceOf(
      PlatformFailure,
    )
  })
})

describe('cachedPlatformGet', () => {
  it('caches public data by endpoint and input, and forgets a failure', async () => {
    let status = 500
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ pages: [] }, { status }))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(cachedPlatformGet(api.listPages, { query: { locale: 'de' } })).resolves.toBeNull()
    status = 200
    await expect(cachedPlatformGet(api.listPages, { query: { locale: 'de' } })).resolves.toEqual({
      pages: [],
    })
    await cachedPlatformGet(api.listPages, { query: { locale: 'de' } })
    await cachedPlatformGet(api.listPages, { query: { locale: 'fr' } })
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url)).search)).toEqual([
      '?locale=de',
      '?locale=de',
      '?locale=fr',
    ])
  })
})
