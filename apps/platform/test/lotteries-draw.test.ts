// Lottery draws (issue #14, ADR 041): two platform instances on one PostgreSQL draw a lottery once
// and pay each place once; the public proof verifies with rules' verifyTicketDraw and a tampered
// seed does not; each place gets its own prize (cash through the ledger, bonus money through the
// bonus engine); a lottery with fewer tickets than places pays the tickets it has; before the draw
// only the seed's hash is public. The seeded archive lottery shows winners and a valid proof.
import * as api from '@croupier/contract/api.generated'
import type { Lottery } from '@croupier/contract/lotteries/lottery'
import { verifyTicketDraw } from '@croupier/rules/fairness'
import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { playerBonuses } from '../src/modules/bonuses/bonuses.tables.ts'
import { accounts, ledgerEntries } from '../src/modules/wallet/wallet.tables.ts'
import { inject } from './helpers/call.ts'
import { createLottery, giveTickets, ticketsOf, winnersOf } from './helpers/lotteries.ts'
import { clock, ok, setupPaymentsApp, t } from './helpers/payments.ts'
import { fundedPlayer } from './helpers/players.ts'
import { startSecondInstance } from './helpers/second-instance.ts'

setupPaymentsApp()

const PRIZES = [
  { place: 1, type: 'cash', amount: { EUR: 50_000 } },
  { place: 2, type: 'cash', amount: { EUR: 20_000 } },
  { place: 3, type: 'bonus', amount: { EUR: 2_000 } },
]

const detail = async (id: string) => ok<Lottery>(await inject(t.app, api.getLottery, { params: { id } }))

const paidEntries = (lotteryId: string) =>
  t.db
    .select({
      idempotencyKey: ledgerEntries.idempotencyKey,
      amountCents: ledgerEntries.amountCents,
      playerId: accounts.playerId,
    })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(like(ledgerEntries.idempotencyKey, `lottery:${lotteryId}:%`))

const prizeBonuses = (lotteryId: string) =>
  t.db
    .select()
    .from(playerBonuses)
    .where(like(playerBonuses.sourceKey, `lottery:${lotteryId}:%`))

async function proofChecks(lottery: Lottery) {
  const { proof } = lottery
  const full = {
    server_seed: proof.server_seed ?? '',
    server_seed_hash: proof.server_seed_hash,
    client_seed: proof.client_seed ?? '',
    ticket_ids: proof.ticket_ids,
    picks: proof.picks,
  }
  return {
    honest: await verifyTicketDraw(full),
    tampered: await verifyTicketDraw({ ...full, server_seed: 'ab'.repeat(32) }),
  }
}

describe('lottery draw', () => {
  it('the seeded autumn lottery is archived with winners and a proof that verifies', async () => {
    const autumn = await detail('autumn-lottery')
    expect(autumn.status).toBe('archive')
    expect(autumn.winners.length).toBeGreaterThan(0)
    expect((await proofChecks(autumn)).honest.valid).toBe(true)
    const weekly = await detail('weekly-lottery')
    expect(weekly.winners).toEqual([])
    expect(weekly.proof.server_seed).toBeNull()
  })
  it('pays each place its prize once; the proof verifies and a tampered seed does not', async () => {
    const lottery = await createLottery(t, { prizes: PRIZES })
    const players = await Promise.all([1, 2, 3, 4].map(() => fundedPlayer(t, 0)))
    for (const [i, p] of players.entries()) await giveTickets(t, lottery.id, p.playerId, i + 1)

    const before = await detail(lottery.id)
    expect(before.proof).toMatchObject({ server_seed: null, client_seed: null, ticket_ids: [], picks: [] })
    expect(before.proof.server_seed_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(before.tickets_total).toBe(10)

    const drawn = ok<{ winners: Lottery['winners'] }>(
      await inject(t.app, api.drawDevLottery, { params: { id: lottery.id } }),
    )
    expect(drawn.winners.map((w) => [w.place, w.amount_cents])).toEqual([
      [1, 50_000],
      [2, 20_000],
      [3, 2_000],
    ])
    const winners = await winnersOf(t, lottery.id)
    expect(new Set(winners.map((w) => w.ticketId)).size).toBe(3)
    const entries = await paidEntries(lottery.id)
    expect(entries.map((e) => [e.idempotencyKey, e.amountCents]).sort()).toEqual([
      [`lottery:${lottery.id}:1`, 50_000],
      [`lottery:${lottery.id}:2`, 20_000],
    ])
    expect(entries.map((e) => e.playerId).sort()).toEqual(
      winners
        .slice(0, 2)
        .map((w) => w.playerId)
        .sort(),
    )
    const bonuses = await prizeBonuses(lottery.id)
    expect(bonuses.map((b) => [b.sourceKey, b.amountCents, b.playerId])).toEqual([
      [`lottery:${lottery.id}:3`, 2_000, winners[2]?.playerId],
    ])

    const after = await detail(lottery.id)
    expect(after.winners[0]?.nickname).toMatch(/\*\*\*$/)
    expect(after.proof.ticket_ids).toEqual((await ticketsOf(t, lottery.id)).map((row) => String(row.id)))
    const { honest, tampered } = await proofChecks(after)
    expect(honest.valid).toBe(true)
    expect(tampered).toMatchObject({ hashMatches: false, valid: false })

    // Running the job again, or the dev draw again, pays nothing more.
    expect(await t.app.lotteries.runDraws(new Date(clock.getTime() + 86_400_000))).not.toContain(
      Number(lottery.id),
    )
    ok(await inject(t.app, api.drawDevLottery, { params: { id: lottery.id } }))
    expect(await paidEntries(lottery.id)).toHaveLength(2)
    expect(await prizeBonuses(lottery.id)).toHaveLength(1)
  })

  it('fewer tickets than places: the tickets there are win, once each', async () => {
    const lottery = await createLottery(t, { prizes: PRIZES })
    const p = await fundedPlayer(t, 0)
    await giveTickets(t, lottery.id, p.playerId, 2)
    const drawn = ok<{ winners: Lottery['winners'] }>(
      await inject(t.app, api.drawDevLottery, { params: { id: lottery.id } }),
    )
    expect(drawn.winners.map((w) => w.place)).toEqual([1, 2])
    expect((await paidEntries(lottery.id)).map((e) => e.amountCents).sort()).toEqual([20_000, 50_000])
    expect((await proofChecks(await detail(lottery.id))).honest.valid).toBe(true)
  })

  it('a lottery without tickets draws with no winners', async () => {
    const lottery = await createLottery(t, { prizes: PRIZES })
    const drawn = ok<{ winners: unknown[] }>(
      await inject(t.app, api.drawDevLottery, { params: { id: lottery.id } }),
    )
    expect(drawn.winners).toEqual([])
    expect((await detail(lottery.id)).in_progress).toBe(false)
  })

  it.runIf(process.env.TEST_DATABASE_URL)('two platform instances draw once and pay once', async () => {
    const lottery = await createLottery(t, { prizes: PRIZES, minutes: 1 })
    const players = await Promise.all([1, 2, 3].map(() => fundedPlayer(t, 0)))
    for (const p of players) await giveTickets(t, lottery.id, p.playerId, 3)
    const second = await startSecondInstance(t, { now: () => clock })
    try {
      const at = new Date(clock.getTime() + 120_000)
      const runs = await Promise.all([t.app.lotteries.runDraws(at), second.app.lotteries.runDraws(at)])
      expect(runs.flat().filter((id) => id === Number(lottery.id))).toHaveLength(1)
    } finally {
      await second.close()
    }
    expect(await winnersOf(t, lottery.id)).toHaveLength(3)
    expect(await paidEntries(lottery.id)).toHaveLength(2)
    expect(await prizeBonuses(lottery.id)).toHaveLength(1)
    expect((await proofChecks(await detail(lottery.id))).honest.valid).toBe(true)
  })
})
