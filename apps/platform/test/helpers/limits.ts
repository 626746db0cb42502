// Shared setup of the limits test files: one app per file on a clock the tests move, funded
// players, limit calls and real slot spins.

import * as api from '@croupier/contract/api.generated'
import type { UserLimit } from '@croupier/contract/limits/user-limit'
import type { GameSession } from '@croupier/contract/play/game-session'
import { afterAll, beforeAll, expect } from 'vitest'
import { postTransaction } from '../../src/modules/wallet/ledger.repository.ts'
import { insertPlayGames, key, launch, playRound, SLOT } from '../play-fixtures.ts'
import { register } from './auth.ts'
import { type AnyEndpoint, type InjectOptions, inject } from './call.ts'
import { createTestApp, type TestApp } from './test-app.ts'

export const START = new Date('2026-11-22T12:00:00.000Z')
export let clock = new Date(START)
export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms)
}

export let t: TestApp

/** Builds this file's app with the play fixtures in beforeAll and closes it in afterAll. */
export function setupLimitsApp() {
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, config: { authRateLimitPerMinute: 1000 } })
    await insertPlayGames(t.db)
  })
  afterAll(() => t.close())
}

let fundings = 0
export async function fund(
  playerId: number,
  cents: number,
  kind: 'adjustment' | 'deposit' | 'withdrawal' | 'bet' = 'adjustment',
) {
  fundings += 1
  return postTransaction(t.db, {
    playerId,
    currency: 'EUR',
    amountCents: cents,
    kind,
    idempotencyKey: `fund-${fundings}`,
    now: clock,
  })
}

/** A fresh EUR player with money on the wallet. */
export async function player(cents = 100_000) {
  const registered = await register(t.app, { currency: 'EUR' })
  if (cents > 0) await fund(registered.player.id, cents)
  return { id: registered.player.id, cookie: registered.cookie, email: registered.email }
}

// Every limits request carries the CSRF headers, GETs too.
export function call<E extends AnyEndpoint>(endpoint: E, cookie?: string, options: InjectOptions<E> = {}) {
  return inject(t.app, endpoint, { cookie, csrf: true, ...options })
}

export async function setLimit(cookie: string, body: Record<string, unknown>): Promise<UserLimit> {
  const response = await call(api.createUserLimit, cookie, { rawBody: body })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as UserLimit
}

export async function limits(cookie: string): Promise<UserLimit[]> {
  const response = await call(api.getUserLimits, cookie)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as UserLimit[]
}

export async function realSession(cookie: string): Promise<GameSession> {
  const response = await launch(t.app, SLOT, 'real', cookie)
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as GameSession
}

export const spin = (sessionId: string, cents: number, cookie: string) =>
  playRound(t.app, sessionId, { action: 'spin', bet_cents: cents, idempotency_key: key('limits') }, cookie)
