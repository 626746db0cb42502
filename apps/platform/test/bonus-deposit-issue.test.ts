// A succeeded deposit issues its bonus once (issue #12): the code on the deposit, else the stored
// deposit bonus code (cleared after use) — a welcome-pack step only when its code WELCOMEPACK<n> is
// chosen on the player's n-th deposit (ADR 039); a code the player entered despite receive_promos off;
// min(deposit × percent, cap), wager multiplier × bonus, activated at once when none is active,
// free spins as a batch. Racing callbacks issue it once. Runs on PGlite and PostgreSQL.
import * as api from '@croupier/contract/api.generated'
import type { Payment } from '@croupier/contract/payments/payment'
import { beforeAll, describe, expect, it } from 'vitest'
import { sandboxCallback } from '../src/modules/payments/payments.service.ts'
import { register } from './helpers/auth.ts'
import { bonusesOf, freeSpinsOf, insertFreeSpinGames, joinGroups } from './helpers/offers.ts'
import {
  balance,
  call,
  card,
  deposit,
  ok,
  player,
  setupPaymentsApp,
  t,
  VISA_OK,
  VISA_PENDING,
} from './helpers/payments.ts'

setupPaymentsApp()
beforeAll(async () => {
  await insertFreeSpinGames(t.db)
})

describe('deposit bonus issue', () => {
  it('WELCOME100 on the deposit: 100% of €50, wager ×35, active at once, 100 free spins issued', async () => {
    const { id, cookie } = await player()
    ok<Payment>(await deposit(cookie, { card: card(VISA_OK), bonus_code: 'welcome100' }), 201)
    const [bonus] = await bonusesOf(t, cookie)
    expect(bonus).toMatchObject({
      group_key: 'welcome',
      stage: 'activated',
      amount_cents: 5_000,
      balance_cents: 5_000,
      wager_required_cents: 35 * 5_000,
      wagering_percent: 0,
      title: '100% up to €500 + 100 free spins',
      terms: { percent: 100, min_deposit_cents: 2_000, max_bonus_cents: 50_000, max_bet_cents: 500 },
    })
    expect(await balance(id)).toEqual({ amount: 10_000, cashout: 5_000 })
    // The sign-up gift's 20 spins come first.
    const [gift, batch] = await freeSpinsOf(t, cookie)
    expect(gift).toMatchObject({ group_key: 'registration', count: 20 })
    expect(batch).toMatchObject({
      stage: 'issued',
      count: 100,
      remaining: 100,
      stake_cents: 50,
      activatable: true,
    })
    expect(batch?.games.map((g) => g.slug)).toEqual(['tomb-of-the-pharaoh-ii', 'dragon-garden-1000'])
  })

  it('caps the bonus and refuses a deposit under the minimum', async () => {
    const { cookie } = await player()
    ok<Payment>(
      await deposit(cookie, { card: card(VISA_OK), bonus_code: 'WELCOME100', amount_cents: 1_500 }),
      201,
    )
    expect(await bonusesOf(t, cookie)).toEqual([])
    ok<Payment>(
      await deposit(cookie, { card: card(VISA_OK), bonus_code: 'QUICK1', amount_cents: 5_000 }),
      201,
    )
    const [quick] = await bonusesOf(t, cookie)
    expect(quick).toMatchObject({ group_key: 'quick', amount_cents: 1_000, wager_required_cents: 1_000 })
  })

  it('the stored deposit bonus code is used once and cleared, promotional RELOAD50 even with receive_promos off', async () => {
    const { cookie } = await player()
    // receive_promos off: RELOAD50 is not offered, but a code the player stores is their request.
    ok(await call(api.setBonusCode, cookie, { body: { deposit_bonus_code: 'RELOAD50' } }))
    ok<Payment>(await deposit(cookie, { card: card(VISA_OK), amount_cents: 4_000 }), 201)
    const [reload] = await bonusesOf(t, cookie)
    expect(reload).toMatchObject({ group_key: 'reload', amount_cents: 2_000, wager_required_cents: 60_000 })
    expect(
      ok<{ deposit_bonus_code: string | null }>(await call(api.getPlayer, cookie)).deposit_bonus_code,
    ).toBeNull()
  })

  it('nothing for can_issue_bonuses off, a multi-account, or no code', async () => {
    const off = await player()
    ok(await call(api.updateBonusSettings, off.cookie, { body: { settings: { can_issue: false } } }))
    ok<Payment>(await deposit(off.cookie, { card: card(VISA_OK), bonus_code: 'WELCOME100' }), 201)
    expect(await bonusesOf(t, off.cookie)).toEqual([])
    const multi = await player()
    await joinGroups(t.db, multi.id, [100])
    ok<Payment>(await deposit(multi.cookie, { card: card(VISA_OK), bonus_code: 'WELCOME100' }), 201)
    expect(await bonusesOf(t, multi.cookie)).toEqual([])
    const plain = await player()
    ok<Payment>(await deposit(plain.cookie, { card: card(VISA_OK) }), 201)
    expect(await bonusesOf(t, plain.cookie)).toEqual([])
  })

  it('the welcome pack is chosen step by step (WELCOMEPACK<n>) by a stag-131811 player; the second step waits issued', async () => {
    const { player: registered, cookie } = await register(t.app, { currency: 'EUR', stag: '131811_spring' })
    const statuses = ok<{ statuses: { id: number }[] }>(await call(api.getPlayer, cookie)).statuses
    expect(statuses.map((s) => Number(s.id))).toContain(131811)
    // "No bonus" means none: no step slips in with a deposit without a code.
    ok<Payment>(await deposit(cookie, { card: card(VISA_OK), amount_cents: 10_000 }), 201)
    expect(await bonusesOf(t, cookie)).toEqual([])
    // The step matches the n-th deposit: WELCOMEPACK1 on the second deposit issues nothing.
    ok<Payment>(
      await deposit(cookie, { card: card(VISA_OK), amount_cents: 10_000, bonus_code: 'WELCOMEPACK1' }),
      201,
    )
    expect(await bonusesOf(t, cookie)).toEqual([])
    ok<Payment>(
      await deposit(cookie, { card: card(VISA_OK), amount_cents: 10_000, bonus_code: 'welcomepack3' }),
      201,
    )
    ok<Payment>(
      await deposit(cookie, { card: card(VISA_OK), amount_cents: 10_000, bonus_code: 'WELCOMEPACK4' }),
      201,
    )
    const bonuses = await bonusesOf(t, cookie)
    expect(bonuses.map((b) => [b.group_key, b.stage, b.amount_cents, b.title])).toEqual([
      ['welcome_pack', 'activated', 5_000, 'Welcome pack 3/4: 50% up to €300 + 30 free spins'],
      ['welcome_pack', 'issued', 10_000, 'Welcome pack 4/4: 100% up to €300 + 30 free spins'],
    ])
    expect((await freeSpinsOf(t, cookie)).map((b) => b.count)).toEqual([20, 30, 30])
    expect(registered.id).toBeGreaterThan(0)
  })

  it('issues once when callbacks race', async () => {
    const { id, cookie } = await player()
    const secret = t.app.payments.settings.callbackSecret
    const pending = ok<Payment>(
      await deposit(cookie, { card: card(VISA_PENDING), bonus_code: 'WELCOME100', amount_cents: 8_000 }),
      201,
    )
    const racing = Array.from({ length: 8 }, (_, i) =>
      call(api.providerCallback, undefined, {
        body: sandboxCallback(secret, Number(pending.id), `offers-race-${i}`, 'succeeded'),
      }),
    )
    for (const response of await Promise.all(racing)) expect(response.statusCode, response.body).toBe(200)
    const bonuses = await bonusesOf(t, cookie)
    expect(bonuses).toHaveLength(1)
    expect(bonuses[0]).toMatchObject({ amount_cents: 8_000, stage: 'activated' })
    expect((await freeSpinsOf(t, cookie)).map((b) => b.group_key)).toEqual(['registration', 'welcome'])
    expect(await balance(id)).toEqual({ amount: 16_000, cashout: 8_000 })
  })
})
