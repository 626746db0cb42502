// The wallet ledger (issue #4 items 6, 15; issue #12 pockets): one posting per key, refused debits carry the
// balance, and neither pocket goes negative under concurrency — on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  findAccount,
  InsufficientFundsError,
  listEntries,
  type Posted,
  postTransaction,
} from '../src/modules/wallet/ledger.repository.ts'
import type { LedgerKind } from '../src/modules/wallet/wallet.tables.ts'
import { fundedPlayer as fundedPlayerOf } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function fundedPlayer(cents: number): Promise<number> {
  return (await fundedPlayerOf(t, cents)).playerId
}

async function balanceOf(playerId: number) {
  const account = await findAccount(t.db, playerId, 'EUR')
  return { amount: account?.amountCents, cashout: account?.availableToCashoutCents }
}

describe('postTransaction', () => {
  it('a replayed key returns the first answer and moves the money once', async () => {
    const playerId = await fundedPlayer(10_000)
    const bet = {
      playerId,
      currency: 'EUR',
      amountCents: -2_500,
      kind: 'bet' as const,
      idempotencyKey: 'bet-1',
    }
    const first = await postTransaction(t.db, bet)
    expect(first).toMatchObject({ balanceCents: 7_500, replayed: false })
    const again = await postTransaction(t.db, bet)
    expect(again).toMatchObject({ entryId: first.entryId, balanceCents: 7_500, replayed: true })
    // Still the first answer after the balance moved on.
    await postTransaction(t.db, { ...bet, idempotencyKey: 'bet-2' })
    expect(await postTransaction(t.db, bet)).toMatchObject({ entryId: first.entryId, balanceCents: 7_500 })
    expect((await balanceOf(playerId)).amount).toBe(5_000)
    const account = await findAccount(t.db, playerId, 'EUR')
    expect((await listEntries(t.db, account?.id ?? 0)).map((e) => e.amountCents)).toEqual([
      10_000, -2_500, -2_500,
    ])
  })

  it('twenty concurrent replays of one key move the money once', async () => {
    const playerId = await fundedPlayer(1_000)
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        postTransaction(t.db, {
          playerId,
          currency: 'EUR',
          amountCents: -300,
          kind: 'bet',
          idempotencyKey: 'same',
        }),
      ),
    )
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1)
    expect(results.filter((r) => !r.replayed)).toHaveLength(1)
    expect((await balanceOf(playerId)).amount).toBe(700)
  })

  it('refuses a debit above the balance with the balance, and writes nothing', async () => {
    const playerId = await fundedPlayer(999)
    const refused = postTransaction(t.db, {
      playerId,
      currency: 'EUR',
      amountCents: -1_000,
      kind: 'bet',
      idempotencyKey: 'too-much',
    })
    await expect(refused).rejects.toBeInstanceOf(InsufficientFundsError)
    await expect(refused).rejects.toMatchObject({ balanceCents: 999, currency: 'EUR' })
    expect((await balanceOf(playerId)).amount).toBe(999)
    // The refused key was not used up.
    await postTransaction(t.db, {
      playerId,
      currency: 'EUR',
      amountCents: 1,
      kind: 'adjustment',
      idempotencyKey: 'top-up',
    })
    expect(
      await postTransaction(t.db, {
        playerId,
        currency: 'EUR',
        amountCents: -1_000,
        kind: 'bet',
        idempotencyKey: 'too-much',
      }),
    ).toMatchObject({ balanceCents: 0, replayed: false })
  })

  it('cash kinds move cash, bonus kinds bonus money; neither pocket goes below zero (ADR 039)', async () => {
    const playerId = await fundedPlayer(1_000) // cash 1,000
    const post = (kind: LedgerKind, amountCents: number, idempotencyKey: string) =>
      postTransaction(t.db, { playerId, currency: 'EUR', amountCents, kind, idempotencyKey })
    await post('bonus_credit', 600, 'credit')
    expect(await balanceOf(playerId)).toEqual({ amount: 1_600, cashout: 1_000 })
    await post('bet', -500, 'b1')
    expect(await balanceOf(playerId)).toEqual({ amount: 1_100, cashout: 500 })
    await post('bonus_bet', -300, 'b2')
    expect(await balanceOf(playerId)).toEqual({ amount: 800, cashout: 500 })
    // A cash bet beyond the cash is refused with the cash, a bonus bet beyond bonus money with it.
    await expect(post('bet', -501, 'b3')).rejects.toMatchObject({ balanceCents: 500 })
    await expect(post('bonus_bet', -301, 'b4')).rejects.toMatchObject({ balanceCents: 300 })
    await post('win', 150, 'w1')
    await post('bonus_win', 50, 'w2')
    expect(await balanceOf(playerId)).toEqual({ amount: 1_000, cashout: 650 })
    // Conversion: bonus money leaves the bonus pocket and arrives as cash.
    await post('bonus_conversion', -350, 'c1')
    await post('conversion', 350, 'c2')
    expect(await balanceOf(playerId)).toEqual({ amount: 1_000, cashout: 1_000 })
  })

  it('200 parallel bets: exactly floor(balance / bet) succeed, the rest are refused with the balance', async () => {
    const start = 10_000
    const bet = 70
    const playerId = await fundedPlayer(start)
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        postTransaction(t.db, {
          playerId,
          currency: 'EUR',
          amountCents: -bet,
          kind: 'bet',
          idempotencyKey: `parallel-${i}`,
        }),
      ),
    )
    const accepted = outcomes.filter((o): o is PromiseFulfilledResult<Posted> => o.status === 'fulfilled')
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected')
    const expected = Math.floor(start / bet)
    expect(accepted).toHaveLength(expected)
    for (const o of refused) {
      expect(o.reason).toBeInstanceOf(InsufficientFundsError)
      expect((o.reason as InsufficientFundsError).balanceCents).toBe(start - expected * bet)
    }
    for (const o of accepted) expect(o.value.balanceCents).toBeGreaterThanOrEqual(0)
    // Every accepted bet saw a distinct balance: they ran one after the other.
    expect(new Set(accepted.map((o) => o.value.balanceCents)).size).toBe(expected)
    expect((await balanceOf(playerId)).amount).toBe(start - expected * bet)
    const account = await findAccount(t.db, playerId, 'EUR')
    expect(await listEntries(t.db, account?.id ?? 0)).toHaveLength(1 + expected)
  })
})
