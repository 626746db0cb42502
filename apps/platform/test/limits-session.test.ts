// The session time limit at the shortest the browser's form offers (one minute; issue #5 items 8,
// 15): the limits journey sets it from the page and sees it listed, but cannot wait real minutes
// and the e2e platform has no movable clock, so its refusal is proved here with the test clock.
// Once a minute of real play has passed, the next round and the next real launch are refused with
// 409 LIMIT_REACHED, and GET /api/user_limits reports the limit reached (what the game page reads
// to send the player to /profile/limits, spec 1 §2). Demo play stays open.

import * as api from '@croupier/contract/api.generated'
import type { UserLimit } from '@croupier/contract/limits/user-limit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postTransaction } from '../src/modules/wallet/ledger.repository.ts'
import { register } from './helpers/auth.ts'
import { type AnyEndpoint, type InjectOptions, inject } from './helpers/call.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { insertPlayGames, key, launch, playRound, SLOT } from './play-fixtures.ts'

const SECOND = 1000
let clock = new Date('2026-11-22T12:00:00.000Z')
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms)
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, config: { authRateLimitPerMinute: 1000 } })
  await insertPlayGames(t.db)
})
afterAll(() => t.close())

// Every limits request carries the CSRF headers, GETs too.
function call<E extends AnyEndpoint>(endpoint: E, cookie: string, options: InjectOptions<E> = {}) {
  return inject(t.app, endpoint, { cookie, csrf: true, ...options })
}

const spin = (sessionId: string, cookie: string) =>
  playRound(t.app, sessionId, { action: 'spin', bet_cents: 10, idempotency_key: key('session') }, cookie)

describe('a one-minute session limit', () => {
  it('refuses the next round and a real launch after a minute of play; the list says it is reached', async () => {
    const player = await register(t.app, { currency: 'EUR' })
    const { cookie } = player
    await postTransaction(t.db, {
      playerId: player.player.id,
      currency: 'EUR',
      amountCents: 10_000,
      kind: 'adjustment',
      idempotencyKey: `session-fund-${player.player.id}`,
      now: clock,
    })
    // The body the limits form sends for "Session time limit, 1 day, 1 minute".
    const set = await call(api.createUserLimit, cookie, {
      body: { type: 'session', period: 'day', minutes: 1 },
    })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json()).toMatchObject({ type: 'session', minutes: 1, current_minutes: 0, reached: false })

    const launched = await launch(t.app, SLOT, 'real', cookie)
    expect(launched.statusCode, launched.body).toBe(201)
    const sessionId = (launched.json() as { id: string }).id
    expect((await spin(sessionId, cookie)).statusCode).toBe(200)
    advance(50 * SECOND)
    expect((await spin(sessionId, cookie)).statusCode).toBe(200)

    advance(11 * SECOND)
    const refused = await spin(sessionId, cookie)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ error: 'LIMIT_REACHED', type: 'session', remaining_minutes: 0 })
    const relaunch = await launch(t.app, SLOT, 'real', cookie)
    expect(relaunch.statusCode).toBe(409)
    expect(relaunch.json()).toMatchObject({ error: 'LIMIT_REACHED', type: 'session' })
    expect((await launch(t.app, SLOT, 'demo', cookie)).statusCode).toBe(201)

    const list = (await call(api.getUserLimits, cookie)).json() as UserLimit[]
    expect(list).toEqual([expect.objectContaining({ type: 'session', current_minutes: 1, reached: true })])
  })
})
