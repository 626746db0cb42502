// Bonus money under concurrency (issue #12, ADR 039): rounds on two sessions of one player race
// across the conversion point and the bonus converts once; two activations race and one wins;
// a cancel races rounds and nothing is lost or made. On PostgreSQL (the platform-postgres tier)
// the requests truly overlap; the wallet lock orders them. Every test ends with the invariants.
import { afterEach, describe, expect, it } from 'vitest'
import {
  activateBonus,
  activeBonus,
  bonusRow,
  cancelBonus,
  expectInvariants,
  issueBonus,
  pockets,
  postingsOf,
} from './helpers/bonuses.ts'
import { fundedPlayer, session, setupPlayApp, t } from './helpers/play.ts'
import { key, playRound, SLOT } from './play-fixtures.ts'

setupPlayApp()
afterEach(() => expectInvariants(t))

describe('bonus races', () => {
  it('rounds on two sessions crossing the wagering requirement convert the bonus once', async () => {
    const { playerId, cookie } = await fundedPlayer(0)
    const bonus = await activeBonus(t, playerId, {
      amountCents: 2_000,
      wagerRequiredCents: 300,
      maxConversionCents: 1_000,
    })
    const a = await session(SLOT, 'real', cookie)
    const b = await session(SLOT, 'real', cookie)
    const spins = Array.from({ length: 8 }, (_, i) =>
      playRound(
        t.app,
        i % 2 ? a.id : b.id,
        { action: 'spin', bet_cents: 100, idempotency_key: key('race') },
        cookie,
      ),
    )
    const answers = await Promise.all(spins)
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode)
    const row = await bonusRow(t, bonus.id)
    expect(row.stage).toBe('wagered')
    expect(await postingsOf(t, playerId, 'conversion')).toHaveLength(1)
    expect(await postingsOf(t, playerId, 'bonus_conversion')).toHaveLength(1)
    const money = await pockets(t, playerId)
    expect(money.bonus).toBe(0)
    expect(row.convertedCents).toBeLessThanOrEqual(1_000)
  })

  it('two activations at once leave one bonus active', async () => {
    const { playerId, cookie } = await fundedPlayer(0)
    const one = await issueBonus(t, playerId, { amountCents: 100 })
    const two = await issueBonus(t, playerId, { amountCents: 200 })
    const answers = await Promise.all([activateBonus(t, cookie, one.id), activateBonus(t, cookie, two.id)])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const stages = [(await bonusRow(t, one.id)).stage, (await bonusRow(t, two.id)).stage].sort()
    expect(stages).toEqual(['activated', 'issued'])
    const money = await pockets(t, playerId)
    expect([100, 200]).toContain(money.bonus)
  })

  it('two activations in a currency without a wallet yet open one wallet with one bonus', async () => {
    const { playerId, cookie } = await fundedPlayer(0)
    const one = await issueBonus(t, playerId, { amountCents: 100, currency: 'USD' })
    const two = await issueBonus(t, playerId, { amountCents: 200, currency: 'USD' })
    const answers = await Promise.all([activateBonus(t, cookie, one.id), activateBonus(t, cookie, two.id)])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect([100, 200]).toContain((await pockets(t, playerId, 'USD')).bonus)
  })

  it('a cancel racing rounds forfeits exactly what is left', async () => {
    const { playerId, cookie } = await fundedPlayer(500)
    const bonus = await activeBonus(t, playerId, { amountCents: 1_000, wagerRequiredCents: 1_000_000 })
    const s = await session(SLOT, 'real', cookie)
    const rounds = Array.from({ length: 4 }, () =>
      playRound(t.app, s.id, { action: 'spin', bet_cents: 200, idempotency_key: key('cancel') }, cookie),
    )
    const [canceled] = await Promise.all([cancelBonus(t, cookie, bonus.id), ...rounds])
    expect(canceled?.statusCode).toBe(200)
    expect((await bonusRow(t, bonus.id)).stage).toBe('canceled')
    expect((await pockets(t, playerId)).bonus).toBe(0)
  })
})
