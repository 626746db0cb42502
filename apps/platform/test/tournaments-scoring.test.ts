// Tournament scores (issue #14, ADR 041): each kind counts qualifying real rounds exactly once,
// when one player's rounds and many players' rounds run in parallel (on PostgreSQL the requests
// truly overlap) and when the subscriber runs again over the same events; demo rounds, rounds
// before joining and stakes under the minimum bet count nothing; a wheel tournament issues one
// lootbox per `spin_every_cents` of stakes.

import { VIP_GROUPS } from '@croupier/rules/groups'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { gameRounds } from '../src/modules/catalogue/catalogue.tables.ts'
import { lootboxes } from '../src/modules/lootboxes/lootboxes.tables.ts'
import { addPlayerGroups, removePlayerGroups } from '../src/modules/player/groups.service.ts'
import { scoreRounds } from '../src/modules/tournaments/scoring.ts'
import { fundedPlayer, round, session, setupPlayApp, t } from './helpers/play.ts'
import { createTournament, entryOf, join, roundEvents, scoredRounds } from './helpers/tournaments.ts'
import { SLOT } from './play-fixtures.ts'

setupPlayApp()

async function realRounds(playerId: number) {
  return t.db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, playerId), eq(gameRounds.mode, 'real')))
}

/** Spins `bets` over two parallel game sessions of the player. */
async function parallelSpins(cookie: string, bets: readonly number[]) {
  const a = await session(SLOT, 'real', cookie)
  const b = await session(SLOT, 'real', cookie)
  await Promise.all(
    bets.map((bet, i) => round(i % 2 ? a.id : b.id, { action: 'spin', bet_cents: bet }, cookie)),
  )
}

async function settle() {
  await t.app.events.dispatch()
}

/** The subscriber once more over every round event: must add nothing. */
async function replayAll() {
  const events = await roundEvents(t)
  await t.db.transaction((tx) => scoreRounds(tx, events, new Date()))
}

const BETS = [37, 55, 120, 90, 64, 250, 10, 333]

describe('tournament scoring', () => {
  it('bet_sum, max_multiplier and rounds count each of one player’s parallel rounds once, also replayed', async () => {
    const sum = await createTournament(t, { kind: 'bet_sum' })
    const best = await createTournament(t, { kind: 'max_multiplier' })
    const count = await createTournament(t, { kind: 'rounds' })
    const player = await fundedPlayer(100_000)
    for (const tournament of [sum, best, count]) await join(t, tournament.id, player.cookie)
    await parallelSpins(player.cookie, BETS)
    await settle()
    const rounds = await realRounds(player.playerId)
    expect(rounds).toHaveLength(BETS.length)
    const staked = rounds.reduce((total, r) => total + r.betCents, 0)
    const bestMultiplier = Math.max(...rounds.map((r) => Math.floor((r.winCents * 100) / r.betCents)))
    const check = async () => {
      expect((await entryOf(t, sum.id, player.playerId))?.score).toBe(staked)
      expect((await entryOf(t, best.id, player.playerId))?.score).toBe(bestMultiplier)
      expect((await entryOf(t, count.id, player.playerId))?.score).toBe(BETS.length)
      for (const tournament of [sum, best, count]) {
        const rows = await scoredRounds(t, tournament.id)
        expect(rows.map((r) => r.roundId).sort()).toEqual(rounds.map((r) => r.id).sort())
      }
    }
    await check()
    await replayAll()
    await check()
  })

  it('many players in parallel: every round counts once for its own player', async () => {
    const sum = await createTournament(t, { kind: 'bet_sum' })
    const players = await Promise.all([1, 2, 3, 4].map(() => fundedPlayer(100_000)))
    for (const player of players) await join(t, sum.id, player.cookie)
    await Promise.all(players.map((player) => parallelSpins(player.cookie, BETS)))
    await settle()
    await replayAll()
    for (const player of players) {
      const rounds = await realRounds(player.playerId)
      const entry = await entryOf(t, sum.id, player.playerId)
      expect(entry?.score).toBe(rounds.reduce((total, r) => total + r.betCents, 0))
      expect(entry?.rounds).toBe(BETS.length)
    }
    expect(await scoredRounds(t, sum.id)).toHaveLength(players.length * BETS.length)
  })

  it('demo rounds, rounds before joining, stakes under the minimum and other games count nothing', async () => {
    const count = await createTournament(t, { kind: 'rounds', min_bet_cents: 100 })
    const elsewhere = await createTournament(t, { kind: 'rounds', games: ['croupier/euro-roulette'] })
    const player = await fundedPlayer(100_000)
    const s = await session(SLOT, 'real', player.cookie)
    await round(s.id, { action: 'spin', bet_cents: 200 }, player.cookie) // before joining
    await settle()
    await join(t, count.id, player.cookie)
    await join(t, elsewhere.id, player.cookie)
    await round(s.id, { action: 'spin', bet_cents: 99 }, player.cookie) // under the minimum
    await round(s.id, { action: 'spin', bet_cents: 100 }, player.cookie)
    const demo = await session(SLOT, 'demo', player.cookie)
    await round(demo.id, { action: 'spin', bet_cents: 500 }, player.cookie)
    await settle()
    expect((await entryOf(t, count.id, player.playerId))?.score).toBe(1)
    expect((await entryOf(t, elsewhere.id, player.playerId))?.score).toBe(0)
  })

  it('a group-only tournament counts rounds only while the player is in one of its groups', async () => {
    const gold = VIP_GROUPS.find((group) => group.status === 'gold')?.id ?? 0
    const cup = await createTournament(t, { kind: 'rounds', group_ids: [gold] })
    const player = await fundedPlayer(100_000)
    await addPlayerGroups(t.db, player.playerId, [gold])
    await join(t, cup.id, player.cookie)
    const s = await session(SLOT, 'real', player.cookie)
    await round(s.id, { action: 'spin', bet_cents: 100 }, player.cookie)
    await settle()
    await removePlayerGroups(t.db, player.playerId, [gold])
    await round(s.id, { action: 'spin', bet_cents: 100 }, player.cookie)
    await settle()
    expect((await entryOf(t, cup.id, player.playerId))?.score).toBe(1)
  })

  it('a wheel tournament issues one lootbox per spin_every_cents of stakes, once', async () => {
    const wheel = await createTournament(t, {
      kind: 'wheel',
      spin_every_cents: 200,
      lootbox_group_key: 'wheel',
    })
    const player = await fundedPlayer(100_000)
    await join(t, wheel.id, player.cookie)
    await parallelSpins(player.cookie, BETS)
    await settle()
    await replayAll()
    const staked = (await realRounds(player.playerId)).reduce((total, r) => total + r.betCents, 0)
    const boxes = await t.db.select().from(lootboxes).where(eq(lootboxes.playerId, player.playerId))
    expect(boxes).toHaveLength(Math.floor(staked / 200))
    expect(boxes.every((box) => box.source === 'tournament' && box.groupKey === 'wheel')).toBe(true)
    expect((await entryOf(t, wheel.id, player.playerId))?.spinsIssued).toBe(Math.floor(staked / 200))
  })

  it('scores reach the live board: public top players (masked), a status to each player who moved, throttled', async () => {
    const sum = await createTournament(t, { kind: 'bet_sum' })
    const [a, b] = await Promise.all([fundedPlayer(100_000), fundedPlayer(100_000)])
    if (!a || !b) throw new Error('players')
    await join(t, sum.id, a.cookie)
    await join(t, sum.id, b.cookie)
    const publicSpy = vi.spyOn(t.app.realtime, 'publishPublic')
    const privateSpy = vi.spyOn(t.app.realtime, 'publishToPlayer')
    try {
      const boards = () =>
        publicSpy.mock.calls
          .filter(
            ([channel, , payload]) =>
              channel === 'tournaments_leaderboards' &&
              'participants' in payload &&
              payload.tournament_id === sum.id,
          )
          .map(([, , payload]) => payload)
      const statuses = (playerId: number) =>
        privateSpy.mock.calls
          .filter(
            ([player, name, payload]) =>
              player === String(playerId) &&
              name === 'tournaments_statuses' &&
              'tournament_id' in payload &&
              payload.tournament_id === sum.id,
          )
          .map(([, , payload]) => payload)
      const sa = await session(SLOT, 'real', a.cookie)
      await round(sa.id, { action: 'spin', bet_cents: 300 }, a.cookie)
      await settle()
      await vi.waitFor(() => expect(boards()).toHaveLength(1))
      expect(boards()[0]).toEqual({
        tournament_id: sum.id,
        participants: 2,
        top_players: [{ award_place: 1, nickname: 'player***', score: 300 }],
      })
      expect(statuses(a.playerId)).toMatchObject([{ award_place: 1, score: 300, bets: 300, rounds: 1 }])
      // b overtakes: both moved, both hear it.
      const sb = await session(SLOT, 'real', b.cookie)
      await round(sb.id, { action: 'spin', bet_cents: 500 }, b.cookie)
      await settle()
      await vi.waitFor(() => expect(boards()).toHaveLength(2))
      expect(statuses(b.playerId)).toMatchObject([{ award_place: 1, score: 500 }])
      expect(statuses(a.playerId).at(-1)).toMatchObject({ award_place: 2, score: 300 })
      // A burst of passes within one interval makes one flush, not one per pass.
      const before = boards().length
      for (let i = 0; i < 20; i++) t.app.tournaments.flusher.changed([Number(sum.id)])
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(boards().length - before).toBe(1)
      // Nothing moved: nobody gets a status again.
      expect(statuses(b.playerId)).toHaveLength(1)
    } finally {
      publicSpy.mockRestore()
      privateSpy.mockRestore()
    }
  })
})
