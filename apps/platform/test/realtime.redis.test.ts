// Scale-out (ARCHITECTURE.md): two platform instances over one Redis; a publish on instance 1
// reaches sockets connected to instance 2, public and private, with a token issued by instance 1.
import type { RealtimeEventMap } from '@croupier/contract/realtime/events'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  channelToken,
  connectSocket,
  eventually,
  type RunningPlatform,
  sessionCookie,
  startPlatform,
  type TestSocket,
} from './helpers/realtime-client.ts'
import { type RedisServer, startRedisServer } from './helpers/redis-server.ts'

let redis: RedisServer
let one: RunningPlatform
let two: RunningPlatform
const sockets: TestSocket[] = []

beforeAll(async () => {
  redis = await startRedisServer()
  // Every instance behind one load balancer shares the channel-token secret.
  vi.stubEnv('REALTIME_SECRET', 'shared-secret-for-the-redis-tier')
  one = await startPlatform({ REDIS_URL: redis.url })
  two = await startPlatform({ REDIS_URL: redis.url })
  // Both adapters are subscribed once each sees two servers on the channel.
  for (const instance of [one, two]) {
    await eventually(
      async () => ((await instance.app.realtime.io?.of('/').adapter.serverCount()) ?? 0) >= 2,
      'both instances on the Redis channel',
    )
  }
})

afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.close()
  await one?.close()
  await two?.close()
  await redis?.stop()
  vi.unstubAllEnvs()
})

describe('realtime across instances over Redis', () => {
  it('delivers a public win published on instance 1 to a subscriber on instance 2', async () => {
    const guest = await connectSocket(two.url)
    sockets.push(guest)
    await guest.subscribe('wins')
    const win: RealtimeEventMap['wins'] = {
      id: 'win-redis',
      game: { identifier: 'croupier:roulette', title: 'Roulette' },
      nickname: 'spin***',
      amount_cents: 5_000,
      currency: 'USD',
      created_at: '2025-01-01T12:00:00.000Z',
    }
    one.app.realtime.publishPublic('wins', 'wins', win)
    expect(await guest.next('wins')).toEqual(win)
  })

  it("delivers a player's balance published on instance 1 to their socket on instance 2 only", async () => {
    const token = await channelToken(one.app, 'alice')
    const alice = await connectSocket(two.url, { cookie: sessionCookie('alice'), token })
    const bob = await connectSocket(two.url, {
      cookie: sessionCookie('bob'),
      token: await channelToken(one.app, 'bob'),
    })
    sockets.push(alice, bob)
    await bob.subscribe('wins')
    const balance: RealtimeEventMap['balance'] = {
      currency: 'EUR',
      amount_cents: 7_700,
      available_to_cashout_cents: 5_000,
      active: true,
    }
    one.app.realtime.publishToPlayer('alice', 'balance', balance)
    expect(await alice.next('balance')).toEqual(balance)
    // Same publisher, same order: once bob has this win, alice's balance would have been before it.
    one.app.realtime.publishPublic('wins', 'wins', {
      id: 'flush',
      game: { identifier: 'g', title: 'G' },
      nickname: 'x',
      amount_cents: 1,
      currency: 'EUR',
      created_at: '2025-01-01T12:00:00.000Z',
    })
    await bob.next('wins')
    expect(bob.received.map((event) => event.name)).toEqual(['wins'])
  })
})
