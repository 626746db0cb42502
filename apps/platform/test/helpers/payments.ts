// Shared setup of the payments test files: one app per file on a clock the tests move, players,
// card and bank requests, and wallet balances read from the ledger.

import * as api from '@croupier/contract/api.generated'
import type { Player } from '@croupier/contract/player/get-player'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import { findAccount } from '../../src/modules/wallet/ledger.repository.ts'
import { register } from './auth.ts'
import { type AnyEndpoint, type InjectOptions, inject } from './call.ts'
import { createTestApp, type TestApp } from './test-app.ts'

// The tests run the payment jobs themselves, on their own clock.
process.env.PAYMENTS_JOBS = 'off'

export let t: TestApp
export let clock = new Date('2031-05-15T12:00:00Z')

/** Builds this file's app in beforeAll and closes it in afterAll. */
export function setupPaymentsApp(start = new Date('2031-05-15T12:00:00Z')) {
  clock = start
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, config: { authRateLimitPerMinute: 10_000 } })
    t.app.payments.settings.withdrawalProcessDelayMs = 60_000
  })
  afterAll(() => t.close())
}

export const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms)
}

let keys = 0
export const key = () => `test-key-${++keys}-${Date.now()}`

export function call<E extends AnyEndpoint>(
  endpoint: E,
  cookie: string | undefined,
  options: InjectOptions<E> = {},
) {
  return inject(t.app, endpoint, { cookie, ...options })
}

export const VISA_OK = '4242 4242 4242 4242'
export const VISA_DECLINE = '4000 0000 0000 0002'
export const VISA_PENDING = '4000 0000 0000 3220'
export const card = (number: string, extra: Record<string, string> = {}) => ({
  number,
  expiry: '12/33',
  holder: 'Jane Doe',
  cvv: '123',
  ...extra,
})

export function deposit(cookie: string, body: Record<string, unknown>) {
  return call(api.createDeposit, cookie, {
    rawBody: {
      method_id: 'card-visa',
      currency: 'EUR',
      amount_cents: 5_000,
      idempotency_key: key(),
      ...body,
    },
  })
}

export function withdraw(cookie: string, body: Record<string, unknown> = {}) {
  return call(api.createWithdrawal, cookie, {
    rawBody: {
      method_id: 'bank-transfer',
      currency: 'EUR',
      amount_cents: 3_000,
      idempotency_key: key(),
      account: { iban: 'DE89 3704 0044 0532 0130 00', holder: 'Jane Doe' },
      ...body,
    },
  })
}

export function ok<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status)
  return response.json() as T
}

export async function player(currency = 'EUR') {
  const { player, cookie } = await register(t.app, { currency })
  return { id: (player as Player).id, cookie }
}

export async function balance(playerId: number, currency = 'EUR') {
  const account = await findAccount(t.db, playerId, currency)
  return { amount: account?.amountCents ?? 0, cashout: account?.availableToCashoutCents ?? 0 }
}
