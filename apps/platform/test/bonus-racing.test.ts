// Racing the bonus engine (issue #12, ADR 039): two activations in one wallet at once, a cancel
// racing rounds that stake the bonus's money, and racing provider callbacks for a deposit with a
// bonus code. On PostgreSQL these run truly at once (each request its own connection); on PGlite
// one after the other, which the same assertions cover. Money is checked with bonusViolations.
import * as api from '@croupier/contract/api.generated'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { activateBonusInTx, cancelBonusInTx } from '../src/modules/bonuses/bonus-money.ts'
import { insertBonusRow } from '../src/modules/bonuses/bonuses.repository.ts'
import { playerBonuses } from '../src/modules/bonuses/bonuses.tables.ts'
import { sandboxCallback } from '../src/modules/payments/payments.service.ts'
import { bonusViolations } from './bonus-invariants.ts'
import { register } from './helpers/auth.ts'
import { inject } from './helpers/call.ts'
import { fundedPlayer, round, session, setupPlayApp, t } from './helpers/play.ts'
import { key, SLOT } from './play-fixtures.ts'

setupPlayApp()

const CONTRIBUTION = { slot: 100, instant: 100, roulette: 10, blackjack: 10, live: 0 }

async function issue(playerId: number, amountCents: number, wagerRequiredCents: number, source: string) {
  const now = new Date()
  const bonus = await insertBonusRow(t.db, {
    playerId,
    type: 'gift',
    groupKey: 'racing',
    currency: 'EUR',
    amountCents,
    wagerRequiredCents,
    terms: { contribution: CONTRIBUTION },
    sourceKey: source,
    createdAt: now,
    updatedAt: now,
  })
  if (!bonus) throw new Error('bonus not issued')
  return bonus
}

async function stages(playerId: number) {
  const rows = await t.db
    .select({ id: playerBonuses.id, stage: playerBonuses.stage })
    .from(playerBonuses)
    .where(sql`${playerBonuses.playerId} = ${playerId}`)
    .orderBy(playerBonuses.id)
  return rows.map((r) => r.stage)
}

/** Each real round's bet postings (cash and bonus) are its stake; its wins at most its win. */
async function roundMoney(playerId: number) {
  const result = await t.db.execute<{
    id: number
    bet: string
    win: string
    bet_cents: string
    win_cents: string
  }>(sql`
    SELECT r.id, r.bet_cents, r.win_cents,
      COALESCE(-SUM(e.amount_cents) FILTER (WHERE e.kind IN ('bet', 'bonus_bet')), 0) AS bet,
      COALESCE(SUM(e.amount_cents) FILTER (WHERE e.kind IN ('win', 'bonus_win')), 0) AS win
    FROM game_rounds r LEFT JOIN ledger_entries e ON e.reference = 'round:' || r.id
    WHERE r.player_id = ${playerId} AND r.mode = 'real' GROUP BY r.id`)
  return result.rows.map((r) => ({
    stakeMatches: Number(r.bet) === Number(r.bet_cents),
    winMatches: Number(r.win) === Number(r.win_cents),
  }))
}

describe('bonuses under racing requests', () => {
  it('two activations of two bonuses in one wallet at once: exactly one is activated', async () => {
    for (let i = 0; i < 5; i++) {
      const { playerId } = await fundedPlayer(1_000)
      const a = await issue(playerId, 2_000, 40_000, `race-a-${i}`)
      const b = await issue(playerId, 3_000, 60_000, `race-b-${i}`)
      const now = new Date()
      const results = await Promise.all(
        [a, b].map((bonus) => t.db.transaction((tx) => activateBonusInTx(tx, playerId, bonus.id, now))),
      )
      expect(results.filter((r) => r.activated)).toHaveLength(1)
      expect(results.filter((r) => !r.activated).map((r) => !r.activated && r.reason)).toEqual([
        'active_exists',
      ])
      expect((await stages(playerId)).sort()).toEqual(['activated', 'issued'])
    }
    expect(await bonusViolations(t.db)).toEqual([])
  })

  it('the same activation twice at once credits the bonus money once', async () => {
    const { playerId } = await fundedPlayer(0)
    const bonus = await issue(playerId, 2_500, 50_000, 'race-same')
    const now = new Date()
    const results = await Promise.all(
      [1, 2, 3].map(() => t.db.transaction((tx) => activateBonusInTx(tx, playerId, bonus.id, now))),
    )
    expect(results.filter((r) => r.activated)).toHaveLength(1)
    expect(await bonusViolations(t.db)).toEqual([])
  })

  it('a cancel racing rounds staked with its money: every cent is in one pocket, posted once', async () => {
    let bonusStakes = 0
    for (let i = 0; i < 3; i++) {
      // Little cash, so the rounds stake bonus money too and the split is exercised.
      const { playerId, cookie } = await fundedPlayer(100)
      const bonus = await issue(playerId, 5_000, 1_000_000, `race-cancel-${i}`)
      await t.db.transaction((tx) => activateBonusInTx(tx, playerId, bonus.id, new Date()))
      const game = await session(SLOT, 'real', cookie)
      // One spin first stakes the last cash and some bonus money (a split), then the race.
      await round(game.id, { action: 'spin', bet_cents: 200 }, cookie)
      const spins = Array.from({ length: 8 }, () =>
        inject(t.app, api.playRound, {
          params: { id: game.id },
          cookie,
          rawBody: { idempotency_key: key(), action: 'spin', bet_cents: 200 },
        }),
      )
      const cancel = t.db.transaction((tx) => cancelBonusInTx(tx, playerId, bonus.id, new Date()))
      const [canceled, ...answers] = await Promise.all([cancel, ...spins])
      // Every spin either played (on cash and bonus money, or on cash alone after the cancel) or
      // was refused for funds; none failed.
      for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode)
      expect(canceled?.stage ?? (await stages(playerId))[0]).toMatch(/canceled|wagered/)
      for (const round of await roundMoney(playerId))
        expect(round).toEqual({ stakeMatches: true, winMatches: true })
      const staked = await t.db.execute<{ n: string }>(sql`
        SELECT COUNT(*) AS n FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        WHERE a.player_id = ${playerId} AND e.kind = 'bonus_bet'`)
      bonusStakes += Number(staked.rows[0]?.n ?? 0)
    }
    // Not vacuous: rounds did stake the bonus's money (the first spin at least).
    expect(bonusStakes).toBeGreaterThan(0)
    expect(await bonusViolations(t.db)).toEqual([])
  })

  it('racing provider callbacks for a deposit with a bonus code issue its bonus exactly once', async () => {
    const { player, cookie } = await register(t.app, { currency: 'EUR' })
    const playerId = (player as { id: number }).id
    const created = await inject(t.app, api.createDeposit, {
      cookie,
      rawBody: {
        method_id: 'card-visa',
        currency: 'EUR',
        amount_cents: 5_000,
        idempotency_key: key('deposit'),
        bonus_code: 'QUICK1',
        card: { number: '4000 0000 0000 3220', expiry: '12/33', holder: 'Jane Doe', cvv: '123' },
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    const paymentId = Number((created.json() as { id: string }).id)
    const secret = t.app.payments.settings.callbackSecret
    const racing = Array.from({ length: 8 }, (_, i) =>
      inject(t.app, api.providerCallback, {
        body: sandboxCallback(secret, paymentId, `bonus-race-${i}`, 'succeeded'),
      }),
    )
    for (const response of await Promise.all(racing)) expect(response.statusCode, response.body).toBe(200)
    const issued = await t.db.select().from(playerBonuses).where(sql`${playerBonuses.playerId} = ${playerId}`)
    expect(issued.map((b) => ({ source: b.sourceKey, stage: b.stage, amount: b.amountCents }))).toEqual([
      // QUICK1: 100 % of the deposit up to 10.00, activated at once (the wallet had none active).
      { source: `deposit:${paymentId}`, stage: 'activated', amount: 1_000 },
    ])
    expect(await bonusViolations(t.db)).toEqual([])
  })
})
