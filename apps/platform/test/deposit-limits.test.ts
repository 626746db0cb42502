// Deposit limits against every kind of deposit (issue 9 item 1, ADR 020): instant and pending
// cards, e-wallet, bank transfer and crypto, serially and in parallel, on PGlite and PostgreSQL
// (TEST_DATABASE_URL), and across two platform instances on one PostgreSQL. Pending deposits count
// when they are asked for; a pending deposit that no longer fits when it settles is declined.
process.env.PAYMENTS_JOBS = 'off'

import * as api from '@croupier/contract/api.generated'
import type { UserLimit } from '@croupier/contract/limits/user-limit'
import { DEPOSIT_LIMIT_DECLINE_KEY, type Payment } from '@croupier/contract/payments/payment'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxCallback } from '../src/modules/payments/payments.service.ts'
import { findAccount, postTransaction } from '../src/modules/wallet/ledger.repository.ts'
import { register } from './helpers/auth.ts'
import { inject } from './helpers/call.ts'
import { type SecondInstance, startSecondInstance } from './helpers/second-instance.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
let clock = new Date('2031-03-02T10:00:00Z')
const now = () => clock
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms)
}
const DAY = 24 * 3_600_000

let t: TestApp
let second: SecondInstance | undefined
beforeAll(async () => {
  t = await createTestApp({ now, config: { authRateLimitPerMinute: 10_000 } })
  if (!onPostgres) return
  second = await startSecondInstance(t, { now })
  // Instances behind one load balancer share the provider's callback secret (PAYMENTS_CALLBACK_SECRET).
  second.app.payments.settings.callbackSecret = t.app.payments.settings.callbackSecret
})
afterAll(async () => {
  await second?.close()
  await t.close()
})

const CARDS = {
  instant: '4242 4242 4242 4242',
  pending: '4000 0000 0000 3220',
  cancel: '4000 0000 0000 3063',
}
type Kind = 'instant' | 'pending' | 'ewallet' | 'bank' | 'crypto'

let keys = 0
function body(kind: Kind, cents: number): Record<string, unknown> {
  const base = { amount_cents: cents, currency: 'EUR', idempotency_key: `limit-${++keys}-${Date.now()}` }
  const card = (number: string) => ({ number, expiry: '12/33', holder: 'Jane Doe', cvv: '123' })
  if (kind === 'instant' || kind === 'pending')
    return { ...base, method_id: 'card-visa', card: card(CARDS[kind]) }
  if (kind === 'ewallet')
    return { ...base, method_id: 'ewallet-skrill', account: { email: 'jane@example.com' } }
  if (kind === 'bank') return { ...base, method_id: 'bank-transfer' }
  return { ...base, method_id: 'crypto-btc', currency: 'BTC' }
}

function deposit(cookie: string, payload: Record<string, unknown>, app: FastifyInstance = t.app) {
  return inject(app, api.createDeposit, { cookie, rawBody: payload })
}

async function setLimit(cookie: string, currency: string, cents: number, period = 'day'): Promise<UserLimit> {
  const response = await inject(t.app, api.createUserLimit, {
    cookie,
    rawBody: { type: 'deposit', period, currency, amount_cents: cents },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as UserLimit
}

async function player() {
  const { player, cookie } = await register(t.app, { currency: 'EUR' })
  return { id: player.id, cookie }
}

const balance = async (playerId: number, currency = 'EUR') =>
  (await findAccount(t.db, playerId, currency))?.amountCents ?? 0

/** Lets the provider answer every pending deposit (the sandbox's 3 s), on both instances at once. */
async function settleAll() {
  advance(3_000)
  await Promise.all([t.app.payments.runDueJobs(clock), second?.app.payments.runDueJobs(clock)])
}

function statuses(responses: LightMyRequestResponse[]) {
  const refused = responses.filter((r) => r.statusCode === 409)
  for (const r of refused) expect(r.json()).toMatchObject({ error: 'LIMIT_REACHED', type: 'deposit' })
  return { accepted: responses.filter((r) => r.statusCode === 201).length, refused: refused.length }
}

describe('deposit limits and pending deposits', () => {
  it('ten parallel pending-card deposits of 100.00 under a daily limit of 100.00: one accepted, nine refused', async () => {
    const p = await player()
    await setLimit(p.cookie, 'EUR', 10_000)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => deposit(p.cookie, body('pending', 10_000))),
    )
    expect(statuses(answers)).toEqual({ accepted: 1, refused: 9 })
    expect(answers.find((r) => r.statusCode === 201)?.json()).toMatchObject({ state: 'pending' })
    await settleAll()
    expect(await balance(p.id)).toBe(10_000)
  })

  it('serially: pending deposits count at request time, what fits is still accepted, only the excess refused', async () => {
    const p = await player()
    await setLimit(p.cookie, 'EUR', 10_000)
    for (let i = 0; i < 3; i++) expect((await deposit(p.cookie, body('pending', 3_000))).statusCode).toBe(201)
    const over = await deposit(p.cookie, body('pending', 3_000))
    expect(over.statusCode).toBe(409)
    expect(over.json()).toMatchObject({ error: 'LIMIT_REACHED', type: 'deposit', remaining_cents: 1_000 })
    expect((await deposit(p.cookie, body('pending', 1_000))).statusCode).toBe(201)
    expect((await deposit(p.cookie, body('instant', 1_000))).json()).toMatchObject({ remaining_cents: 0 })
    await settleAll()
    expect(await balance(p.id)).toBe(10_000)
    const limits = await inject(t.app, api.getUserLimits, { cookie: p.cookie })
    expect(limits.json()[0]).toMatchObject({
      reached: true,
      accounts: [{ current_value_amount_cents: 10_000 }],
    })
  })

  it('instant card, pending card, e-wallet and bank transfer in parallel share one limit', async () => {
    const p = await player()
    await setLimit(p.cookie, 'EUR', 10_000)
    const kinds: Kind[] = ['instant', 'pending', 'ewallet', 'bank', 'pending', 'bank', 'instant', 'ewallet']
    const answers = await Promise.all(kinds.map((kind) => deposit(p.cookie, body(kind, 4_000))))
    expect(statuses(answers)).toEqual({ accepted: 2, refused: 6 })
    await settleAll()
    expect(await balance(p.id)).toBe(8_000)
  })

  it('crypto deposits wait for the transfer and count against a limit in their coin', async () => {
    const p = await player()
    await setLimit(p.cookie, 'BTC', 100_000)
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => deposit(p.cookie, body('crypto', 40_000))),
    )
    expect(statuses(answers)).toEqual({ accepted: 2, refused: 3 })
    await settleAll()
    expect(await balance(p.id, 'BTC')).toBe(80_000)
  })

  it('a canceled pending deposit gives its room back', async () => {
    const p = await player()
    await setLimit(p.cookie, 'EUR', 10_000)
    const canceled = deposit(p.cookie, {
      ...body('pending', 10_000),
      card: { number: CARDS.cancel, expiry: '12/33', holder: 'Jane Doe', cvv: '123' },
    })
    expect((await canceled).statusCode).toBe(201)
    expect((await deposit(p.cookie, body('instant', 1_000))).statusCode).toBe(409)
    await settleAll()
    expect((await deposit(p.cookie, body('instant', 10_000))).json()).toMatchObject({ state: 'succeeded' })
  })
})

describe('a pending deposit that no longer fits when it settles', () => {
  it('is declined, never credited, when the limit was lowered meanwhile; what it held is free again', async () => {
    const p = await player()
    await setLimit(p.cookie, 'EUR', 10_000)
    const pending = (await deposit(p.cookie, body('pending', 8_000))).json() as Payment
    await setLimit(p.cookie, 'EUR', 5_000)
    await settleAll()
    const history = await inject(t.app, api.getPayments, { cookie: p.cookie })
    expect((history.json() as Payment[]).find((x) => x.id === pending.id)).toMatchObject({
      state: 'declined',
      error_key: DEPOSIT_LIMIT_DECLINE_KEY,
    })
    expect(await balance(p.id)).toBe(0)
    expect((await deposit(p.cookie, body('instant', 5_000))).json()).toMatchObject({ state: 'succeeded' })
  })

  it('waiting deposits that each fit a lowered limit but not together: parallel callbacks credit one', async () => {
    const p = await player()
    await setLimit(p.cookie, 'EUR', 10_000)
    const ids = await Promise.all(
      [0, 1, 2, 3].map(async () => ((await deposit(p.cookie, body('pending', 2_000))).json() as Payment).id),
    )
    await setLimit(p.cookie, 'EUR', 3_000)
    const secret = t.app.payments.settings.callbackSecret
    const answers = await Promise.all(
      ids.map((id, i) =>
        inject(i % 2 === 0 ? t.app : (second?.app ?? t.app), api.providerCallback, {
          csrf: false,
          rawBody: sandboxCallback(secret, Number(id), 'race', 'succeeded'),
        }),
      ),
    )
    const states = answers.map((r) => (r.json() as Payment).state).sort()
    expect(states).toEqual(['declined', 'declined', 'declined', 'succeeded'])
    expect(await balance(p.id)).toBe(2_000)
  })

  it('is declined when a new limit over another window was set meanwhile', async () => {
    const p = await player()
    // 30.00 credited three days ago: outside a daily window, inside a weekly one.
    await postTransaction(t.db, {
      playerId: p.id,
      currency: 'EUR',
      amountCents: 3_000,
      kind: 'deposit',
      idempotencyKey: `earlier-${p.id}`,
      now: new Date(clock.getTime() - 3 * DAY),
    })
    await setLimit(p.cookie, 'EUR', 10_000)
    expect((await deposit(p.cookie, body('bank', 6_000))).statusCode).toBe(201)
    await setLimit(p.cookie, 'EUR', 8_000, 'week')
    await settleAll()
    expect(await balance(p.id)).toBe(3_000)
  })
})

describe('one deposit sent twice at once under its idempotency key', () => {
  it('answers both copies with the one deposit, even when it fills the limit', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const p = await player()
      await setLimit(p.cookie, 'EUR', 10_000)
      const payload = body(trial % 2 === 0 ? 'instant' : 'pending', 10_000)
      const answers = await Promise.all([deposit(p.cookie, payload), deposit(p.cookie, payload, second?.app)])
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201])
      const ids = answers.map((answer) => (answer.json() as Payment).id)
      expect(ids[0]).toBe(ids[1])
    }
  })
})

describe.runIf(onPostgres)('two platform instances on one PostgreSQL', () => {
  it('parallel deposits of every kind through both instances never pass the limit together', async () => {
    const p = await player()
    await setLimit(p.cookie, 'EUR', 10_000)
    const kinds: Kind[] = ['pending', 'instant', 'bank', 'ewallet']
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        deposit(p.cookie, body(kinds[i % 4] ?? 'pending', 3_000), i % 2 === 0 ? t.app : second?.app),
      ),
    )
    expect(statuses(answers)).toEqual({ accepted: 3, refused: 13 })
    await settleAll()
    expect(await balance(p.id)).toBe(9_000)
  })
})
