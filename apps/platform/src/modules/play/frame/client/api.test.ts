// The frame's round calls: one idempotency key per action, the same key on every network retry,
// X-Requested-With always, and HTTP errors (e.g. 409 INSUFFICIENT_FUNDS) never retried.
import { describe, expect, it, vi } from 'vitest'
import { createFrameApi, FrameHttpError, FrameNetworkError, NETWORK_RETRY_DELAYS_MS } from './api.ts'

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

describe('frame api', () => {
  it('retries a network failure with the same idempotency key', async () => {
    const bodies: { idempotency_key: string }[] = []
    const headers: Headers[] = []
    let calls = 0
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)))
      headers.push(new Headers(init?.headers))
      calls += 1
      if (calls < 3) throw new TypeError('Failed to fetch')
      return json(200, { round_id: 'r1' })
    })
    let keys = 0
    const api = createFrameApi({ fetch, sleep: async () => undefined, newKey: () => `key-${++keys}-abcdef` })
    await expect(api.playRound('s1', { action: 'spin', bet_cents: 100 })).resolves.toEqual({ round_id: 'r1' })
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(new Set(bodies.map((b) => b.idempotency_key))).toEqual(new Set(['key-1-abcdef']))
    expect(headers.every((h) => h.get('x-requested-with') === 'XMLHttpRequest')).toBe(true)
    // The next action gets a fresh key.
    await api.playRound('s1', { action: 'spin', bet_cents: 100 })
    expect(bodies.at(-1)?.idempotency_key).toBe('key-2-abcdef')
  })

  it('gives up after the last retry with a network error', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('offline')
    })
    const api = createFrameApi({ fetch, sleep: async () => undefined, newKey: () => 'k-12345678' })
    await expect(api.playRound('s1', { action: 'scratch', bet_cents: 10 })).rejects.toBeInstanceOf(
      FrameNetworkError,
    )
    expect(fetch).toHaveBeenCalledTimes(NETWORK_RETRY_DELAYS_MS.length + 1)
  })

  it('does not retry an HTTP refusal and exposes its code and balance', async () => {
    const fetch = vi.fn(async () =>
      json(409, { error: 'INSUFFICIENT_FUNDS', message: 'no', balance_cents: 5, currency: 'EUR' }),
    )
    const api = createFrameApi({ fetch, sleep: async () => undefined, newKey: () => 'k-12345678' })
    const error = await api.playRound('s1', { action: 'spin', bet_cents: 100 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FrameHttpError)
    expect((error as FrameHttpError).code).toBe('INSUFFICIENT_FUNDS')
    expect((error as FrameHttpError).body?.balance_cents).toBe(5)
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
