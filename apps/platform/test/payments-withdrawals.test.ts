// Sandbox withdrawals (issue #5 items 1–6, 16): reservations that never overdraw under parallel
// requests, recall and its IDOR, history, IBAN rules. Runs on PGlite and PostgreSQL.
import * as api from '@croupier/contract/api.generated'
import type { Payment } from '@croupier/contract/payments/payment'
import type { Player } from '@croupier/contract/player/get-player'
import { describe, expect, it } from 'vitest'
import {
  advance,
  balance,
  call,
  card,
  clock,
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

describe('withdrawals', () => {
  it('reserve funds at once, stay recallable while pending, then processing → succeeded', async () => {
    const { id, cookie } = await player()
    await deposit(cookie, { card: card(VISA_OK), amount_cents: 10_000 })
    const payment = ok<Payment>(await withdraw(cookie), 201)
    expect(payment).toMatchObject({
      action: 'cashout',
      state: 'pending',
      recallable: true,
      account_mask: '…3000',
    })
    expect(await balance(id)).toEqual({ amount: 7_000, cashout: 7_000 })
    advance(60_000)
    await t.app.payments.runDueJobs(clock)
    const processing = ok<Payment[]>(await call(api.getPayments, cookie, { query: { action: 'cashout' } }))[0]
    expect(processing).toMatchObject({ state: 'processing', recallable: false })
    const late = await call(api.recallPayment, cookie, { params: { id: payment.id } })
    expect(late.statusCode).toBe(409)
    expect(late.json().error).toBe('PAYMENT_NOT_RECALLABLE')
    advance(60_000)
    await t.app.payments.runDueJobs(clock)
    const done = ok<Payment[]>(await call(api.getPayments, cookie, { query: { action: 'cashout' } }))[0]
    expect(done).toMatchObject({ state: 'succeeded', recallable: false })
    expect(done?.finished_at).not.toBeNull()
    expect((await balance(id)).amount).toBe(7_000)
  })

  it('never reserve more than available_to_cashout, even under 50 parallel requests', async () => {
    const { id, cookie } = await player()
    await deposit(cookie, { card: card(VISA_OK), amount_cents: 10_000 })
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => withdraw(cookie, { amount_cents: 3_000 })),
    )
    const created = responses.filter((r) => r.statusCode === 201)
    const refused = responses.filter((r) => r.statusCode === 422)
    expect(created).toHaveLength(3)
    expect(refused).toHaveLength(47)
    expect(refused[0]?.json()).toEqual({ errors: { amount_cents: ['VALIDATION.NOT_ENOUGH_MONEY'] } })
    expect(await balance(id)).toEqual({ amount: 1_000, cashout: 1_000 })
  })

  it('recall returns the funds once; another player can neither read nor recall', async () => {
    const owner = await player()
    const other = await player()
    await deposit(owner.cookie, { card: card(VISA_OK), amount_cents: 10_000 })
    const payment = ok<Payment>(await withdraw(owner.cookie), 201)
    const stolen = await call(api.recallPayment, other.cookie, { params: { id: payment.id } })
    expect(stolen.statusCode).toBe(404)
    expect(ok<Payment[]>(await call(api.getPayments, other.cookie))).toEqual([])
    const [a, b] = await Promise.all([
      call(api.recallPayment, owner.cookie, { params: { id: payment.id } }),
      call(api.recallPayment, owner.cookie, { params: { id: payment.id } }),
    ])
    expect(ok<Payment>(a!).state).toBe('recalled')
    expect(ok<Payment>(b!).state).toBe('recalled')
    expect(await balance(owner.id)).toEqual({ amount: 10_000, cashout: 10_000 })
    expect((await call(api.recallPayment, owner.cookie, { params: { id: '999999999' } })).statusCode).toBe(
      404,
    )
    expect((await call(api.recallPayment, owner.cookie, { params: { id: 'abc' } })).statusCode).toBe(404)
    // A deposit is never recallable.
    const dep = ok<Payment[]>(await call(api.getPayments, owner.cookie, { query: { action: 'deposit' } }))[0]
    expect(
      (await call(api.recallPayment, owner.cookie, { params: { id: String(dep?.id) } })).statusCode,
    ).toBe(409)
  })

  it('history lists every state newest first with recallable', async () => {
    const { cookie } = await player()
    await deposit(cookie, { card: card(VISA_OK), amount_cents: 20_000 })
    advance(1_000)
    await deposit(cookie, { card: card(VISA_DECLINE) })
    advance(1_000)
    const recalled = ok<Payment>(await withdraw(cookie), 201)
    await call(api.recallPayment, cookie, { params: { id: recalled.id } })
    advance(1_000)
    await withdraw(cookie)
    const list = ok<Payment[]>(await call(api.getPayments, cookie))
    expect(list.map((p) => [p.action, p.state, p.recallable])).toEqual([
      ['cashout', 'pending', true],
      ['cashout', 'recalled', false],
      ['deposit', 'declined', false],
      ['deposit', 'succeeded', false],
    ])
    expect(list.every((p) => p.payment_system_type === (p.action === 'deposit' ? 'PAYMENT' : 'PAYOUT'))).toBe(
      true,
    )
  })

  it('validates the IBAN and adds an LT IBAN to group 1101', async () => {
    const { cookie } = await player()
    await deposit(cookie, { card: card(VISA_OK), amount_cents: 20_000 })
    expect((await withdraw(cookie, { account: { iban: 'DE89-3704', holder: 'Jane Doe' } })).json()).toEqual({
      errors: { 'account.iban': ['VALIDATION.IBAN'] },
    })
    ok<Payment>(
      await withdraw(cookie, { account: { iban: 'LT12 1000 0111 0100 1000', holder: 'Jane Doe' } }),
      201,
    )
    const me = ok<Player>(await call(api.getPlayer, cookie))
    expect(me.statuses.map((s) => s.id)).toContain(1101)
  })
})
