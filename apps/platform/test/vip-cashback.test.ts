// Weekly cashback (issue #13, ADR 040): Monday 00:00 UTC, the level's percent of the past week's
// net cash loss as a bonus wagered once; nothing on a net win; once per (player, week) across two
// runs and two platform instances.
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { playerBonuses } from '../src/modules/bonuses/bonuses.tables.ts'
import { creditPointsInTx } from '../src/modules/loyalty/loyalty.service.ts'
import { cashbackPayouts } from '../src/modules/vip/vip.tables.ts'
import { postTransaction } from '../src/modules/wallet/ledger.repository.ts'
import { startSecondInstance } from './helpers/second-instance.ts'
import { clock, player, runJob, settle, setupVipApp, t } from './helpers/vip.ts'

setupVipApp('2031-05-14T12:00:00Z')

let rounds = 0
/** A settled real round as the ledger records it: the cash stake, then the cash win. */
async function playedRound(playerId: number, betCents: number, winCents: number, at: string) {
  const reference = `round:cashback-${++rounds}`
  const now = new Date(at)
  await postTransaction(t.db, {
    playerId,
    currency: 'EUR',
    amountCents: 100_000,
    kind: 'adjustment',
    idempotencyKey: `fund:${reference}`,
    now,
  })
  await postTransaction(t.db, {
    playerId,
    currency: 'EUR',
    amountCents: -betCents,
    kind: 'bet',
    idempotencyKey: `bet:${reference}`,
    reference,
    now,
  })
  if (winCents > 0)
    await postTransaction(t.db, {
      playerId,
      currency: 'EUR',
      amountCents: winCents,
      kind: 'win',
      idempotencyKey: `win:${reference}`,
      reference,
      now,
    })
}

/** Level 3 (300 persistent points): 5 % weekly cashback. */
async function levelThree(playerId: number) {
  await t.db.transaction((tx) =>
    creditPointsInTx(tx, {
      playerId,
      points: 300,
      persistent: true,
      reason: 'operator',
      key: 'operator:cashback',
      now: clock(),
    }),
  )
  await settle()
}

const cashbackBonuses = (playerId: number) =>
  t.db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.groupKey, 'vip_cashback')))

describe('weekly cashback', () => {
  it('pays the level percent of a net loss once per week, nothing on a net win', async () => {
    const loser = await player()
    const winner = await player()
    await levelThree(loser.id)
    await levelThree(winner.id)
    // Week of Monday 2031-05-12: loser stakes 100 € and wins 40 €; winner stakes 50 € and wins 90 €.
    await playedRound(loser.id, 6_000, 1_000, '2031-05-13T10:00:00Z')
    await playedRound(loser.id, 4_000, 3_000, '2031-05-18T23:59:00Z')
    await playedRound(winner.id, 5_000, 9_000, '2031-05-14T10:00:00Z')
    // Next week's play is not last week's loss.
    await playedRound(loser.id, 50_000, 0, '2031-05-19T00:00:01Z')

    expect(await runJob('weekly-cashback', '2031-05-19T00:00:05Z')).toBe(1)
    const [bonus] = await cashbackBonuses(loser.id)
    expect(bonus).toMatchObject({
      amountCents: 300,
      wagerRequiredCents: 300,
      currency: 'EUR',
      sourceKey: `cashback:${loser.id}:2031-05-12`,
    })
    expect(await cashbackBonuses(winner.id)).toEqual([])

    expect(await runJob('weekly-cashback', '2031-05-19T06:00:00Z')).toBe(0)
    expect(await cashbackBonuses(loser.id)).toHaveLength(1)
  })

  it.runIf(process.env.TEST_DATABASE_URL)('two platform instances pay a week once', async () => {
    const p = await player()
    await levelThree(p.id)
    await playedRound(p.id, 20_000, 0, '2031-05-20T10:00:00Z')
    const second = await startSecondInstance(t, { now: clock })
    try {
      const at = new Date('2031-05-26T00:00:05Z')
      const runs = await Promise.all([
        t.app.vip.runJob('weekly-cashback', at),
        second.app.vip.runJob('weekly-cashback', at),
      ])
      // One instance pays the week (this player and the first test's loser, who lost again on
      // Monday 2031-05-19); the other finds the week taken.
      expect(runs.filter((n) => n > 0)).toEqual([2])
      expect(runs).toContain(0)
    } finally {
      await second.close()
    }
    const payouts = await t.db.select().from(cashbackPayouts).where(eq(cashbackPayouts.playerId, p.id))
    expect(payouts.map((row) => [row.week, row.amountCents])).toEqual([['2031-05-19', 1_000]])
    expect(await cashbackBonuses(p.id)).toHaveLength(1)
  })
})
