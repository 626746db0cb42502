import * as api from '@croupier/contract/api.generated'
import { MAX_RETRIES, REQUEST_TIMEOUT_MS, retryDelayMs } from '@croupier/rules/http-retry'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { on } from './events'
import {
  type ClientDeps,
  createPlatformClient,
  isNoSuchPage,
  PlatformFailure,
  retryAfterSeconds,
  withCallOrNull,
} from './platform-client'

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

/** A fake clock: timers fire only when the test advances time; sleeps resolve at once but are recorded. */
function fakeDeps(fetchImpl: ClientDeps['fetch'], overrides: Partial<ClientDeps> = {}) {
  const timers = new Map<number, { at: number; fn: () => void }>()
  let now = 0
  let nextId = 1
  const sleeps: number[] = []
  const logs: Array<{ name: string; context: Record<string, string | number> }> = []
  const deps: ClientDeps = {
    fetch: fetchImpl,
    baseUrl: '',
    headers: () => ({ accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' }),
    credentials: 'same-origin',
    timeoutMs: REQUEST_TIMEOUT_MS,
    sleep: async (ms) => {
      sleeps.push(ms)
    },
    random: () => 0.5,
    setTimeout: (fn, ms) => {
      const id = nextId++
      timers.set(id, { at: now + ms, fn })
      return id
    },
    clearTimeout: (id) => timers.delete(id as number),
    isServer: false,
    log: (name, _error, context) => logs.push({ name, context }),
    ...overrides,
  }
  const advance = (ms: number) => {
    now += ms
    for (const [id, timer] of [...timers]) {
      if (timer.at <= now) {
        timers.delete(id)
        timer.fn()
      }
    }
  }
  return { deps, sleeps, logs, advance }
}

function setup(fetchImpl: ClientDeps['fetch'], overrides: Partial<ClientDeps> = {}) {
  const fake = fakeDeps(fetchImpl, overrides)
  return { client: createPlatformClient(fake.deps), ...fake }
}

async function failureOfCall(promise: Promise<unknown>): Promise<PlatformFailure> {
  const error = await promise.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(PlatformFailure)
  return error as PlatformFailure
}

afterEach(() => vi.restoreAllMocks())

describe('call', () => {
  it('sends JSON with X-Requested-With to the path the descriptor names, params filled', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, [1, 2]))
    const { client } = setup(fetchMock)
    const body = await client.call(api.deleteFavouriteGame, { params: { id: 7 } })
    expect(body).toEqual([1, 2])
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/player/favorite_games/7')
    expect(init?.method).toBe('DELETE')
    expect(init?.credentials).toBe('same-origin')
    expect(new Headers(init?.headers).get('x-requested-with')).toBe('XMLHttpRequest')
  })

  it('serialises the body as JSON and the query into the URL', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, []))
    const { client } = setup(fetchMock)
    await client.call(api.getPaymentMethods, { query: { currency: 'EUR', action: 'deposit' } })
    await client.call(api.addGroups, { body: { groups: { add: [1] } } })
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/payments/methods?currency=EUR&action=deposit')
    const [, init] = fetchMock.mock.calls[1] ?? []
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
    expect(init?.body).toBe('{"groups":{"add":[1]}}')
  })

  it.each([
    [
      422,
      { errors: { email: ['VALIDATION.INVALID'] } },
      {},
      { kind: 'validation', errors: { email: ['VALIDATION.INVALID'] } },
    ],
    [401, { error: 'UNAUTHORIZED', message: 'no' }, {}, { kind: 'unauthorized', code: 'UNAUTHORIZED' }],
    [
      403,
      { error: 'EE_LICENSE_BLOCKED', message: 'no' },
      {},
      { kind: 'forbidden', code: 'EE_LICENSE_BLOCKED' },
    ],
    [404, { error: 'NOT_FOUND', message: 'no' }, {}, { kind: 'not-found', code: 'NOT_FOUND' }],
    [409, { error: 'LIMIT_LOCKED', message: 'no' }, {}, { kind: 'conflict', code: 'LIMIT_LOCKED' }],
    [
      429,
      { error: 'ACCOUNT_LOCKED', message: 'no' },
      { 'retry-after': '900' },
      { kind: 'rate-limited', retryAfterSeconds: 900 },
    ],
    [500, { error: 'INTERNAL', message: 'boom' }, {}, { kind: 'http', status: 500, code: 'INTERNAL' }],
  ] as const)(
    'a %i is one PlatformFailure of its kind, never retried',
    async (status, body, headers, expected) => {
      const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(status, body, headers))
      const { client, sleeps, logs } = setup(fetchMock)
      const error = await failureOfCall(client.call(api.getPlayer))
      expect(error.failure).toMatchObject({ ...expected, status })
      expect(error.status).toBe(status)
      expect(error.body).toEqual(body)
      expect(fetchMock).toHaveBeenCalledTimes(1)
      expect(sleeps).toEqual([])
      expect(logs).toEqual([{ name: 'API_PLAYER_ERROR', context: { method: 'GET', status } }])
    },
  )

  it('emits auth-error on every 401', async () => {
    const seen: string[] = []
    const off = on('auth-error', ({ path }) => seen.push(path))
    const { client } = setup(async () => jsonResponse(401, { error: 'UNAUTHORIZED', message: 'no' }))
    await failureOfCall(client.call(api.getPlayer))
    await failureOfCall(client.call(api.getAccounts))
    await failureOfCall(client.call(api.getPlayerSettings, { silentUnauthorized: true }))
    off()
    expect(seen).toEqual(['/api/player', '/api/player/accounts'])
  })

  it('retries a network error 6 times with backoff and jitter, then fails as network and logs once', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch')
    })
    const { client, sleeps, logs } = setup(fetchMock)
    const error = await failureOfCall(client.call(api.getPlayer))
    expect(error.failure).toEqual({ kind: 'network', status: null, isTimeout: false })
    expect(fetchMock).toHaveBeenCalledTimes(MAX_RETRIES + 1)
    expect(sleeps).toEqual([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, () => 0.5)))
    expect(logs).toEqual([{ name: 'API_PLAYER_ERROR', context: { method: 'GET', retries: MAX_RETRIES } }])
  })

  it('succeeds when a retry gets through', async () => {
    let calls = 0
    const { client } = setup(async () => {
      calls++
      if (calls < 3) throw new TypeError('Failed to fetch')
      return jsonResponse(200, [])
    })
    await expect(client.call(api.getAccounts)).resolves.toEqual([])
    expect(calls).toBe(3)
  })

  it('aborts a call after the 30 s timeout and retries it', async () => {
    const signals: AbortSignal[] = []
    const { client, advance } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init?.signal as AbortSignal
          signals.push(signal)
          signal.addEventListener('abort', () => reject(signal.reason))
        }),
    )
    const pending = failureOfCall(client.call(api.getProject))
    for (let i = 0; i <= MAX_RETRIES; i++) {
      await vi.waitFor(() => expect(signals).toHaveLength(i + 1))
      advance(REQUEST_TIMEOUT_MS - 1)
      expect(signals[i]?.aborted).toBe(false)
      advance(1)
      expect(signals[i]?.aborted).toBe(true)
    }
    expect((await pending).failure).toEqual({ kind: 'network', status: null, isTimeout: true })
  })

  it('stops at once when the caller aborts, without retry or log', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init?.signal as AbortSignal
          signal.addEventListener('abort', () => reject(signal.reason))
        }),
    )
    const { client, logs } = setup(fetchMock)
    const controller = new AbortController()
    const pending = client.call(api.getProject, { signal: controller.signal }).catch((e: unknown) => e)
    controller.abort()
    expect(((await pending) as Error).name).toBe('AbortError')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(logs).toEqual([])
  })

  it('never retries on the server', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed')
    })
    const { client, sleeps } = setup(fetchMock, { isServer: true })
    await failureOfCall(client.call(api.getPlayer))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(sleeps).toEqual([])
  })
})

describe('tryCall', () => {
  it('returns the data or the failure as a value', async () => {
    let status = 200
    const { client } = setup(async () =>
      jsonResponse(status, status === 200 ? [] : { error: 'LIMIT_LOCKED' }),
    )
    await expect(client.tryCall(api.getAccounts)).resolves.toEqual({ ok: true, data: [] })
    status = 409
    await expect(client.tryCall(api.getAccounts)).resolves.toMatchObject({
      ok: false,
      failure: { kind: 'conflict', code: 'LIMIT_LOCKED' },
    })
  })
})

describe('callOrNull (spec 1 §8)', () => {
  it('swallows a failure and returns null', async () => {
    const swallowed: string[] = []
    const { client } = setup(async () => jsonResponse(500, {}))
    const loader = withCallOrNull(client, (name) => swallowed.push(name))
    await expect(loader.callOrNull(api.listPages, { query: { locale: 'en' } })).resolves.toBeNull()
    expect(swallowed).toEqual(['API_CMS_PAGES_ERROR'])
  })

  it.each([
    ['sign-in', () => api.signIn, { body: { user: {} } }],
    ['registration', () => api.register, { body: {} }],
    ['check-email', () => api.checkEmail, { body: { email: 'a@b.c' } }],
  ] as const)('rethrows the calls the spec lists (%s)', async (_what, endpoint, options) => {
    const { client } = setup(async () => jsonResponse(422, { errors: { email: ['VALIDATION.INVALID'] } }))
    const loader = withCallOrNull(client, () => undefined)
    // biome-ignore lint/suspicious/noExplicitAny: one table over endpoints of different bodies
    await failureOfCall(loader.callOrNull(endpoint() as any, options as any))
  })
})

describe('isNoSuchPage (issue 9 item 7)', () => {
  const failure = (status: number) =>
    new PlatformFailure({ kind: 'http', status, code: null, body: null }, 'GET', '/api/cms/pages/x')
  it.each([400, 404, 414, 422])(
    'a platform %i for the page identifier shows the not-found page',
    (status) => {
      expect(isNoSuchPage(failure(status))).toBe(true)
    },
  )
  it.each([401, 403, 429, 500, 502, 503])('a platform %i is not a missing page', (status) => {
    expect(isNoSuchPage(failure(status))).toBe(false)
  })
  it('a network failure is not a missing page', () => {
    const network = new PlatformFailure(
      { kind: 'network', status: null, isTimeout: false },
      'GET',
      '/api/cms/pages/x',
    )
    expect(isNoSuchPage(network)).toBe(false)
    expect(isNoSuchPage(new TypeError('fetch failed'))).toBe(false)
  })
})

describe('retryAfterSeconds (429)', () => {
  it('reads delta-seconds and HTTP dates, null when absent or unreadable', () => {
    expect(retryAfterSeconds('900')).toBe(900)
    expect(retryAfterSeconds('Thu, 01 Jan 1970 00:01:00 GMT', 30_000)).toBe(30)
    expect(retryAfterSeconds(null)).toBeNull()
    expect(retryAfterSeconds('soon')).toBeNull()
  })
})
