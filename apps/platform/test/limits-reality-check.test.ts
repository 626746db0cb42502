// The reality check (issue #5 items 7–9, 16): session time, wagered, net result and net deposits.
// Runs on PGlite and on PostgreSQL.
import * as api from '@croupier/contract/api.generated'
import type { RealityCheck } from '@croupier/contract/limits/get-reality-check'
import type { RoundResult } from '@croupier/contract/play/game-session'
import { describe, expect, it } from 'vitest'
import {
  advance,
  call,
  clock,
  fund,
  MINUTE,
  player,
  realSession,
  setupLimitsApp,
  spin,
} from './helpers/limits.ts'

setupLimitsApp()

describe('reality check', () => {
  it('reports session time, wagered and net result of the current play session, and net deposits', async () => {
    const p = await player(0)
    await fund(p.id, 20_000, 'deposit')
    await fund(p.id, -5_000, 'withdrawal')
    const idle = (await call(api.getRealityCheck, p.cookie)).json() as RealityCheck
    expect(idle).toMatchObject({
      session_started_at: null,
      interval_minutes: 60,
      wagered_cents: 0,
      net_deposits_cents: 15_000,
      currency: 'EUR',
    })

    const s = await realSession(p.cookie)
    const started = new Date(clock)
    const results: RoundResult[] = []
    for (const bet of [100, 200, 300]) {
      const response = await spin(s.id, bet, p.cookie)
      expect(response.statusCode).toBe(200)
      results.push(response.json() as RoundResult)
      advance(10 * MINUTE)
    }
    const check = (await call(api.getRealityCheck, p.cookie)).json() as RealityCheck
    const won = results.reduce((sum, r) => sum + r.win_cents, 0)
    expect(check).toMatchObject({
      session_started_at: started.toISOString(),
      session_minutes: 30,
      wagered_cents: 600,
      won_cents: won,
      net_result_cents: won - 600,
      next_check_at: new Date(started.getTime() + 60 * MINUTE).toISOString(),
    })

    const patched = await call(api.updateRealityCheck, p.cookie, { body: { interval_minutes: 15 } })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(patched.json()).toMatchObject({
      interval_minutes: 15,
      next_check_at: new Date(started.getTime() + 45 * MINUTE).toISOString(),
    })
    expect(
      (await call(api.updateRealityCheck, p.cookie, { rawBody: { interval_minutes: 7 } })).statusCode,
    ).toBe(422)

    // A pause longer than 30 minutes ends the play session.
    advance(31 * MINUTE)
    const after = (await call(api.getRealityCheck, p.cookie)).json() as RealityCheck
    expect(after).toMatchObject({ session_started_at: null, wagered_cents: 0, interval_minutes: 15 })
  })
})
