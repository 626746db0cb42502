// Rounds with an active bonus (issue #12, ADR 039): the stake comes from cash first, then bonus
// money; the win is split in the same proportion, exact to the cent; the max bet is refused before
// any money moves; wagering weighs each game kind; wagering complete converts (capped, once); a
// bonus whose money runs out is canceled. Every test ends with the money invariants.
import type { RoundResult } from '@croupier/contract/play/game-session'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { gameRounds } from '../src/modules/catalogue/catalogue.tables.ts'
import {
  activeBonus,
  bonusRow,
  expectInvariants,
  pockets,
  postingsOf,
  roundPostings,
} from './helpers/bonuses.ts'
import { fundedPlayer, round, session, setupPlayApp, t } from './helpers/play.ts'
import { BLACKJACK, key, playRound, ROULETTE, SLOT } from './play-fixtures.ts'

setupPlayApp()
afterEach(() => expectInvariants(t))

const spin = (id: string, bet: number, cookie: string) =>
  round(id, { action: 'spin', bet_cents: bet }, cookie)

describe('the stake and the win', () => {
  it('take the stake from cash first, then bonus money, and split the win in the same proportion', async () => {
    const { playerId, cookie } = await fundedPlayer(150)
    const bonus = await activeBonus(t, playerId, { amountCents: 1_000, wagerRequiredCents: 1_000_000 })
    const s = await session(SLOT, 'real', cookie)
    const r = await spin(s.id, 200, cookie)
    const bonusWin = Math.floor((r.win_cents * 50) / 200)
    const cashWin = r.win_cents - bonusWin
    const expected: (readonly [string, number])[] = [
      ['bet', -150],
      ['bonus_bet', -50],
    ]
    if (cashWin > 0) expected.push(['win', cashWin])
    if (bonusWin > 0) expected.push(['bonus_win', bonusWin])
    expect(await roundPostings(t, playerId, r.round_id)).toEqual(expected)
    expect(await pockets(t, playerId)).toEqual({
      total: 150 + 1_000 - 200 + r.win_cents,
      cash: cashWin,
      bonus: 950 + bonusWin,
    })
    expect(r.balance_cents).toBe(1_150 - 200 + r.win_cents)
    const row = await bonusRow(t, bonus.id)
    expect(row).toMatchObject({ stage: 'activated', balanceCents: 950 + bonusWin, wageredCents: 200 })
  })

  it('refuses INSUFFICIENT_FUNDS when cash and bonus money together fall short', async () => {
    const { playerId, cookie } = await fundedPlayer(50)
    await activeBonus(t, playerId, { amountCents: 100, wagerRequiredCents: 1_000_000 })
    const s = await session(SLOT, 'real', cookie)
    const refused = await playRound(t.app, s.id, { action: 'spin', bet_cents: 200 }, cookie)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ error: 'INSUFFICIENT_FUNDS', balance_cents: 150 })
    expect(await pockets(t, playerId)).toEqual({ total: 150, cash: 50, bonus: 100 })
  })

  it('refuses a stake above the max bet with 422 before any money moves or a round is written', async () => {
    const { playerId, cookie } = await fundedPlayer(10_000)
    const bonus = await activeBonus(t, playerId, { amountCents: 1_000, maxBetCents: 100 })
    const s = await session(SLOT, 'real', cookie)
    const refused = await playRound(t.app, s.id, { action: 'spin', bet_cents: 200 }, cookie)
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toEqual({ errors: { bet_cents: ['VALIDATION.BONUS.MAX_BET'] } })
    expect(await pockets(t, playerId)).toEqual({ total: 11_000, cash: 10_000, bonus: 1_000 })
    expect(await t.db.select().from(gameRounds).where(eq(gameRounds.sessionId, s.id))).toEqual([])
    expect((await bonusRow(t, bonus.id)).wageredCents).toBe(0)
    // At the max bet it plays.
    await spin(s.id, 100, cookie)
  })

  it("keeps a blackjack hand's pockets between steps and splits its payout by them", async () => {
    const { playerId, cookie } = await fundedPlayer(100)
    await activeBonus(t, playerId, { amountCents: 10_000, wagerRequiredCents: 1_000_000 })
    const s = await session(BLACKJACK, 'real', cookie)
    let open: RoundResult | undefined
    for (let i = 0; i < 20 && !open; i++) {
      const dealt = await round(s.id, { action: 'deal', bet_cents: 300 }, cookie)
      if (dealt.status === 'in_progress') open = dealt
    }
    if (!open) throw new Error('no open hand')
    const staked = await roundPostings(t, playerId, open.round_id)
    const cashStake = -staked.filter(([k]) => k === 'bet').reduce((sum, [, a]) => sum + a, 0)
    const bonusStake = -staked.filter(([k]) => k === 'bonus_bet').reduce((sum, [, a]) => sum + a, 0)
    expect(cashStake + bonusStake).toBe(300)
    const stood = await round(s.id, { action: 'stand', round_id: open.round_id }, cookie)
    expect(stood.status).toBe('finished')
    const all = await roundPostings(t, playerId, open.round_id)
    const won = (kind: string) => all.filter(([k]) => k === kind).reduce((sum, [, a]) => sum + a, 0)
    const bonusWin = Math.floor((stood.win_cents * bonusStake) / 300)
    expect(won('bonus_win')).toBe(bonusWin)
    expect(won('win')).toBe(stood.win_cents - bonusWin)
  })
})

describe('wagering', () => {
  it('weighs slots 100 %, roulette and blackjack 10 %, an excluded game 0 %', async () => {
    const { playerId, cookie } = await fundedPlayer(100_000)
    const bonus = await activeBonus(t, playerId, { amountCents: 1_000, wagerRequiredCents: 1_000_000 })
    const slot = await session(SLOT, 'real', cookie)
    await spin(slot.id, 300, cookie)
    expect((await bonusRow(t, bonus.id)).wageredCents).toBe(300)
    const roulette = await session(ROULETTE, 'real', cookie)
    await round(roulette.id, { action: 'roulette', bets: [{ type: 'red', amount_cents: 500 }] }, cookie)
    expect((await bonusRow(t, bonus.id)).wageredCents).toBe(350)
    const blackjack = await session(BLACKJACK, 'real', cookie)
    const dealt = await round(blackjack.id, { action: 'deal', bet_cents: 1_000 }, cookie)
    if (dealt.status === 'in_progress')
      await round(blackjack.id, { action: 'stand', round_id: dealt.round_id }, cookie)
    expect((await bonusRow(t, bonus.id)).wageredCents).toBe(450)

    const other = await fundedPlayer(100_000)
    const excluded = await activeBonus(t, other.playerId, {
      amountCents: 1_000,
      wagerRequiredCents: 1_000_000,
      excludedGames: ['fruit-slot'],
    })
    const s = await session(SLOT, 'real', other.cookie)
    await spin(s.id, 300, other.cookie)
    expect((await bonusRow(t, excluded.id)).wageredCents).toBe(0)
  })

  it('converts once wagering is complete, capped at max conversion, the rest forfeited, only once', async () => {
    const { playerId, cookie } = await fundedPlayer(0)
    const bonus = await activeBonus(t, playerId, {
      amountCents: 1_000,
      wagerRequiredCents: 400,
      maxConversionCents: 300,
    })
    const s = await session(SLOT, 'real', cookie)
    const first = await spin(s.id, 200, cookie)
    expect((await bonusRow(t, bonus.id)).stage).toBe('activated')
    const second = await spin(s.id, 200, cookie)
    const balance = 1_000 - 400 + first.win_cents + second.win_cents
    const converted = Math.min(balance, 300)
    const row = await bonusRow(t, bonus.id)
    expect(row).toMatchObject({
      stage: 'wagered',
      balanceCents: 0,
      wageredCents: 400,
      convertedCents: converted,
    })
    expect(await pockets(t, playerId)).toEqual({ total: converted, cash: converted, bonus: 0 })
    expect(second.balance_cents).toBe(converted)
    expect((await postingsOf(t, playerId, 'conversion')).map((e) => e.amountCents)).toEqual([converted])
    expect((await postingsOf(t, playerId, 'bonus_conversion')).map((e) => e.amountCents)).toEqual([
      -converted,
    ])
    const forfeit = (await postingsOf(t, playerId, 'bonus_forfeit')).map((e) => e.amountCents)
    expect(forfeit).toEqual(balance > converted ? [converted - balance] : [])
    // Play goes on in cash; nothing converts again.
    if (converted >= 10) await spin(s.id, 10, cookie)
    expect(await postingsOf(t, playerId, 'conversion')).toHaveLength(1)
  })

  it('cancels a bonus whose money runs out', async () => {
    // Staking the whole bonus each spin ends it at 0 — unless a small win leaves less than the
    // slot's minimum stake, which no spin can take; then a fresh player tries again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const { playerId, cookie } = await fundedPlayer(0)
      const bonus = await activeBonus(t, playerId, { amountCents: 100, wagerRequiredCents: 10_000_000 })
      const s = await session(SLOT, 'real', cookie)
      for (let i = 0; i < 100; i++) {
        const row = await bonusRow(t, bonus.id)
        if (row.stage !== 'activated' || row.balanceCents < s.min_bet_cents) break
        await round(
          s.id,
          { action: 'spin', bet_cents: Math.min(row.balanceCents, 10_000), idempotency_key: key() },
          cookie,
        )
      }
      const row = await bonusRow(t, bonus.id)
      if (row.stage === 'activated') continue
      expect(row).toMatchObject({ stage: 'canceled', balanceCents: 0, convertedCents: null })
      expect(row.finishedAt).not.toBeNull()
      expect(await pockets(t, playerId)).toEqual({ total: 0, cash: 0, bonus: 0 })
      return
    }
    throw new Error('five bonuses in a row were left below the minimum stake')
  })
})
