// The Rocket Mart's public reads and the balance (issue #13, ADR 040, spec 2 §3): guests see the
// cards in their language, narrowed to a currency (EUR when a card has none in it), without sales
// that are over; the rates give the earning rate, the VIP multipliers and the cheapest points per
// reward type; the balance is the signed-in player's own.
import * as api from '@croupier/contract/api.generated'
import { describe, expect, it } from 'vitest'
import { inject } from './helpers/call.ts'
import { compPoints, creditPoints, listCards } from './helpers/loyalty.ts'
import { fundedPlayer, setupPlayApp, t } from './helpers/play.ts'

setupPlayApp()

describe('the shop for everyone', () => {
  it('guests get the cards in their language, the live sale but not the ended one', async () => {
    const cards = await listCards(t, undefined, 'de')
    const groups = new Set(cards.map((card) => card.group))
    expect(groups).toEqual(new Set(['FREE_SPINS', 'MONEY_REWARD', 'SPECIAL_REWARDS', 'sale_autumn']))
    const spins = cards.find((card) => card.group === 'FREE_SPINS' && card.rates[0]?.freespins_count === 10)
    expect(spins?.title).toBe('10 Freispiele')
    expect(spins?.games).toContain('playngo:tomb-of-the-pharaoh-ii')
    const sale = cards.find((card) => card.group === 'sale_autumn')
    expect(sale?.sale).not.toBeNull()
    expect(cards.every((card) => card.rates.length > 1)).toBe(true)
  })

  it('narrows rates to a currency, falling back to EUR for one the cards are not priced in', async () => {
    const nok = await listCards(t, 'NOK')
    const cash = nok.find(
      (card) => card.type === 'money' && card.wager === 0 && card.rates[0]?.points === 500,
    )
    expect(cash?.rates).toEqual([{ currency: 'NOK', points: 500, amount_cents: 5_000 }])
    const pln = await listCards(t, 'PLN')
    expect(pln.length).toBeGreaterThan(0)
    for (const card of pln) expect(card.rates.map((rate) => rate.currency)).toEqual(['EUR'])
  })

  it('the rates: cents per point by currency, the status multipliers, the cheapest card per reward type', async () => {
    const response = await inject(t.app, api.getCompPointRates)
    expect(response.statusCode).toBe(200)
    const rates = response.json()
    expect(rates.earn).toContainEqual({ currency: 'EUR', cents_per_point: 100 })
    expect(rates.status_multipliers).toContainEqual({ status: 'gold', percent: 135 })
    expect(rates.bonus_money_earns).toBe(false)
    const fs = rates.reward_types.find((type: { type: string }) => type.type === 'FREE_SPINS')
    expect(fs.rates).toContainEqual({ currency: 'EUR', points: 200 })
  })
})

describe('the balance', () => {
  it('is for signed-in players only, and each sees their own', async () => {
    expect((await inject(t.app, api.getCompPoints)).statusCode).toBe(401)
    const one = await fundedPlayer(0)
    const two = await fundedPlayer(0)
    await creditPoints(t, one.playerId, 40, true)
    expect(await compPoints(t, one.cookie)).toEqual({
      chargeable: { points: 40 },
      persistent: { points: 40 },
    })
    expect(await compPoints(t, two.cookie)).toEqual({ chargeable: { points: 0 }, persistent: { points: 0 } })
  })
})
