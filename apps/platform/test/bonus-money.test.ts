// Bonus money in the wallet (issue #12, ADR 039): activation credits it (one active bonus per
// wallet, refusals by ownership, deadline and eligibility), cancelling loses exactly its balance,
// an issued bonus cancels without moving money. Every test ends with the money invariants.
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { players } from '../src/modules/player/player.tables.ts'
import {
  activateBonus,
  activeBonus,
  bonusRow,
  cancelBonus,
  coolOff,
  expectInvariants,
  issueBonus,
  type PlayerBonus,
  pockets,
  postingsOf,
} from './helpers/bonuses.ts'
import { eurBalance, fundedPlayer, round, session, setupPlayApp, t } from './helpers/play.ts'
import { SLOT } from './play-fixtures.ts'

setupPlayApp()
afterEach(() => expectInvariants(t))

const DAY = 86_400_000

describe('activating a bonus', () => {
  it('credits its amount as bonus money, starts the wagering clock and answers the bonus', async () => {
    const { playerId, cookie } = await fundedPlayer(500)
    const issued = await issueBonus(t, playerId, { amountCents: 1_000, wagerRequiredCents: 5_000 })
    expect(await pockets(t, playerId)).toEqual({ total: 500, cash: 500, bonus: 0 })
    const response = await activateBonus(t, cookie, issued.id)
    expect(response.statusCode, response.body).toBe(200)
    const bonus = response.json() as PlayerBonus
    expect(bonus).toMatchObject({
      id: String(issued.id),
      stage: 'activated',
      balance_cents: 1_000,
      wagered_cents: 0,
      wager_required_cents: 5_000,
    })
    expect(await pockets(t, playerId)).toEqual({ total: 1_500, cash: 500, bonus: 1_000 })
    const row = await bonusRow(t, issued.id)
    expect(row.activatedAt).not.toBeNull()
    // wagering_days 30 from the terms
    expect((row.wagerUntil?.getTime() ?? 0) - (row.activatedAt?.getTime() ?? 0)).toBe(30 * DAY)
    const credits = await postingsOf(t, playerId, 'bonus_credit')
    expect(credits.map((e) => [e.amountCents, e.idempotencyKey])).toEqual([
      [1_000, `bonus:${issued.id}:credit`],
    ])
    // Activating again: not activatable any more (already activated), and nothing moves.
    const again = await activateBonus(t, cookie, issued.id)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe('BONUS_NOT_ACTIVATABLE')
    expect(await eurBalance(playerId)).toBe(1_500)
  })

  it("refuses a second active bonus (409 BONUS_ACTIVE_EXISTS) and another player's id (404)", async () => {
    const { playerId, cookie } = await fundedPlayer(0)
    await activeBonus(t, playerId, { amountCents: 300 })
    const waiting = await issueBonus(t, playerId, { amountCents: 400 })
    const second = await activateBonus(t, cookie, waiting.id)
    expect(second.statusCode).toBe(409)
    expect(second.json().error).toBe('BONUS_ACTIVE_EXISTS')
    expect((await bonusRow(t, waiting.id)).stage).toBe('issued')

    const other = await fundedPlayer(0)
    const theirs = await activateBonus(t, other.cookie, waiting.id)
    expect(theirs.statusCode).toBe(404)
    expect((await cancelBonus(t, other.cookie, waiting.id)).statusCode).toBe(404)
    expect((await activateBonus(t, cookie, 99_999_999)).statusCode).toBe(404)
    expect((await activateBonus(t, cookie, Number.NaN)).statusCode).toBe(404)
    expect(await pockets(t, playerId)).toEqual({ total: 300, cash: 0, bonus: 300 })
  })

  it('refuses a bonus past its activation deadline (409 BONUS_NOT_ACTIVATABLE)', async () => {
    const { playerId, cookie } = await fundedPlayer(0)
    const late = await issueBonus(t, playerId, { activatableUntil: new Date(Date.now() - 1_000) })
    const response = await activateBonus(t, cookie, late.id)
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toBe('BONUS_NOT_ACTIVATABLE')
    expect(await pockets(t, playerId)).toEqual({ total: 0, cash: 0, bonus: 0 })
  })

  it('refuses a player who may not have bonuses: switched off, cooling off (403 BONUS_NOT_ALLOWED)', async () => {
    const off = await fundedPlayer(0)
    await t.db.update(players).set({ canIssueBonuses: false }).where(eq(players.id, off.playerId))
    const b1 = await issueBonus(t, off.playerId)
    const refused = await activateBonus(t, off.cookie, b1.id)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toBe('BONUS_NOT_ALLOWED')

    const resting = await fundedPlayer(0)
    await coolOff(t, resting.playerId, new Date(Date.now() + DAY))
    const b2 = await issueBonus(t, resting.playerId)
    const cooling = await activateBonus(t, resting.cookie, b2.id)
    expect(cooling.statusCode).toBe(403)
    expect(cooling.json().error).toBe('BONUS_NOT_ALLOWED')
    expect((await bonusRow(t, b2.id)).stage).toBe('issued')
  })
})

describe('cancelling a bonus', () => {
  it('loses exactly its balance (bonus money and bonus winnings), never the cash', async () => {
    const { playerId, cookie } = await fundedPlayer(1_000)
    const bonus = await activeBonus(t, playerId, { amountCents: 2_000, wagerRequiredCents: 1_000_000 })
    const s = await session(SLOT, 'real', cookie)
    // Cash first: 1,000 cash then bonus money.
    for (let i = 0; i < 4; i++) await round(s.id, { action: 'spin', bet_cents: 500 }, cookie)
    const before = await pockets(t, playerId)
    const row = await bonusRow(t, bonus.id)
    expect(row.balanceCents).toBe(before.bonus)
    const response = await cancelBonus(t, cookie, bonus.id)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ stage: 'canceled', balance_cents: 0 })
    expect(await pockets(t, playerId)).toEqual({ total: before.cash, cash: before.cash, bonus: 0 })
    const forfeits = await postingsOf(t, playerId, 'bonus_forfeit')
    expect(forfeits.map((e) => e.amountCents)).toEqual(row.balanceCents > 0 ? [-row.balanceCents] : [])
    // Final: cancelling again is refused.
    const again = await cancelBonus(t, cookie, bonus.id)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe('BONUS_NOT_ACTIVATABLE')
  })

  it('cancels an issued bonus without moving money', async () => {
    const { playerId, cookie } = await fundedPlayer(700)
    const issued = await issueBonus(t, playerId)
    const response = await cancelBonus(t, cookie, issued.id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ stage: 'canceled' })
    expect(await pockets(t, playerId)).toEqual({ total: 700, cash: 700, bonus: 0 })
    expect(await postingsOf(t, playerId, 'bonus_forfeit')).toEqual([])
  })
})
