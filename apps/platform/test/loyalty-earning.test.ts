// Earning comp points (issue #13, ADR 040): real rounds earn on their cash stake, one point per
// €1 times the VIP status multiplier, the remainder kept; demo rounds, free spins and bonus-money
// stakes earn nothing by default; every round counts exactly once, also when players spin in
// parallel (on PostgreSQL the requests truly overlap) and when the handler runs again.
import { VIP_GROUPS } from '@croupier/rules/groups'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { gameRounds } from '../src/modules/catalogue/catalogue.tables.ts'
import { earnFromRounds } from '../src/modules/loyalty/earning.ts'
import { addPlayerGroups } from '../src/modules/player/groups.service.ts'
import { activateFreeSpins, activeBonus, gameId, issueFreeSpins } from './helpers/bonuses.ts'
import { entriesOf, writes } from './helpers/loyalty.ts'
import { fundedPlayer, round, session, setupPlayApp, t } from './helpers/play.ts'
import { SLOT } from './play-fixtures.ts'

setupPlayApp()

async function spins(id: string, bets: readonly number[], cookie: string) {
  for (const bet of bets) await round(id, { action: 'spin', bet_cents: bet }, cookie)
}

/** Σ of the player's round entries, how many there are, and the account against all its entries. */
async function earned(playerId: number) {
  const entries = await entriesOf(t, playerId)
  const rounds = entries.filter((entry) => entry.reason === 'round')
  const account = await writes(t, playerId)
  expect(account.chargeable).toBe(entries.reduce((sum, entry) => sum + entry.points, 0))
  return { points: rounds.reduce((sum, entry) => sum + entry.points, 0), rounds }
}

async function realRounds(playerId: number) {
  return t.db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, playerId), eq(gameRounds.mode, 'real')))
}

describe('earning comp points', () => {
  it('real cash stakes earn a point per euro, the remainder carried to the next round', async () => {
    const { playerId, cookie } = await fundedPlayer(10_000)
    const s = await session(SLOT, 'real', cookie)
    await spins(s.id, Array(7).fill(30), cookie)
    expect((await earned(playerId)).points).toBe(2)
    await spins(s.id, Array(3).fill(30), cookie)
    const after = await earned(playerId)
    expect(after.points).toBe(3)
    expect(after.rounds).toHaveLength(10)
  })

  it('points earned reach the player as comps_award with the new total', async () => {
    const { playerId, cookie } = await fundedPlayer(10_000)
    const publish = vi.spyOn(t.app.realtime, 'publishToPlayer')
    try {
      const s = await session(SLOT, 'real', cookie)
      await spins(s.id, [250, 180], cookie)
      const awards = () =>
        publish.mock.calls
          .filter(([player, name]) => player === String(playerId) && name === 'comps_award')
          .map(([, , payload]) => payload)
      // 2.50 earns 2 points (0.50 kept), then 1.80 + 0.50 earns 2 more.
      await vi.waitFor(() => expect(awards()).toHaveLength(2))
      expect(awards()).toEqual([
        { points: 2, total_points: 2 },
        { points: 2, total_points: 4 },
      ])
    } finally {
      publish.mockRestore()
    }
  })

  it('the VIP status multiplies: gold earns 135 %', async () => {
    const { playerId, cookie } = await fundedPlayer(10_000)
    const gold = VIP_GROUPS.find((group) => group.status === 'gold')
    await addPlayerGroups(t.db, playerId, [gold?.id ?? 0])
    const s = await session(SLOT, 'real', cookie)
    await spins(s.id, Array(10).fill(100), cookie)
    expect((await earned(playerId)).points).toBe(13)
  })

  it('demo rounds, free spins and bonus-money stakes earn nothing by default', async () => {
    const demo = await fundedPlayer(1_000)
    const d = await session(SLOT, 'demo', demo.cookie)
    await spins(d.id, Array(5).fill(500), demo.cookie)
    expect(await entriesOf(t, demo.playerId)).toHaveLength(0)

    const free = await fundedPlayer(1_000)
    const batch = await issueFreeSpins(t, free.playerId, [await gameId(t, SLOT)], {
      count: 5,
      stakeCents: 500,
    })
    expect((await activateFreeSpins(t, free.cookie, batch.id)).statusCode).toBe(200)
    const f = await session(SLOT, 'real', free.cookie)
    await spins(f.id, Array(5).fill(500), free.cookie)
    expect((await realRounds(free.playerId)).length).toBe(5)
    expect(await entriesOf(t, free.playerId)).toHaveLength(0)

    const bonus = await fundedPlayer(0)
    await activeBonus(t, bonus.playerId, { amountCents: 5_000, wagerRequiredCents: 1_000_000 })
    const b = await session(SLOT, 'real', bonus.cookie)
    await spins(b.id, Array(5).fill(500), bonus.cookie)
    expect((await realRounds(bonus.playerId)).length).toBe(5)
    expect(await entriesOf(t, bonus.playerId)).toHaveLength(0)
  })

  it('parallel spins by several players count every round exactly once, also when run again', async () => {
    const players = await Promise.all([1, 2, 3, 4].map(() => fundedPlayer(50_000)))
    const bets = [37, 55, 120, 90, 64, 250, 10, 333]
    const plays = await Promise.all(
      players.map(async (player) => {
        const a = await session(SLOT, 'real', player.cookie)
        const b = await session(SLOT, 'real', player.cookie)
        return bets.map((bet, i) =>
          round(i % 2 ? a.id : b.id, { action: 'spin', bet_cents: bet }, player.cookie),
        )
      }),
    )
    await Promise.all(plays.flat())
    for (const player of players) {
      const rounds = await realRounds(player.playerId)
      expect(rounds).toHaveLength(bets.length)
      const staked = rounds.reduce((sum, r) => sum + r.betCents, 0)
      const mine = await earned(player.playerId)
      expect(mine.points).toBe(Math.floor(staked / 100))
      expect(mine.rounds.map((entry) => entry.key).sort()).toEqual(rounds.map((r) => `round:${r.id}`).sort())
      // The handler again over the same rounds adds nothing.
      const before = await writes(t, player.playerId)
      await t.db.transaction((tx) =>
        earnFromRounds(
          tx,
          rounds.map((r) => ({
            round_id: r.id,
            player_id: player.playerId,
            game_id: r.gameId,
            mode: 'real',
            currency: 'EUR',
            bet_cents: r.betCents,
            win_cents: r.winCents,
            balance_cents: 0,
            cash_bet_cents: r.betCents,
            bonus_bet_cents: 0,
            free_spin: false,
          })),
          new Date(),
        ),
      )
      expect(await writes(t, player.playerId)).toEqual(before)
    }
  })
})
