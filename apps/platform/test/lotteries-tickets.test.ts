// Lottery tickets (issue #14, ADR 041): one per deposit of at least the minimum in its currency, one
// per `stake_eur_cents` of real stakes with the remainder kept, `count` per shop exchange key — each
// exactly once under concurrency and when the subscriber runs again; only while the lottery is
// active and for players in its groups.
import * as api from '@croupier/contract/api.generated'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { domainEvents } from '../src/modules/events/events.tables.ts'
import { insertLottery } from '../src/modules/lotteries/lotteries.repository.ts'
import { issueTicketsInTx } from '../src/modules/lotteries/lotteries.service.ts'
import { ticketsFromDeposit, ticketsFromRounds } from '../src/modules/lotteries/tickets.ts'
import { shopCards } from '../src/modules/loyalty/loyalty.tables.ts'
import { addPlayerGroups } from '../src/modules/player/groups.service.ts'
import { inject } from './helpers/call.ts'
import { createLottery, ticketsOf } from './helpers/lotteries.ts'
import { cardRow, compPoints, creditPoints, exchange, exchangeBody } from './helpers/loyalty.ts'
import { card, clock, deposit, ok, player, setupPaymentsApp, t, VISA_OK } from './helpers/payments.ts'
import { fundedPlayer } from './helpers/players.ts'
import { roundEvents } from './helpers/tournaments.ts'
import { insertPlayGames, launch, playRound } from './play-fixtures.ts'

setupPaymentsApp()

const settle = () => t.app.events.dispatch()

async function depositEvents() {
  const rows = await t.db.select().from(domainEvents).where(eq(domainEvents.type, 'deposit.succeeded'))
  return rows.map(
    (row) => row.payload as { payment_id: number; player_id: number; amount_cents: number; currency: string },
  )
}

async function spins(cookie: string, bets: readonly number[]) {
  const launched = await Promise.all([0, 1].map(() => launch(t.app, 'croupier/fruit-slot', 'real', cookie)))
  const ids = launched.map((r) => (r.json() as { id: string }).id)
  const results = await Promise.all(
    bets.map((bet, i) => playRound(t.app, ids[i % 2] as string, { action: 'spin', bet_cents: bet }, cookie)),
  )
  for (const result of results) expect(result.statusCode, result.body).toBe(200)
}

describe('lottery tickets', () => {
  it('one ticket per deposit at or above the minimum, concurrent deposits and a replay give each once', async () => {
    const lottery = await createLottery(t, { deposit_min: { EUR: 2_000 } })
    const { id, cookie } = await player()
    const amounts = [2_000, 5_000, 1_500, 7_500]
    const made = await Promise.all(
      amounts.map((amount_cents) => deposit(cookie, { card: card(VISA_OK), amount_cents })),
    )
    for (const response of made) ok(response, 201)
    await settle()
    const tickets = await ticketsOf(t, lottery.id)
    expect(tickets.filter((row) => row.playerId === id).map((row) => row.source)).toEqual([
      'deposit',
      'deposit',
      'deposit',
    ])
    // The subscriber once more over every deposit: nothing new.
    const events = (await depositEvents()).filter((e) => e.player_id === id)
    await t.db.transaction(async (tx) => {
      for (const event of events) expect(await ticketsFromDeposit(tx, event, clock)).toBe(0)
    })
    expect(await ticketsOf(t, lottery.id)).toHaveLength(3)
  })

  it('one ticket per stake_eur_cents of real stakes over parallel rounds, remainder kept, replay adds none', async () => {
    await insertPlayGames(t.db)
    const lottery = await createLottery(t, { stake_eur_cents: 500 })
    const p = await fundedPlayer(t, 100_000)
    // 37+55+120+90+64+250+10+333 = 959 EUR cents: one ticket, 459 carried.
    await spins(p.cookie, [37, 55, 120, 90, 64, 250, 10, 333])
    await settle()
    expect((await ticketsOf(t, lottery.id)).map((row) => row.source)).toEqual(['play'])
    // 41 more make 1,000: the carried remainder gives the second ticket.
    await spins(p.cookie, [41])
    await settle()
    expect(await ticketsOf(t, lottery.id)).toHaveLength(2)
    const events = (await roundEvents(t)).filter((e) => e.payload.player_id === p.playerId)
    expect(
      await t.db.transaction((tx) =>
        ticketsFromRounds(
          tx,
          events.map((e) => e.payload),
          clock,
        ),
      ),
    ).toBe(0)
    expect(await ticketsOf(t, lottery.id)).toHaveLength(2)
    const mine = ok<{ tickets: number; lotteries: { lottery_id: string; tickets: number }[] }>(
      await inject(t.app, api.getPlayerLotteries, { cookie: p.cookie }),
    )
    expect(mine.tickets).toBe(2)
    expect(mine.lotteries).toContainEqual(
      expect.objectContaining({ lottery_id: lottery.id, tickets: 2, in_progress: true }),
    )
  })

  it('a shop key issues its tickets_count once, also when the same key is sent concurrently', async () => {
    const lottery = await createLottery(t)
    const p = await fundedPlayer(t, 0)
    const issue = () =>
      t.db.transaction((tx) =>
        issueTicketsInTx(tx, {
          lotteryId: lottery.id,
          playerId: p.playerId,
          count: 3,
          key: 'shop:exchange-1',
          now: clock,
        }),
      )
    const issued = await Promise.all([issue(), issue(), issue()])
    expect(issued.reduce((a, b) => a + b, 0)).toBe(3)
    expect(await issue()).toBe(0)
    expect((await ticketsOf(t, lottery.id)).map((row) => row.key)).toEqual([
      'shop:exchange-1:1',
      'shop:exchange-1:2',
      'shop:exchange-1:3',
    ])
  })

  it('a Rocket Mart lottery card issues one ticket per unit once, also for a repeated idempotency key', async () => {
    const lottery = await createLottery(t)
    const card = await cardRow(t, 'lottery_weekly_ticket')
    // The seeded card points at the seeded weekly lottery; this file's clock is years later.
    await t.db
      .update(shopCards)
      .set({ lotteryIds: [lottery.frontend_identifier] })
      .where(eq(shopCards.id, card.id))
    const p = await fundedPlayer(t, 0)
    await creditPoints(t, p.playerId, 10_000)
    // The spec's payload {tickets_count, lottery_id, group}: another lottery or another count is a 422.
    const base = exchangeBody({ ...card, lotteryIds: [lottery.frontend_identifier] }, 3)
    const body = { ...base, lottery_id: lottery.frontend_identifier, tickets_count: 3 }
    for (const wrong of [
      { ...body, lottery_id: 'weekly-lottery' },
      { ...body, tickets_count: 2 },
    ]) {
      const refused = await exchange(t, p.cookie, {
        ...wrong,
        idempotency_key: `${base.idempotency_key}-x${wrong.tickets_count}`,
      })
      expect(refused.statusCode, refused.body).toBe(422)
    }
    const answers = await Promise.all([1, 2, 3].map(() => exchange(t, p.cookie, body)))
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200)
    expect(answers[0]?.json().exchange.reward).toEqual({
      type: 'lotteries',
      tickets_count: 3,
      lottery_id: lottery.frontend_identifier,
    })
    expect((await ticketsOf(t, lottery.id)).map((row) => [row.playerId, row.source])).toEqual([
      [p.playerId, 'shop'],
      [p.playerId, 'shop'],
      [p.playerId, 'shop'],
    ])
    expect((await compPoints(t, p.cookie)).chargeable.points).toBe(10_000 - body.points)
  })

  it('a group-only lottery gives tickets only to its members; an ended or future one gives none', async () => {
    const vipOnly = await createLottery(t, { deposit_min: { EUR: 1_000 }, group_ids: [259] })
    const outsider = await player()
    const member = await player()
    await addPlayerGroups(t.db, member.id, [259])
    ok(await deposit(outsider.cookie, { card: card(VISA_OK), amount_cents: 5_000 }), 201)
    ok(await deposit(member.cookie, { card: card(VISA_OK), amount_cents: 5_000 }), 201)
    await settle()
    expect((await ticketsOf(t, vipOnly.id)).map((row) => row.playerId)).toEqual([member.id])
    await expect(
      t.db.transaction((tx) =>
        issueTicketsInTx(tx, {
          lotteryId: vipOnly.id,
          playerId: outsider.id,
          count: 1,
          key: 'shop:outsider',
          now: clock,
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 403, code: 'LOTTERY_GROUP_ONLY' })
    // The outsider cannot see it either.
    expect(
      (await inject(t.app, api.getLottery, { params: { id: vipOnly.id }, cookie: outsider.cookie }))
        .statusCode,
    ).toBe(404)

    // Ended: drawn at once; after that a deposit gives nothing and the shop is refused.
    const ended = await createLottery(t, { deposit_min: { EUR: 1_000 } })
    ok(await inject(t.app, api.drawDevLottery, { params: { id: ended.id } }))
    ok(await deposit(outsider.cookie, { card: card(VISA_OK), amount_cents: 5_000 }), 201)
    await settle()
    expect(await ticketsOf(t, ended.id)).toEqual([])
    await expect(
      t.db.transaction((tx) =>
        issueTicketsInTx(tx, {
          lotteryId: ended.id,
          playerId: outsider.id,
          count: 1,
          key: 'shop:late',
          now: clock,
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 409, code: 'LOTTERY_NOT_ACTIVE' })

    // Future: starts tomorrow.
    const future = await insertLottery(t.db, {
      frontendIdentifier: `future-${Date.now()}`,
      titles: { en: 'Future' },
      startAt: new Date(clock.getTime() + 86_400_000),
      endAt: new Date(clock.getTime() + 7 * 86_400_000),
      depositMin: { EUR: 1_000 },
      stakeEurCents: 100,
      serverSeed: 'a'.repeat(64),
      serverSeedHash: 'b'.repeat(64),
    })
    ok(await deposit(member.cookie, { card: card(VISA_OK), amount_cents: 5_000 }), 201)
    await settle()
    expect(await ticketsOf(t, future.id)).toEqual([])
  })
})
