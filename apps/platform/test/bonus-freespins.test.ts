// Free spins (issue #12, ADR 039): an activated batch plays real spins of its games at its stake,
// debiting nothing; winnings add up to the batch's max win; the last spin issues them as a
// `freespins` bonus (activated at once when the wallet has none active); a blocked player plays
// none. Every test ends with the money invariants.

import * as api from '@croupier/contract/api.generated'
import type { GameSession, RoundResult } from '@croupier/contract/play/game-session'
import { and, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { recordFreeSpin } from '../src/modules/bonuses/bonuses.service.ts'
import { playerBonuses } from '../src/modules/bonuses/bonuses.tables.ts'
import { gameRounds } from '../src/modules/catalogue/catalogue.tables.ts'
import {
  activateFreeSpins,
  activeBonus,
  cancelFreeSpins,
  coolOff,
  expectInvariants,
  freeSpinsRow,
  gameId,
  issueFreeSpins,
  type PlayerFreeSpins,
  pockets,
} from './helpers/bonuses.ts'
import { inject } from './helpers/call.ts'
import { fundedPlayer, round, session, setupPlayApp, t } from './helpers/play.ts'
import { EUR_ONLY, playRound, ROULETTE, SLOT } from './play-fixtures.ts'

setupPlayApp()
afterEach(() => expectInvariants(t))

async function sessionView(id: string, cookie: string): Promise<GameSession> {
  const response = await inject(t.app, api.getGameSession, { cookie, params: { id } })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as GameSession
}

async function winningsBonus(playerId: number, batchId: number) {
  const [row] = await t.db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.sourceKey, `fs:${batchId}`)))
  return row
}

describe('free spins', () => {
  it('play at the batch stake without a debit, cap the winnings and issue them as an active bonus', async () => {
    const { playerId, cookie } = await fundedPlayer(1_000)
    const slot = await gameId(t, SLOT)
    const batch = await issueFreeSpins(t, playerId, [slot], {
      count: 30,
      stakeCents: 20,
      maxWinCents: 5,
      wagerMultiplier: 4,
    })
    const activated = await activateFreeSpins(t, cookie, batch.id)
    expect(activated.statusCode, activated.body).toBe(200)
    expect(activated.json() as PlayerFreeSpins).toMatchObject({ stage: 'activated', remaining: 30 })

    const s = await session(SLOT, 'real', cookie)
    expect(s.free_spins).toEqual({
      id: String(batch.id),
      remaining: 30,
      count: 30,
      stake_cents: 20,
      won_cents: 0,
    })
    // A game outside the batch plays paid.
    const other = await session(EUR_ONLY, 'real', cookie)
    expect(other.free_spins).toBeNull()

    const results: RoundResult[] = []
    for (let i = 0; i < 30; i++) results.push(await round(s.id, { action: 'spin', bet_cents: 500 }, cookie))
    for (const [i, r] of results.entries()) {
      expect(r.bet_cents).toBe(20)
      expect(r.free_spins?.remaining).toBe(29 - i)
    }
    const rows = await t.db.select().from(gameRounds).where(eq(gameRounds.sessionId, s.id))
    expect(rows.map((r) => r.betCents)).toEqual(Array(30).fill(20))
    const total = results.reduce((sum, r) => sum + r.win_cents, 0)
    const after = await freeSpinsRow(t, batch.id)
    expect(after).toMatchObject({ stage: 'played', remaining: 0, wonCents: Math.min(5, total) })
    const won = after.wonCents
    const bonus = await winningsBonus(playerId, batch.id)
    if (won === 0) {
      expect(bonus).toBeUndefined()
      expect(await pockets(t, playerId)).toEqual({ total: 1_000, cash: 1_000, bonus: 0 })
    } else {
      expect(bonus).toMatchObject({
        type: 'freespins',
        groupKey: 'test_spins',
        stage: 'activated',
        amountCents: won,
        balanceCents: won,
        wagerRequiredCents: won * 4,
      })
      expect(after.bonusId).toBe(bonus?.id)
      // Cash untouched by free spins; the winnings are bonus money.
      expect(await pockets(t, playerId)).toEqual({ total: 1_000 + won, cash: 1_000, bonus: won })
    }
    expect((await sessionView(s.id, cookie)).free_spins).toBeNull()
    // The next spin is a paid one.
    const paid = await round(s.id, { action: 'spin', bet_cents: 10 }, cookie)
    expect(paid.bet_cents).toBe(10)
    expect(paid.free_spins).toBeUndefined()
  })

  it('issue the winnings as a waiting bonus while another one is active; won nothing issues none', async () => {
    const { playerId } = await fundedPlayer(0)
    const slot = await gameId(t, SLOT)
    const active = await activeBonus(t, playerId, { amountCents: 100 })
    const batch = await issueFreeSpins(t, playerId, [slot], { count: 1, stage: 'activated', maxWinCents: 50 })
    await t.db.transaction((tx) => recordFreeSpin(tx, batch, 80, new Date()))
    const bonus = await winningsBonus(playerId, batch.id)
    expect(bonus).toMatchObject({ stage: 'issued', amountCents: 50, balanceCents: 0 })
    expect(active.stage).toBe('activated')
    expect(await pockets(t, playerId)).toEqual({ total: 100, cash: 0, bonus: 100 })

    const none = await issueFreeSpins(t, playerId, [slot], { count: 1, stage: 'activated' })
    await t.db.transaction((tx) => recordFreeSpin(tx, none, 0, new Date()))
    expect(await freeSpinsRow(t, none.id)).toMatchObject({ stage: 'played', wonCents: 0, bonusId: null })
    expect(await winningsBonus(playerId, none.id)).toBeUndefined()
  })

  it('are not played by a player on a break', async () => {
    const { playerId, cookie } = await fundedPlayer(1_000)
    const slot = await gameId(t, SLOT)
    const batch = await issueFreeSpins(t, playerId, [slot], { count: 5, stage: 'activated' })
    const s = await session(SLOT, 'real', cookie)
    await coolOff(t, playerId, new Date(Date.now() + 86_400_000))
    const refused = await playRound(t.app, s.id, { action: 'spin', bet_cents: 20 }, cookie)
    expect(refused.statusCode).toBe(403)
    expect((await freeSpinsRow(t, batch.id)).remaining).toBe(5)
  })

  it('cancel while issued or activated; another player gets 404, a final batch 409', async () => {
    const { playerId, cookie } = await fundedPlayer(0)
    const roulette = await gameId(t, ROULETTE)
    const issued = await issueFreeSpins(t, playerId, [roulette])
    const other = await fundedPlayer(0)
    expect((await cancelFreeSpins(t, other.cookie, issued.id)).statusCode).toBe(404)
    expect((await activateFreeSpins(t, other.cookie, issued.id)).statusCode).toBe(404)
    const canceled = await cancelFreeSpins(t, cookie, issued.id)
    expect(canceled.statusCode).toBe(200)
    expect(canceled.json()).toMatchObject({ stage: 'canceled' })
    expect((await cancelFreeSpins(t, cookie, issued.id)).json().error).toBe('BONUS_NOT_ACTIVATABLE')
    expect((await activateFreeSpins(t, cookie, issued.id)).statusCode).toBe(409)

    const late = await issueFreeSpins(t, playerId, [roulette], { activatableUntil: new Date(Date.now() - 1) })
    expect((await activateFreeSpins(t, cookie, late.id)).statusCode).toBe(409)
  })
})
