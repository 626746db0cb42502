// Tournament calls (spec 2 §7, ADR 041): list, detail, confirm, status, player, recent and the
// leaderboard over the seeded tournaments; group-only ones visible to members only (guests never),
// nonvisible identifiers dropped from lists, texts by Accept-Language, the viewer's `confirmed`,
// masked nicknames; refusals are 4xx with their codes, bad ids 404 (414 past the path length), never 500.
import * as api from '@croupier/contract/api.generated'
import type { Tournament } from '@croupier/contract/tournaments/tournament'
import { VIP_GROUPS } from '@croupier/rules/groups'
import { describe, expect, it } from 'vitest'
import { addPlayerGroups } from '../src/modules/player/groups.service.ts'
import { coolOff } from './helpers/bonuses.ts'
import { inject } from './helpers/call.ts'
import { fundedPlayer, round, session, setupPlayApp, t } from './helpers/play.ts'
import { createTournament, join } from './helpers/tournaments.ts'
import { SLOT } from './play-fixtures.ts'

setupPlayApp()

async function list(cookie?: string, locale = 'en'): Promise<Tournament[]> {
  const response = await inject(t.app, api.getTournaments, { cookie, headers: { 'accept-language': locale } })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as Tournament[]
}

const ids = (rows: readonly { frontend_identifier: string }[]) => rows.map((row) => row.frontend_identifier)

async function vipPlayer() {
  const player = await fundedPlayer(10_000)
  const gold = VIP_GROUPS.find((group) => group.status === 'gold')
  await addPlayerGroups(t.db, player.playerId, [gold?.id ?? 0])
  return player
}

describe('tournament calls', () => {
  it('lists the seeded tournaments with status and texts by Accept-Language; group-only ones for members only', async () => {
    const guest = await list(undefined, 'de')
    const race = guest.find((row) => row.frontend_identifier === 'weekly-pokies-race')
    expect(race).toMatchObject({ status: 'active', in_progress: true, confirmed: false, currency: 'EUR' })
    expect(race?.title).toBe('Wöchentliches Slot-Rennen')
    expect(race?.prizes[0]).toMatchObject({ place_from: 1, type: 'cash', amount: { EUR: 300_000 } })
    expect(ids(guest)).toEqual(
      expect.arrayContaining(['big-win-hunt', 'autumn-rounds-rally', 'rocket-chance']),
    )
    expect(guest.find((row) => row.frontend_identifier === 'autumn-rounds-rally')?.status).toBe('future')
    expect(ids(guest)).not.toContain('vip-high-roller-cup')
    expect(
      (await list(undefined, 'en-AU')).find((r) => r.frontend_identifier === 'weekly-pokies-race')?.title,
    ).toBe('Weekly Pokies Race')

    const regular = await fundedPlayer(0)
    expect(ids(await list(regular.cookie))).not.toContain('vip-high-roller-cup')
    const vip = await vipPlayer()
    expect(ids(await list(vip.cookie))).toContain('vip-high-roller-cup')
    const detail = (cookie?: string) =>
      inject(t.app, api.getTournament, { cookie, params: { id: 'vip-high-roller-cup' } })
    expect((await detail()).statusCode).toBe(404)
    expect((await detail(regular.cookie)).statusCode).toBe(404)
    expect((await detail(vip.cookie)).statusCode).toBe(200)
  })

  it('drops nonvisible identifiers from lists but answers their page; ffc ones only with test quests', async () => {
    const hidden = await createTournament(t, { kind: 'bet_sum', identifier: 'summer-nonvisible-cup' })
    expect(ids(await list())).not.toContain('summer-nonvisible-cup')
    // ffc identifiers only when the client says its test-quests flag is on.
    expect(ids(await list())).not.toContain('quest--s--ffc-check')
    const withTests = await inject(t.app, api.getTournaments, { query: { test_quests: '1' } })
    expect(ids(withTests.json() as Tournament[])).toContain('quest--s--ffc-check')
    expect(ids(withTests.json() as Tournament[])).not.toContain('summer-nonvisible-cup')
    const response = await inject(t.app, api.getTournament, { params: { id: hidden.id } })
    expect(response.statusCode).toBe(200)
  })

  it('joins once, shows confirmed and the standing, ranks with masked names on the leaderboard', async () => {
    const tournament = await createTournament(t, { kind: 'bet_sum' })
    const a = await fundedPlayer(100_000)
    const b = await fundedPlayer(100_000)
    await join(t, tournament.id, a.cookie)
    await join(t, tournament.id, a.cookie) // idempotent
    await join(t, tournament.id, b.cookie)
    const status = async (cookie: string) => {
      const response = await inject(t.app, api.getTournamentStatus, { cookie, params: { id: tournament.id } })
      expect(response.statusCode, response.body).toBe(200)
      return response.json()
    }
    expect(await status(a.cookie)).toMatchObject({ award_place: null, bets: 0, confirmed: true })
    const sa = await session(SLOT, 'real', a.cookie)
    await round(sa.id, { action: 'spin', bet_cents: 300 }, a.cookie)
    const sb = await session(SLOT, 'real', b.cookie)
    await round(sb.id, { action: 'spin', bet_cents: 500 }, b.cookie)
    await t.app.events.dispatch()
    expect(await status(a.cookie)).toMatchObject({ award_place: 2, bets: 300, score: 300, rounds: 1 })
    expect(await status(b.cookie)).toMatchObject({ award_place: 1, bets: 500 })

    const board = await inject(t.app, api.getTournamentLeaderboard, {
      params: { id: tournament.frontend_identifier },
    })
    expect(board.json()).toEqual({
      tournament_id: tournament.id,
      participants: 2,
      players: [
        { award_place: 1, nickname: 'player***', score: 500 },
        { award_place: 2, nickname: 'player***', score: 300 },
      ],
    })
    const mine = (await list(a.cookie)).find((row) => row.id === tournament.id)
    expect(mine).toMatchObject({ confirmed: true, participants: 2 })
    expect(mine?.top_players.map((p) => p.score)).toEqual([500, 300])
    expect((await list()).find((row) => row.id === tournament.id)?.confirmed).toBe(false)

    const player = await inject(t.app, api.getPlayerTournaments, { cookie: a.cookie })
    expect(player.statusCode).toBe(200)
    const joined = player.json() as { tournament: Tournament; status: { award_place: number } }[]
    expect(joined.map((row) => row.tournament.id)).toEqual([tournament.id])
    expect(joined[0]?.status.award_place).toBe(2)
  })

  it('refuses joining with clear codes: guests, other groups, future, ended, unknown, cooling off', async () => {
    const player = await fundedPlayer(0)
    const confirm = (id: string, cookie?: string) =>
      inject(t.app, api.confirmTournament, { cookie, csrf: true, params: { id } })
    expect((await confirm('weekly-pokies-race')).statusCode).toBe(401)
    const other = await confirm('vip-high-roller-cup', player.cookie)
    expect([other.statusCode, other.json().error]).toEqual([403, 'TOURNAMENT_GROUP_ONLY'])
    const future = await confirm('autumn-rounds-rally', player.cookie)
    expect([future.statusCode, future.json().error]).toEqual([409, 'TOURNAMENT_NOT_ACTIVE'])
    const ended = await confirm('spring-slots-sprint', player.cookie)
    expect([ended.statusCode, ended.json().error]).toEqual([409, 'TOURNAMENT_NOT_ACTIVE'])
    expect((await confirm('no-such-tournament', player.cookie)).statusCode).toBe(404)
    expect((await confirm('weekly-pokies-race', player.cookie)).json()).toEqual({ confirmed: true })
    const resting = await fundedPlayer(0)
    await coolOff(t, resting.playerId, new Date(Date.now() + 86_400_000))
    const cooling = await confirm('weekly-pokies-race', resting.cookie)
    expect([cooling.statusCode, cooling.json().error]).toEqual([403, 'COOLING_OFF'])
  })

  it('a quest needs no joining: confirm refused, its status is the quest progress', async () => {
    const player = await fundedPlayer(10_000)
    const quest = 'quest--xs--daily-warm-up'
    const confirm = await inject(t.app, api.confirmTournament, {
      cookie: player.cookie,
      csrf: true,
      params: { id: quest },
    })
    expect([confirm.statusCode, confirm.json().error]).toEqual([409, 'TOURNAMENT_NO_JOIN'])
    const s = await session(SLOT, 'real', player.cookie)
    await round(s.id, { action: 'spin', bet_cents: 200 }, player.cookie)
    await t.app.events.dispatch()
    const status = await inject(t.app, api.getTournamentStatus, {
      cookie: player.cookie,
      params: { id: quest },
    })
    expect(status.statusCode, status.body).toBe(200)
    expect(status.json()).toMatchObject({ bets: 200, rounds: 1, award_place: null, confirmed: false })
  })

  it('answers bad ids with 404 or 414, never 500', async () => {
    const player = await fundedPlayer(0)
    for (const id of ['0', '99999999999999999999', 'nope', "' or 1=1", '-1']) {
      const detail = await inject(t.app, api.getTournament, { params: { id } })
      expect(detail.statusCode, id).toBe(404)
      const status = await inject(t.app, api.getTournamentStatus, {
        cookie: player.cookie,
        params: { id },
      })
      expect(status.statusCode, id).toBe(404)
      const board = await inject(t.app, api.getTournamentLeaderboard, {
        params: { id },
      })
      expect(board.statusCode, id).toBe(404)
    }
    const long = await inject(t.app, api.getTournament, { params: { id: 'x'.repeat(150) } })
    expect(long.statusCode).toBe(414) // past Fastify's path parameter length
    expect(
      (await inject(t.app, api.getTournamentStatus, { params: { id: 'weekly-pokies-race' } })).statusCode,
    ).toBe(401)
  })

  it('recent lists finished tournaments newest first with their masked winners', async () => {
    const response = await inject(t.app, api.getRecentTournaments, { headers: { 'accept-language': 'it' } })
    expect(response.statusCode).toBe(200)
    const recent = response.json() as (Tournament & {
      winners: { award_place: number; nickname: string }[]
    })[]
    expect(ids(recent).slice(0, 2)).toEqual(['big-win-weekend', 'spring-slots-sprint'])
    expect(recent[0]?.title).toBe('Weekend delle grandi vincite')
    expect(recent[0]?.status).toBe('archive')
    expect(recent[1]?.winners.slice(0, 2)).toMatchObject([
      { award_place: 1, nickname: 'GoldVi***', prize: { type: 'cash', amount: { EUR: 100_000 } } },
      { award_place: 2, nickname: 'DemoPl***' },
    ])
  })
})
