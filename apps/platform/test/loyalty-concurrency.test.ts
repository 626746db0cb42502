// 50 exchanges at once never overdraw comp points (issue #13, ADR 040): with points for 7 units
// exactly 7 succeed, the rest answer 409 COMP_POINTS_SHORT, chargeable ends at 0 and the ledger
// and bonus rows match the exchanges. On PostgreSQL (TEST_DATABASE_URL) the requests truly
// overlap and the account lock orders them; on PGlite they run one after another.
import { describe, expect, it } from 'vitest'
import {
  cardRow,
  creditPoints,
  entriesOf,
  exchange,
  exchangeBody,
  ledgerOf,
  writes,
} from './helpers/loyalty.ts'
import { fundedPlayer, setupPlayApp, t } from './helpers/play.ts'

setupPlayApp()

describe('exchanges racing', () => {
  it('50 parallel cash exchanges with points for 7: exactly 7 succeed and points never go negative', async () => {
    const { playerId, cookie } = await fundedPlayer(0)
    const card = await cardRow(t, 'money_cash_5')
    await creditPoints(t, playerId, 7 * 500)
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => exchange(t, cookie, exchangeBody(card))),
    )
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'ok' : answer.json().error))
    expect(codes.filter((code) => code === 'ok')).toHaveLength(7)
    expect(codes.filter((code) => code === 'COMP_POINTS_SHORT')).toHaveLength(43)
    const after = await writes(t, playerId)
    expect(after.chargeable).toBe(0)
    expect(after.exchanges).toBe(7)
    const spends = (await entriesOf(t, playerId)).filter((entry) => entry.reason === 'exchange')
    expect(spends).toHaveLength(7)
    const cash = (await ledgerOf(t, playerId)).filter((entry) => entry.idempotencyKey.startsWith('shop:'))
    expect(cash).toHaveLength(7)
    expect(cash.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(7 * 500)
  })

  it('50 parallel bonus exchanges with points for 7 issue exactly 7 bonuses', async () => {
    const { playerId, cookie } = await fundedPlayer(0)
    const card = await cardRow(t, 'money_bonus_10')
    await creditPoints(t, playerId, 7 * 800 + 799)
    const before = await writes(t, playerId)
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => exchange(t, cookie, exchangeBody(card))),
    )
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(7)
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409)
      expect(answer.json()).toMatchObject({ error: 'COMP_POINTS_SHORT', shortfall: 1 })
    }
    const after = await writes(t, playerId)
    expect(after.chargeable).toBe(799)
    expect(after.bonuses - before.bonuses).toBe(7)
  })

  it('one key sent 10 times at once exchanges once', async () => {
    const { playerId, cookie } = await fundedPlayer(0)
    await creditPoints(t, playerId, 5_000)
    const body = exchangeBody(await cardRow(t, 'money_cash_5'))
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(t, cookie, body)))
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200)
    expect(new Set(answers.map((answer) => answer.json().exchange.id)).size).toBe(1)
    expect(await writes(t, playerId)).toMatchObject({ chargeable: 4_500, exchanges: 1 })
  })
})
