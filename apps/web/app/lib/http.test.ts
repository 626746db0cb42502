import { MAX_RETRIES, REQUEST_TIMEOUT_MS, retryDelayMs } from '@croupier/rules/http-retry'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { on } from './events'
import { createHttpClient, type HttpDeps, HttpError, NetworkError } from './http'

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** A fake clock: timers fire only when the test advances time; sleeps resolve at once but are recorded. */
function setup(fetchImpl: HttpDeps['fetch']) {
  const timers = new Map<number, { at: number; fn: () => void }>()
  let now = 0
  let nextId = 1
  const sleeps: number[] = []
  const logs: Array<{ name: string; context: Record<string, string | number> }> = []
  const deps: HttpDeps = {
    fetch: fetchImpl,
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
  return { client: createHttpClient(deps), sleeps, logs, advance }
}

afterEach(() => vi.restoreAllMocks())

describe('request', () => {
  it('sends JSON with X-Requested-With and returns the parsed body', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { ok: true }))
    const { client } = setup(fetchMock)
    const body = await client.request('POST', '/api/thing', {
      body: { a: 1 },
      query: { page: 2, q: undefined },
    })
    expect(body).toEqual({ ok: true })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/thing?page=2')
    const headers = init?.headers as Record<string, string>
    expect(headers['x-requested-with']).toBe('XMLHttpRequest')
    expect(headers['content-type']).toBe('application/json')
    expect(init?.body).toBe('{"a":1}')
  })

  it('retries a network error 6 times with backoff, then fails and logs once', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch')
    })
    const { client, sleeps, logs } = setup(fetchMock)
    const error = await client.request('GET', '/api/player').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkError)
    expect(fetchMock).toHaveBeenCalledTimes(MAX_RETRIES + 1)
    expect(sleeps).toEqual([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, () => 0.5)))
    expect(logs).toEqual([{ name: 'API_PLAYER_ERROR', context: { method: 'GET', retries: MAX_RETRIES } }])
  })

  it('succeeds when a retry gets through', async () => {
    let calls = 0
    const { client } = setup(async () => {
      calls++
      if (calls < 3) throw new TypeError('Failed to fetch')
      return jsonResponse(200, [1])
    })
    await expect(client.request('GET', '/api/x')).resolves.toEqual([1])
    expect(calls).toBe(3)
  })

  it('does not retry an HTTP 500', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse(500, { error: 'INTERNAL', message: 'boom' }),
    )
    const { client, logs, sleeps } = setup(fetchMock)
    const error = await client.request('GET', '/api/info/project').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(500)
    expect((error as HttpError).body).toEqual({ error: 'INTERNAL', message: 'boom' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(sleeps).toEqual([])
    expect(logs[0]?.name).toBe('API_INFO_PROJECT_ERROR')
  })

  it('emits auth-error on every 401', async () => {
    const seen: string[] = []
    const off = on('auth-error', ({ path }) => seen.push(path))
    const { client } = setup(async () => jsonResponse(401, { error: 'UNAUTHORIZED', message: 'no' }))
    await expect(client.request('GET', '/api/player')).rejects.toBeInstanceOf(HttpError)
    await expect(client.request('GET', '/api/player/accounts')).rejects.toBeInstanceOf(HttpError)
    off()
    expect(seen).toEqual(['/api/player', '/api/player/accounts'])
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
    const pending = client.request('GET', '/api/slow').catch((e: unknown) => e)
    for (let i = 0; i <= MAX_RETRIES; i++) {
      await vi.waitFor(() => expect(signals).toHaveLength(i + 1))
      advance(REQUEST_TIMEOUT_MS - 1)
      expect(signals[i]?.aborted).toBe(false)
      advance(1)
      expect(signals[i]?.aborted).toBe(true)
    }
    const error = await pending
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as NetworkError).isTimeout).toBe(true)
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
    const pending = client.request('GET', '/api/x', { signal: controller.signal }).catch((e: unknown) => e)
    controller.abort()
    const error = await pending
    expect((error as Error).name).toBe('AbortError')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(logs).toEqual([])
  })

  it('never retries on the server', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch')
    })
    const serverClient = createHttpClient({
      fetch: fetchMock,
      sleep: async () => undefined,
      random: () => 0,
      setTimeout: () => 0,
      clearTimeout: () => undefined,
      isServer: true,
      log: () => undefined,
    })
    await expect(serverClient.request('GET', '/api/x')).rejects.toBeInstanceOf(NetworkError)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

describe('loaderRequest', () => {
  it('swallows a failure and returns null', async () => {
    const { client } = setup(async () => jsonResponse(500, {}))
    await expect(client.loaderRequest('GET', '/api/cms/pages')).resolves.toBeNull()
  })

  it('rethrows the calls the spec lists (sign-in)', async () => {
    const { client } = setup(async () => jsonResponse(422, { errors: { email: ['VALIDATION.INVALID'] } }))
    await expect(client.loaderRequest('POST', '/api/users/sign_in', { body: {} })).rejects.toBeInstanceOf(
      HttpError,
    )
  })
})
