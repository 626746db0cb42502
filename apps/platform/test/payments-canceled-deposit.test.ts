// The sandbox's cancel card (README "Test cards", ADR 016): the player abandons the 3-D Secure
// step, the deposit waits as `pending`, and the provider cancels it 3 s later through the signed
// callback path. Nothing is ever credited — not by the job, not by a late or repeated success
// callback, not when a success races the cancellation — and the player hears `payments_changes`
// with the canceled state. Runs on PGlite and PostgreSQL (TEST_DATABASE_URL).

import * as api from '@croupier/contract/api.generated'
import type { PaymentMethod } from '@croupier/contract/payments/get-payment-methods'
import type { Payment } from '@croupier/contract/payments/payment'
import { TEST_CARDS } from '@croupier/contract/payments/payment'
import { sandboxCardOutcome } from '@croupier/rules/payments'
import { describe, expect, it, vi } from 'vitest'
import { sandboxCallback } from '../src/modules/payments/payments.service.ts'
import { findAccount, listEntries } from '../src/modules/wallet/ledger.repository.ts'
import { advance, call, clock, key, ok, player, setupPaymentsApp, t } from './helpers/payments.ts'

setupPaymentsApp(new Date('2031-06-01T12:00:00Z'))

const CANCEL_CARD = '4000 0000 0000 3063'

function depositWithCancelCard(cookie: string) {
  return call(api.createDeposit, cookie, {
    body: {
      method_id: 'card-visa',
      currency: 'EUR',
      amount_cents: 5_000,
      idempotency_key: key(),
      card: { number: CANCEL_CARD, expiry: '12/33', holder: 'Jane Doe', cvv: '123' },
    },
  })
}

async function latestDeposit(cookie: string): Promise<Payment | undefined> {
  return ok<Payment[]>(await call(api.getPayments, cookie, { query: { action: 'deposit' } }))[0]
}

/** Balance and every ledger entry of the player's EUR wallet. */
async function ledger(playerId: number) {
  const account = await findAccount(t.db, playerId, 'EUR')
  return {
    amount: account?.amountCents ?? 0,
    entries: account ? await listEntries(t.db, account.id) : [],
  }
}

describe('the cancel test card', () => {
  it('is a documented card of its own: BIN 400000, last four 3063, distinct from the others', () => {
    expect(TEST_CARDS).toContainEqual(expect.objectContaining({ number: CANCEL_CARD, outcome: 'canceled' }))
    expect(new Set(TEST_CARDS.map((card) => card.number.slice(-4))).size).toBe(TEST_CARDS.length)
    expect(sandboxCardOutcome('400000', '3063')).toBe('canceled')
    expect(sandboxCardOutcome('400000', '3220')).toBe('pending')
    expect(sandboxCardOutcome('400000', '0002')).toBe('declined')
    expect(sandboxCardOutcome('424242', '4242')).toBe('succeeded')
  })

  it('stays pending, then the provider cancels it 3 s later: nothing credited, finished_at set, payments_changes canceled', async () => {
    const { id, cookie } = await player()
    const before = await ledger(id)
    const created = ok<Payment>(await depositWithCancelCard(cookie), 201)
    expect(created).toMatchObject({ state: 'pending', finished_at: null, error_key: null })
    expect(created.card).toEqual({ bin: '400000', last4: '3063', expiry: '12/33', holder: 'Jane Doe' })

    // Not yet due: the player is still "at the 3-D Secure step".
    advance(2_000)
    await t.app.payments.runDueJobs(clock)
    expect((await latestDeposit(cookie))?.state).toBe('pending')

    const publish = vi.spyOn(t.app.realtime, 'publishToPlayer')
    try {
      advance(1_000)
      await t.app.payments.runDueJobs(clock)
      expect(publish).toHaveBeenCalledWith(String(id), 'payments_changes', {
        payment_id: created.id,
        action: 'deposit',
        state: 'canceled',
      })
      // No money moved, so no balance event either.
      expect(
        publish.mock.calls.filter(([player, name]) => player === String(id) && name === 'balance'),
      ).toEqual([])
    } finally {
      publish.mockRestore()
    }

    const canceled = await latestDeposit(cookie)
    expect(canceled).toMatchObject({
      id: created.id,
      state: 'canceled',
      error_key: 'PAYMENTS.CANCELED',
      finished_at: clock.toISOString(),
      recallable: false,
    })
    expect(await ledger(id)).toEqual(before)
    // A card that never paid is not saved for one-click deposits.
    const methods = ok<PaymentMethod[]>(
      await call(api.getPaymentMethods, cookie, { query: { currency: 'EUR', action: 'deposit' } }),
    )
    expect(methods.flatMap((m) => m.saved_profiles)).toEqual([])
  })

  it('a late, repeated or racing success callback for a canceled deposit credits nothing; it stays canceled', async () => {
    const { id, cookie } = await player()
    const secret = t.app.payments.settings.callbackSecret
    const created = ok<Payment>(await depositWithCancelCard(cookie), 201)
    advance(3_000)
    await t.app.payments.runDueJobs(clock)
    const canceled = await latestDeposit(cookie)
    expect(canceled?.state).toBe('canceled')
    const before = await ledger(id)

    // The job's own event again (a duplicate delivery), then a late success under a new event id.
    const duplicate = sandboxCallback(secret, Number(created.id), 'complete', 'canceled')
    expect(ok<Payment>(await call(api.providerCallback, undefined, { body: duplicate })).state).toBe(
      'canceled',
    )
    const late = sandboxCallback(secret, Number(created.id), 'late-success', 'succeeded')
    expect(ok<Payment>(await call(api.providerCallback, undefined, { body: late })).state).toBe('canceled')
    expect(ok<Payment>(await call(api.providerCallback, undefined, { body: late })).state).toBe('canceled')
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(api.providerCallback, undefined, {
          body: sandboxCallback(secret, Number(created.id), `race-${i}`, 'succeeded'),
        }),
      ),
    )
    for (const response of racing) expect(ok<Payment>(response).state).toBe('canceled')
    advance(60_000)
    await t.app.payments.runDueJobs(clock)

    expect(await latestDeposit(cookie)).toEqual(canceled)
    expect(await ledger(id)).toEqual(before)
  })

  it('when a success callback races the cancellation, exactly one wins and the ledger agrees with it', async () => {
    const { id, cookie } = await player()
    const secret = t.app.payments.settings.callbackSecret
    const created = ok<Payment>(await depositWithCancelCard(cookie), 201)
    advance(3_000)
    await Promise.all([
      t.app.payments.runDueJobs(clock),
      call(api.providerCallback, undefined, {
        body: sandboxCallback(secret, Number(created.id), 'racer', 'succeeded'),
      }),
    ])
    const final = await latestDeposit(cookie)
    const { amount, entries } = await ledger(id)
    const credits = entries.filter((entry) => entry.idempotencyKey === `payment:${created.id}:credit`)
    if (final?.state === 'succeeded') {
      expect(credits).toHaveLength(1)
      expect(amount).toBe(5_000)
    } else {
      expect(final?.state).toBe('canceled')
      expect(credits).toHaveLength(0)
      expect(amount).toBe(0)
    }
  })
})
