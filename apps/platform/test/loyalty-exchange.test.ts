// The Rocket Mart exchange (issue #13, ADR 040): points buy cash, bonus money or free spins in one
// transaction; a replayed key answers the first exchange; every refusal answers its code and
// writes nothing.
import { MULTI_ACCOUNT_GROUP } from '@croupier/rules/groups'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { lootboxes } from '../src/modules/lootboxes/lootboxes.tables.ts'
import { shopCards } from '../src/modules/loyalty/loyalty.tables.ts'
import { addPlayerGroups } from '../src/modules/player/groups.service.ts'
import { players } from '../src/modules/player/player.tables.ts'
import {
  cardRow,
  compPoints,
  creditPoints,
  exchange,
  exchangeBody,
  insertFreeSpinGames,
  ledgerOf,
  writes,
} from './helpers/loyalty.ts'
import { fundedPlayer, setupPlayApp, t } from './helpers/play.ts'

setupPlayApp()
beforeAll(() => insertFreeSpinGames(t))

describe('exchanging comp points', () => {
  it('buys cash: points debited, an adjustment posting shop:<id>, the balance up', async () => {
    const { playerId, cookie } = await fundedPlayer(1_000)
    await creditPoints(t, playerId, 1_200)
    const card = await cardRow(t, 'money_cash_5')
    const response = await exchange(t, cookie, exchangeBody(card, 2))
    expect(response.statusCode, response.body).toBe(200)
    const answer = response.json()
    expect(answer.comp_points).toEqual({ chargeable: { points: 200 }, persistent: { points: 0 } })
    expect(answer.exchange.reward).toEqual({ type: 'money', amount_cents: 1_000 })
    const posting = (await ledgerOf(t, playerId)).at(-1)
    expect(posting).toMatchObject({
      kind: 'adjustment',
      amountCents: 1_000,
      idempotencyKey: `shop:${answer.exchange.id}`,
      balanceAfterCents: 2_000,
    })
    expect(await compPoints(t, cookie)).toEqual(answer.comp_points)
  })

  it('buys bonus money with its wager and free spins through the bonus engine', async () => {
    const { playerId, cookie } = await fundedPlayer(0)
    await creditPoints(t, playerId, 2_000)
    const before = await writes(t, playerId)
    const bonus = await exchange(t, cookie, exchangeBody(await cardRow(t, 'money_bonus_10')))
    expect(bonus.statusCode, bonus.body).toBe(200)
    expect(bonus.json().exchange.reward).toMatchObject({ type: 'money', amount_cents: 1_000 })
    expect(bonus.json().exchange.reward.bonus_id).toMatch(/^\d+$/)
    const spins = await exchange(t, cookie, exchangeBody(await cardRow(t, 'freespins_25'), 2))
    expect(spins.statusCode, spins.body).toBe(200)
    expect(spins.json().exchange.reward).toMatchObject({ type: 'freespins', freespins_count: 50 })
    const after = await writes(t, playerId)
    expect(after.chargeable).toBe(2_000 - 800 - 900)
    expect([after.bonuses, after.freespins, after.exchanges]).toEqual([
      before.bonuses + 1,
      before.freespins + 1,
      before.exchanges + 2,
    ])
  })

  it('buys lootboxes: a mystery box per unit and a wheel spin, issued by the lootbox module', async () => {
    const { playerId, cookie } = await fundedPlayer(0)
    await creditPoints(t, playerId, 1_500)
    const mystery = await exchange(t, cookie, exchangeBody(await cardRow(t, 'lootbox_mystery'), 2))
    expect(mystery.statusCode, mystery.body).toBe(200)
    expect(mystery.json().exchange.reward.lootbox_ids).toHaveLength(2)
    const wheel = await exchange(t, cookie, exchangeBody(await cardRow(t, 'lootbox_wheel_spin')))
    expect(wheel.statusCode, wheel.body).toBe(200)
    const [box] = wheel.json().exchange.reward.lootbox_ids
    const rows = await t.db.select().from(lootboxes).where(eq(lootboxes.playerId, playerId))
    expect(rows.find((row) => String(row.id) === box)).toMatchObject({
      groupKey: 'manual_wheel',
      source: 'shop',
    })
    expect(rows.filter((row) => row.groupKey === 'lootbox_standard')).toHaveLength(2)
    expect((await writes(t, playerId)).chargeable).toBe(0)
  })

  it('a replayed key answers the first exchange; the key with another body is 409', async () => {
    const { playerId, cookie } = await fundedPlayer(0)
    await creditPoints(t, playerId, 1_000)
    const body = exchangeBody(await cardRow(t, 'money_cash_5'))
    const first = await exchange(t, cookie, body)
    const again = await exchange(t, cookie, body)
    expect(first.statusCode, first.body).toBe(200)
    expect(again.statusCode).toBe(200)
    expect(again.json().exchange).toEqual(first.json().exchange)
    const before = await writes(t, playerId)
    const other = await exchange(t, cookie, { ...body, quantity: 2, points: body.points * 2 })
    expect(other.statusCode).toBe(409)
    expect(other.json().error).toBe('IDEMPOTENCY_CONFLICT')
    expect(await writes(t, playerId)).toEqual(before)
    expect(before).toMatchObject({ chargeable: 500, exchanges: 1 })
  })
})

describe('one player, one account', () => {
  it("another player's idempotency key is their own: the same key makes two exchanges, each from its player's points", async () => {
    const one = await fundedPlayer(0)
    const two = await fundedPlayer(0)
    await creditPoints(t, one.playerId, 500)
    await creditPoints(t, two.playerId, 600)
    const body = exchangeBody(await cardRow(t, 'money_cash_5'))
    const first = await exchange(t, one.cookie, body)
    const second = await exchange(t, two.cookie, body)
    expect([first.statusCode, second.statusCode]).toEqual([200, 200])
    expect(second.json().exchange.id).not.toBe(first.json().exchange.id)
    expect((await writes(t, one.playerId)).chargeable).toBe(0)
    expect((await writes(t, two.playerId)).chargeable).toBe(100)
  })
})

describe('refusals write nothing', () => {
  async function refused(
    setup: (player: { playerId: number; cookie: string }) => Promise<Record<string, unknown>>,
    status: number,
    code: string,
  ) {
    const player = await fundedPlayer(100)
    await creditPoints(t, player.playerId, 700)
    const body = await setup(player)
    const before = await writes(t, player.playerId)
    const response = await exchange(t, player.cookie, body)
    expect(response.statusCode, response.body).toBe(status)
    expect(response.json().error ?? Object.keys(response.json().errors ?? {})[0]).toBe(code)
    expect(await writes(t, player.playerId)).toEqual(before)
    return response.json()
  }

  it('short: 409 COMP_POINTS_SHORT with the shortfall', async () => {
    const body = await refused(
      async () => exchangeBody(await cardRow(t, 'money_bonus_10')),
      409,
      'COMP_POINTS_SHORT',
    )
    expect(body.shortfall).toBe(100)
  })

  it('a stale price: 409 SHOP_PRICE_CHANGED', async () => {
    await refused(
      async () => ({ ...exchangeBody(await cardRow(t, 'freespins_10')), points: 150 }),
      409,
      'SHOP_PRICE_CHANGED',
    )
  })

  it('a sale that is over: 409 SHOP_SALE_OVER', async () => {
    await refused(async () => exchangeBody(await cardRow(t, 'sale_summer_cash_5')), 409, 'SHOP_SALE_OVER')
  })

  it('fewer left than asked: 409 SHOP_OUT_OF_STOCK', async () => {
    await refused(
      async () => {
        const card = await cardRow(t, 'freespins_10')
        await t.db.update(shopCards).set({ stock: 1 }).where(eq(shopCards.id, card.id))
        return exchangeBody(card, 2)
      },
      409,
      'SHOP_OUT_OF_STOCK',
    )
    const card = await cardRow(t, 'freespins_10')
    await t.db.update(shopCards).set({ stock: null }).where(eq(shopCards.id, card.id))
  })

  it('bonuses off for the player: 403 BONUS_NOT_ALLOWED', async () => {
    await refused(
      async ({ playerId }) => {
        await t.db.update(players).set({ canIssueBonuses: false }).where(eq(players.id, playerId))
        return exchangeBody(await cardRow(t, 'money_cash_5'))
      },
      403,
      'BONUS_NOT_ALLOWED',
    )
  })

  it('a multi-account: 403 MULTI_ACCOUNT', async () => {
    await refused(
      async ({ playerId }) => {
        await addPlayerGroups(t.db, playerId, [MULTI_ACCOUNT_GROUP])
        return exchangeBody(await cardRow(t, 'money_cash_5'))
      },
      403,
      'MULTI_ACCOUNT',
    )
  })

  it('an unknown card: 404; bad fields: 422', async () => {
    await refused(
      async () => ({ ...exchangeBody(await cardRow(t, 'money_cash_5')), card_id: '999999' }),
      404,
      'NOT_FOUND',
    )
    await refused(
      async () => ({ ...exchangeBody(await cardRow(t, 'money_cash_5')), quantity: 0 }),
      422,
      'quantity',
    )
    await refused(
      async () => ({ ...exchangeBody(await cardRow(t, 'money_cash_5')), currency: 'USD' }),
      422,
      'currency',
    )
  })
})
