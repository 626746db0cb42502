// What payments check besides the method (issue #5 items 1–6, 16): the fraud check, the deposit
// bonus code and the deposit and cooling-off limits. Runs on PGlite and PostgreSQL.

import * as api from '@croupier/contract/api.generated'
import type { FraudDecision } from '@croupier/contract/auth/fraud-check'
import type { DepositBonus } from '@croupier/contract/bonuses/get-deposit-bonuses'
import type { Payment } from '@croupier/contract/payments/payment'
import type { Player } from '@croupier/contract/player/get-player'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { fraudChecks } from '../src/modules/payments/payments.tables.ts'
import { addPlayerGroups } from '../src/modules/player/player.repository.ts'
import { nameOf } from './helpers/call.ts'
import {
  balance,
  call,
  card,
  deposit,
  ok,
  player,
  setupPaymentsApp,
  t,
  VISA_DECLINE,
  VISA_OK,
  withdraw,
} from './helpers/payments.ts'

setupPaymentsApp()

describe(`fraud check (${nameOf(api.fraudCheck)})`, () => {
  it('records every check and refuses a configured BIN or a large amount for a regular player', async () => {
    const { id, cookie } = await player()
    const check = (body: Record<string, unknown>) =>
      call(api.fraudCheck, cookie, {
        body: {
          currency: 'EUR',
          amount_cents: 5_000,
          type: 'transaction',
          ...body,
        },
      })
    expect(
      ok<FraudDecision>(
        await check({
          card_bin: '424242',
          card_last4: '4242',
          expiry_month: 12,
          expiry_year: 2033,
          email: '',
        }),
      ),
    ).toMatchObject({ decision: 'allow', reason: null })
    t.app.payments.settings.fraudBlockedBins = ['400000']
    try {
      expect(ok<FraudDecision>(await check({ card_bin: '400000', card_last4: '0002' }))).toMatchObject({
        decision: 'deny',
        reason: 'BIN_BLOCKED',
      })
      // The deposit runs the same rules.
      const refused = await deposit(cookie, { card: card(VISA_DECLINE) })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error).toBe('PAYMENT_REFUSED')
    } finally {
      t.app.payments.settings.fraudBlockedBins = []
    }
    expect(ok<FraudDecision>(await check({ amount_cents: 1_000_001, type: 'payout' }))).toMatchObject({
      decision: 'deny',
      reason: 'AMOUNT_OVER_THRESHOLD',
    })
    await addPlayerGroups(t.db, id, [759])
    expect(ok<FraudDecision>(await check({ amount_cents: 1_000_001, type: 'payout' })).decision).toBe('allow')
    const rows = await t.db.select().from(fraudChecks).where(eq(fraudChecks.playerId, id))
    expect(rows.length).toBe(5)
    expect(rows[0]?.payload).not.toHaveProperty('email')
    expect(rows.at(-1)?.playerStatus).toBe('diamond')
    expect(
      (
        await call(api.fraudCheck, undefined, {
          body: {
            currency: 'EUR',
            amount_cents: 1,
            type: 'payout',
          },
        })
      ).statusCode,
    ).toBe(401)
  })
})

describe('deposit bonus code (spec 1 §4)', () => {
  it('set, clear and the deposit bonuses withheld by code, settings and group 100', async () => {
    const { id, cookie } = await player()
    const bonuses = async () => ok<DepositBonus[]>(await call(api.getDepositBonuses, cookie))
    const listed = await bonuses()
    // Issue #12: the deposit bonuses are bonus definitions; WELCOME100 (issue 5) first. A new player
    // has receive_promos off, so the promotional RELOAD50 is not offered (ADR 039).
    expect(listed[0]?.code).toBe('WELCOME100')
    expect(listed.map((b) => b.code)).not.toContain('RELOAD50')
    expect(listed[0]).toMatchObject({
      currency: 'EUR',
      percent: 100,
      min_deposit_cents: 2_000,
      max_bonus_cents: 50_000,
    })
    expect(
      ok(await call(api.setBonusCode, cookie, { body: { deposit_bonus_code: ' WELCOME100 ' } })),
    ).toEqual({ deposit_bonus_code: 'WELCOME100' })
    expect(ok<Player>(await call(api.getPlayer, cookie)).deposit_bonus_code).toBe('WELCOME100')
    expect(await bonuses()).toEqual([])
    expect(ok(await call(api.clearBonusCode, cookie))).toEqual({
      deposit_bonus_code: null,
    })
    expect(await bonuses()).toHaveLength(listed.length)
    expect((await call(api.setBonusCode, cookie, { body: { deposit_bonus_code: '  ' } })).json()).toEqual({
      errors: { deposit_bonus_code: ['VALIDATION.REQUIRED'] },
    })
    expect(
      ok(await call(api.updateBonusSettings, cookie, { body: { settings: { can_issue: false } } })),
    ).toEqual({ settings: { can_issue: false } })
    expect(await bonuses()).toEqual([])
    await call(api.updateBonusSettings, cookie, { body: { settings: { can_issue: true } } })
    await addPlayerGroups(t.db, id, [100])
    expect(await bonuses()).toEqual([])
  })
})

describe('limits', () => {
  it('a deposit over the deposit limit is refused; a cooling-off player cannot deposit but can withdraw', async () => {
    const { id, cookie } = await player()
    await deposit(cookie, { card: card(VISA_OK), amount_cents: 10_000 })
    ok(
      await call(api.createUserLimit, cookie, {
        body: {
          type: 'deposit',
          period: 'day',
          currency: 'EUR',
          amount_cents: 12_000,
        },
      }),
    )
    const over = await deposit(cookie, { card: card(VISA_OK), amount_cents: 5_000 })
    expect(over.statusCode, over.body).toBe(409)
    expect(over.json().error).toBe('LIMIT_REACHED')
    ok<Payment>(await deposit(cookie, { card: card(VISA_OK), amount_cents: 2_000 }), 201)
    ok(await call(api.createUserLimit, cookie, { body: { type: 'coolingoff', period: 'day' } }))
    const blocked = await deposit(cookie, { card: card(VISA_OK), amount_cents: 1_000 })
    expect(blocked.statusCode).toBe(403)
    expect(blocked.json().error).toBe('COOLING_OFF')
    ok<Payment>(await withdraw(cookie, { amount_cents: 5_000 }), 201)
    expect((await balance(id)).amount).toBe(7_000)
  })
})
