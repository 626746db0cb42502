// Shared setup of the VIP test files: one app per file on a clock the tests move, with the play
// fixtures; players who deposit through the sandbox cashbox and spin real rounds; their groups, the
// status progress and the loyalty jobs.
import * as api from '@croupier/contract/api.generated'
import type { VipProgress } from '@croupier/contract/vip/get-vip-status-progress'
import { afterAll, beforeAll, expect } from 'vitest'
import { listPlayerGroups } from '../../src/modules/player/groups.service.ts'
import { insertPlayGames, launch, playRound, key as roundKey, SLOT } from '../play-fixtures.ts'
import { register, signIn } from './auth.ts'
import { inject } from './call.ts'
import { createTestApp, type TestApp } from './test-app.ts'

process.env.PAYMENTS_JOBS = 'off'
process.env.VIP_JOB_INTERVAL_MS = '0'

export let t: TestApp
let now = new Date('2031-05-15T12:00:00Z')
export const clock = () => now
export const setClock = (at: string | Date) => {
  now = new Date(at)
}

/** Builds this file's app (clock at `start`) in beforeAll and closes it in afterAll. */
export function setupVipApp(start = '2031-05-15T12:00:00Z') {
  beforeAll(async () => {
    setClock(start)
    t = await createTestApp({ now: clock, config: { authRateLimitPerMinute: 10_000 } })
    await insertPlayGames(t.db)
  })
  afterAll(() => t.close())
}

export interface VipPlayer {
  id: number
  email: string
  cookie: string
}

export async function player(currency = 'EUR'): Promise<VipPlayer> {
  const { player, cookie, email } = await register(t.app, { currency })
  return { id: player.id as number, cookie, email }
}

/** A fresh session after the clock jumped past the old one's end. */
export async function renew(p: VipPlayer): Promise<string> {
  p.cookie = (await signIn(t.app, p.email, 'Secret-123')).cookie
  return p.cookie
}

let keys = 0
/** The sandbox card's largest deposit (the method's range: 500 × the €10 minimum). */
export const MAX_CARD_DEPOSIT_CENTS = 500_000

/** Card deposits through the sandbox cashbox (split into the card's largest), credited at once. */
export async function deposit(cookie: string, amountCents: number, currency = 'EUR') {
  for (let left = amountCents; left > 0; left -= MAX_CARD_DEPOSIT_CENTS) {
    await depositOnce(cookie, Math.min(left, MAX_CARD_DEPOSIT_CENTS), currency)
  }
}

async function depositOnce(cookie: string, amountCents: number, currency: string) {
  const response = await inject(t.app, api.createDeposit, {
    cookie,
    rawBody: {
      method_id: 'card-visa',
      currency,
      amount_cents: amountCents,
      idempotency_key: `vip-deposit-${++keys}-${Date.now()}`,
      card: { number: '4242 4242 4242 4242', expiry: '12/33', holder: 'Jane Doe', cvv: '123' },
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  await settle()
}

/** Real spins of `betCents` each on the fixture slot; answers the total won. */
export async function spin(cookie: string, betCents: number, times = 1): Promise<number> {
  const launched = await launch(t.app, SLOT, 'real', cookie)
  expect(launched.statusCode, launched.body).toBe(201)
  const { id } = launched.json() as { id: string }
  let won = 0
  for (let i = 0; i < times; i++) {
    const response = await playRound(
      t.app,
      id,
      { action: 'spin', bet_cents: betCents, idempotency_key: roundKey() },
      cookie,
    )
    expect(response.statusCode, response.body).toBe(200)
    won += (response.json() as { win_cents: number }).win_cents
  }
  await settle()
  return won
}

/** Delivers pending domain events, and what their subscribers emitted in turn. */
export async function settle() {
  for (let i = 0; i < 3; i++) await t.app.events.dispatch()
}

export async function groupsOf(playerId: number): Promise<number[]> {
  return (await listPlayerGroups(t.db, playerId)).map((g) => g.id)
}

export async function progress(cookie: string): Promise<VipProgress> {
  const response = await inject(t.app, api.getVipStatusProgress, { cookie })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as VipProgress
}

export async function runJob(job: 'quarter-end' | 'weekly-cashback', at: string) {
  const response = await inject(t.app, api.runLoyaltyJobs, { body: { job, now: new Date(at).toISOString() } })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { changed: number }).changed
}
