// Realtime channels (spec 1 §7) on one real listening platform: public subscriptions, private
// rooms gated by session + channel token, GET /api/player/settings, payload validation.

import * as api from '@croupier/contract/api.generated'
import { REALTIME_PATH } from '@croupier/contract/realtime/channels'
import type { RealtimeEventMap } from '@croupier/contract/realtime/events'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { inject, nameOf } from './helpers/call.ts'
import {
  channelToken,
  connectSocket,
  type RunningPlatform,
  sessionCookie,
  startPlatform,
  type TestSocket,
} from './helpers/realtime-client.ts'

const win: RealtimeEventMap['wins'] = {
  id: 'win-1',
  game: { identifier: 'croupier:blackjack', title: 'Blackjack' },
  nickname: 'lucky***',
  amount_cents: 12_500,
  currency: 'EUR',
  created_at: '2025-01-01T12:00:00.000Z',
}
const balance = (amount_cents: number): RealtimeEventMap['balance'] => ({
  currency: 'EUR',
  amount_cents,
  available_to_cashout_cents: amount_cents,
  active: true,
})

let platform: RunningPlatform
const sockets: TestSocket[] = []
async function connect(options: { cookie?: string; token?: string } = {}): Promise<TestSocket> {
  const socket = await connectSocket(platform.url, options)
  sockets.push(socket)
  return socket
}

beforeAll(async () => {
  platform = await startPlatform()
})
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})
afterAll(async () => {
  await platform?.close()
})

/**
 * Events reach one socket in the order they were published, so once a later public `wins`
 * event has arrived, anything published before it that did not arrive never will.
 */
async function flush(socket: TestSocket): Promise<void> {
  platform.app.realtime.publishPublic('wins', 'wins', { ...win, id: 'flush' })
  await socket.next('wins')
}

describe('public channels', () => {
  it('delivers a published win to a socket subscribed to wins', async () => {
    const guest = await connect()
    expect(await guest.subscribe('wins')).toEqual({ ok: true })
    platform.app.realtime.publishPublic('wins', 'wins', win)
    expect(await guest.next('wins')).toEqual(win)
  })

  it('delivers jackpot changes only to sockets subscribed to that channel', async () => {
    const jackpots = await connect()
    const winsOnly = await connect()
    await jackpots.subscribe('jackpots_changes')
    await winsOnly.subscribe('wins')
    const change = { jackpot_id: 'mega', currency: 'EUR', amount_cents: 1_000_000 }
    platform.app.realtime.publishPublic('jackpots_changes', 'jackpots_changes', change)
    expect(await jackpots.next('jackpots_changes')).toEqual(change)
    await flush(winsOnly)
    expect(winsOnly.received.map((event) => event.name)).not.toContain('jackpots_changes')
  })

  it('refuses a subscription to an unknown channel', async () => {
    const guest = await connect()
    expect(await guest.subscribe('player:alice')).toEqual({ ok: false })
  })
})

describe('private rooms', () => {
  it('gives a guest public events but no private ones', async () => {
    const guest = await connect()
    await guest.subscribe('wins')
    platform.app.realtime.publishToPlayer('alice', 'balance', balance(100))
    await flush(guest)
    expect(guest.received.map((event) => event.name)).toEqual(['wins'])
  })

  it("sends a signed-in player their own balance and not another player's", async () => {
    const alice = await connect({
      cookie: sessionCookie('alice'),
      token: await channelToken(platform.app, 'alice'),
    })
    await alice.subscribe('wins')
    platform.app.realtime.publishToPlayer('bob', 'balance', balance(999))
    platform.app.realtime.publishToPlayer('alice', 'balance', balance(4_200))
    expect(await alice.next('balance')).toEqual(balance(4_200))
    await flush(alice)
    expect(alice.received.filter((event) => event.name === 'balance')).toHaveLength(1)
  })

  it("refuses the private room when the token is another player's", async () => {
    const alice = await connect({
      cookie: sessionCookie('alice'),
      token: await channelToken(platform.app, 'bob'),
    })
    await alice.subscribe('wins')
    platform.app.realtime.publishToPlayer('alice', 'balance', balance(1))
    platform.app.realtime.publishToPlayer('bob', 'balance', balance(2))
    await flush(alice)
    expect(alice.received.map((event) => event.name)).toEqual(['wins'])
  })

  it('refuses the private room to a session without a token, and to a token without a session', async () => {
    const noToken = await connect({ cookie: sessionCookie('alice') })
    const noSession = await connect({ token: await channelToken(platform.app, 'alice') })
    await noToken.subscribe('wins')
    await noSession.subscribe('wins')
    platform.app.realtime.publishToPlayer('alice', 'balance', balance(1))
    await flush(noToken)
    await noSession.next('wins')
    expect(noToken.received.map((event) => event.name)).toEqual(['wins'])
    expect(noSession.received.map((event) => event.name)).toEqual(['wins'])
  })
})

describe(nameOf(api.getPlayerSettings), () => {
  it('answers 401 UNAUTHORIZED to a guest', async () => {
    const response = await inject(platform.app, api.getPlayerSettings)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ error: 'UNAUTHORIZED', message: expect.any(String) })
  })

  it('returns the realtime config with the channel token for a session, never cached', async () => {
    const response = await inject(platform.app, api.getPlayerSettings, { cookie: sessionCookie('alice') })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const { realtime } = response.json() as { realtime: { url: string; path: string; user: string } }
    expect(realtime).toEqual({ url: '/', path: REALTIME_PATH, user: expect.stringMatching(/^[\w-]{43}$/) })
    expect(realtime.user).not.toBe(await channelToken(platform.app, 'bob'))
  })
})

describe('publish validation', () => {
  it('throws on a payload that breaks the contract, before anything is emitted', () => {
    const { realtime } = platform.app
    expect(() => realtime.publishToPlayer('alice', 'balance', { ...balance(1), amount_cents: 1.5 })).toThrow(
      /balance/,
    )
    expect(() =>
      realtime.publishPublic('wins', 'wins', { ...win, currency: 'euro' } as RealtimeEventMap['wins']),
    ).toThrow(/wins/)
    expect(() => realtime.publishToPlayer('alice', 'no_such_event' as 'balance', balance(1))).toThrow(
      /Unknown private event/,
    )
    expect(() => realtime.publishPublic('balance' as 'wins', 'wins', win)).toThrow(/Unknown public channel/)
  })
})

describe('shutdown', () => {
  it('drops sockets on close so clients reconnect elsewhere, without holding the server up', async () => {
    const other = await startPlatform()
    const socket = await connectSocket(other.url)
    const reason = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve))
    await other.close()
    // 'transport close' (not 'io server disconnect') keeps the client's automatic reconnection on.
    expect(await reason).toBe('transport close')
    socket.close()
  })
})
