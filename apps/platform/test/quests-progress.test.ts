// Quests and achievements (issue #14, ADR 041): real stakes count in EUR exactly once per round, also
// for parallel rounds and a redelivered event; completed levels pay their prize once; the ladder is
// in the player's currency; achievements keep counting past an end; group quests count only for
// their groups; crypto stakes count nothing.
import * as api from '@croupier/contract/api.generated'
import { QUEST_LADDERS_EUR } from '@croupier/rules/quests'
import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { playerBonuses } from '../src/modules/bonuses/bonuses.tables.ts'
import type { DeliveredEvent } from '../src/modules/events/events.service.ts'
import { addPlayerGroups } from '../src/modules/player/groups.service.ts'
import { progressRounds } from '../src/modules/quests/progress.ts'
import { questStatusOf } from '../src/modules/quests/quests.service.ts'
import { questLevelAwards, questProgress, questRounds } from '../src/modules/quests/quests.tables.ts'
import { listPromoDefinitions, savePromoDefinition } from '../src/modules/tournaments/tournaments.service.ts'
import { levelPrizes } from '../src/seed/quests.ts'
import { inject } from './helpers/call.ts'
import { fundedPlayer, round, session, setupPlayApp, t } from './helpers/play.ts'
import { roundEvents } from './helpers/tournaments.ts'
import { SLOT } from './play-fixtures.ts'

setupPlayApp()

let serial = 0
const HOUR = 3_600_000

async function createQuest(options: {
  kind?: 'quest' | 'achievement'
  size?: 'xs' | 's' | 'm'
  startAt?: Date
  endAt?: Date | null
  groupIds?: number[]
}) {
  serial += 1
  const kind = options.kind ?? 'quest'
  const size = options.size ?? 'xs'
  return savePromoDefinition(t.db, {
    frontendIdentifier: `${kind}--${size}--test-${process.pid}-${serial}`,
    kind,
    titles: { en: `Test ${kind} ${serial}`, de: `Test-${kind} ${serial}` },
    startAt: options.startAt ?? new Date(Date.now() - HOUR),
    endAt: options.endAt === undefined ? new Date(Date.now() + 24 * HOUR) : options.endAt,
    currency: 'EUR',
    groupIds: options.groupIds ?? [],
    config: { level_prizes: levelPrizes(QUEST_LADDERS_EUR[size]) },
  })
}

async function progressOf(tournamentId: number, playerId: number) {
  const [row] = await t.db
    .select()
    .from(questProgress)
    .where(and(eq(questProgress.tournamentId, tournamentId), eq(questProgress.playerId, playerId)))
  return row
}

let roundSerial = 9_000_000_000
/** A round.finished event as the dispatcher delivers it (no round row: the subscriber needs none). */
function roundEvent(
  playerId: number,
  stake: number,
  currency: string,
  at = new Date(),
): DeliveredEvent<'round.finished'> {
  roundSerial += 1
  return {
    id: roundSerial,
    type: 'round.finished',
    payload: {
      round_id: roundSerial,
      player_id: playerId,
      game_id: 1,
      mode: 'real',
      currency,
      bet_cents: stake,
      win_cents: 0,
      balance_cents: 0,
      cash_bet_cents: stake,
      bonus_bet_cents: 0,
      free_spin: false,
    },
    createdAt: at,
  }
}

/** Runs the subscriber over `events`; answers the levels completed, of `questId` only when given. */
async function feed(events: DeliveredEvent<'round.finished'>[], questId?: number) {
  const done = await t.db.transaction((tx) => progressRounds(tx, events, new Date()))
  return questId === undefined ? done : done.filter((d) => d.tournamentId === questId)
}

const BETS = [37, 55, 120, 90, 64, 250, 10, 333] // 959: levels 1 and 2 of xs complete

describe('quest progress', () => {
  it('counts parallel real rounds once, also when the events are delivered again', async () => {
    const quest = await createQuest({})
    const player = await fundedPlayer(100_000)
    const a = await session(SLOT, 'real', player.cookie)
    const b = await session(SLOT, 'real', player.cookie)
    await Promise.all(
      BETS.map((bet, i) => round(i % 2 ? a.id : b.id, { action: 'spin', bet_cents: bet }, player.cookie)),
    )
    await t.app.events.dispatch()
    const check = async () => {
      const row = await progressOf(quest.id, player.playerId)
      expect(row?.betEurCents).toBe(959)
      expect(row?.rounds).toBe(BETS.length)
      const rounds = await t.db.select().from(questRounds).where(eq(questRounds.tournamentId, quest.id))
      expect(rounds).toHaveLength(BETS.length)
    }
    await check()
    const mine = (await roundEvents(t)).filter((e) => e.payload.player_id === player.playerId)
    expect(mine).toHaveLength(BETS.length)
    await feed(mine)
    await Promise.all([feed(mine.slice(0, 4)), feed(mine.slice(2))])
    await check()
  })

  it('pays each completed level once through the bonus engine', async () => {
    const quest = await createQuest({})
    const player = await fundedPlayer(100_000)
    const events = BETS.map((bet) => roundEvent(player.playerId, bet, 'EUR'))
    const done = await feed(events, quest.id)
    expect(done.map((d) => d.level)).toEqual([1, 2])
    expect(await feed(events, quest.id)).toEqual([]) // delivered again: nothing new
    const bonuses = await t.db
      .select()
      .from(playerBonuses)
      .where(
        and(
          eq(playerBonuses.playerId, player.playerId),
          like(playerBonuses.sourceKey, `quest:${quest.id}:%`),
        ),
      )
    expect(bonuses.map((b) => b.sourceKey).sort()).toEqual([
      `quest:${quest.id}:${player.playerId}:1`,
      `quest:${quest.id}:${player.playerId}:2`,
    ])
    expect(bonuses.every((b) => b.amountCents === 100 && b.currency === 'EUR')).toBe(true)
    // 1000 EUR cents reach level 4, so level 3 (free spins) completes, in parallel passes once.
    const [x, y] = await Promise.all([
      feed([roundEvent(player.playerId, 41, 'EUR')], quest.id),
      feed([roundEvent(player.playerId, 5, 'EUR')], quest.id),
    ])
    expect([...x, ...y].map((d) => d.level)).toEqual([3])
    const status = await questStatusOf(t.db, quest.id, player.playerId)
    expect(status).toMatchObject({
      betEurCents: 1005,
      bets: 1005,
      currentLevel: 4,
      completedLevels: [1, 2, 3],
    })
    const awards = await t.db
      .select()
      .from(questLevelAwards)
      .where(and(eq(questLevelAwards.tournamentId, quest.id), eq(questLevelAwards.playerId, player.playerId)))
    expect(awards.map((a) => a.level).sort()).toEqual([1, 2, 3])
    expect(awards.every((a) => a.payout !== 'pending')).toBe(true)
  })

  it("shows the ladder in the player's currency: an AUD level needs 1.5 times the EUR bets", async () => {
    const quest = await createQuest({})
    const player = await fundedPlayer(100_000, 'AUD')
    await feed([roundEvent(player.playerId, 600, 'AUD')]) // 400 EUR cents: level 2 met, level 3 not
    const response = await inject(t.app, api.getQuest, {
      params: { identifier: quest.frontendIdentifier },
      cookie: player.cookie,
      headers: { 'accept-language': 'de' },
    })
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      currency: 'AUD',
      bets_cents: 600,
      current_level: 2,
      next_level: 3,
      title: quest.titles.de,
    })
    expect(body.levels.map((l: { min_bet_cents: number }) => l.min_bet_cents)).toEqual([
      0, 225, 750, 1500, 7500, 22500,
    ])
    expect(body.levels.map((l: { state: string }) => l.state)).toEqual([
      'completed',
      'active',
      'locked',
      'locked',
      'locked',
      'locked',
    ])
    expect(body.levels[0].prize).toMatchObject({ type: 'bonus', amount: { AUD: 150, EUR: 100 } })
    const guest = await inject(t.app, api.getQuest, { params: { identifier: quest.frontendIdentifier } })
    expect(guest.json()).toMatchObject({
      currency: 'EUR',
      bets_cents: null,
      current_level: null,
      next_level: 2,
    })
    expect(guest.json().levels[1]).toMatchObject({ min_bet_cents: 150, state: 'locked' })
    const unknown = await inject(t.app, api.getQuest, { params: { identifier: 'quest--xs--no-such-quest' } })
    expect(unknown.statusCode).toBe(404)
    const tooLong = await inject(t.app, api.getQuest, {
      url: api.getQuest.path.replace(':identifier', 'q'.repeat(200)),
    })
    // Fastify answers an over-long parameter before the contract's 422 (414): a 4xx, never a 500.
    expect(tooLong.statusCode).toBeGreaterThanOrEqual(400)
    expect(tooLong.statusCode).toBeLessThan(500)
  })

  it('achievements keep counting past what would end a quest', async () => {
    const end = new Date(Date.now() + HOUR)
    const quest = await createQuest({ endAt: end })
    // The achievement carries the same end: it must not stop counting.
    const achievement = await createQuest({ kind: 'achievement', size: 's', endAt: end })
    const player = await fundedPlayer(100_000)
    await feed([roundEvent(player.playerId, 300, 'EUR')])
    await feed([roundEvent(player.playerId, 700, 'EUR', new Date(end.getTime() + 24 * HOUR))])
    expect((await progressOf(quest.id, player.playerId))?.betEurCents).toBe(300)
    expect((await progressOf(achievement.id, player.playerId))?.betEurCents).toBe(1000)
    const response = await inject(t.app, api.getQuest, {
      params: { identifier: achievement.frontendIdentifier },
      cookie: player.cookie,
    })
    expect(response.json()).toMatchObject({
      kind: 'achievement',
      size: 's',
      status: 'active',
      end_at: null,
      current_level: 3,
    })
  })

  it('a group quest counts and shows only for its groups', async () => {
    const gold = 259
    const quest = await createQuest({ groupIds: [gold] })
    const member = await fundedPlayer(100_000)
    const other = await fundedPlayer(100_000)
    await addPlayerGroups(t.db, member.playerId, [gold])
    await feed([roundEvent(member.playerId, 200, 'EUR'), roundEvent(other.playerId, 200, 'EUR')])
    expect((await progressOf(quest.id, member.playerId))?.betEurCents).toBe(200)
    expect(await progressOf(quest.id, other.playerId)).toBeUndefined()
    const params = { identifier: quest.frontendIdentifier }
    expect((await inject(t.app, api.getQuest, { params, cookie: member.cookie })).statusCode).toBe(200)
    expect((await inject(t.app, api.getQuest, { params, cookie: other.cookie })).statusCode).toBe(404)
    expect((await inject(t.app, api.getQuest, { params })).statusCode).toBe(404)
  })

  it('crypto stakes, free spins and demo rounds count nothing', async () => {
    const quest = await createQuest({})
    const player = await fundedPlayer(100_000)
    const freeSpin = roundEvent(player.playerId, 500, 'EUR')
    freeSpin.payload.free_spin = true
    const demo = roundEvent(player.playerId, 500, 'EUR')
    demo.payload.mode = 'demo'
    await feed([roundEvent(player.playerId, 100_000, 'BTC'), freeSpin, demo])
    expect(await progressOf(quest.id, player.playerId)).toBeUndefined()
    expect(await questStatusOf(t.db, quest.id, player.playerId)).toMatchObject({ bets: 0, currentLevel: 1 })
  })

  it('seeds quests of every size, a VIP-only one, the ffc test quest and never-ending achievements', async () => {
    const rows = await listPromoDefinitions(t.db, { kinds: ['quest', 'achievement'] })
    const seeded = rows.filter((row) => !row.frontendIdentifier.includes('--test-'))
    const ids = seeded.map((row) => row.frontendIdentifier)
    for (const id of [
      'quest--xs--daily-warm-up',
      'quest--s--weekly-climb',
      'quest--m--monthly-marathon',
      'quest--s--vip-ascent',
      'quest--s--ffc-check',
      'quest--robot-s--rocket-grind',
      'achievement--xs--first-steps',
    ]) {
      expect(ids).toContain(id)
    }
    for (const row of seeded) {
      expect(Object.keys(row.titles).sort()).toEqual([
        'de',
        'en',
        'en-AU',
        'en-CA',
        'en-NZ',
        'fr-CA',
        'it',
        'no',
      ])
      if (row.kind === 'achievement') expect(row.endAt).toBeNull()
    }
    expect(seeded.find((row) => row.frontendIdentifier === 'quest--s--vip-ascent')?.groupIds.length).toBe(3)
    const robot = await inject(t.app, api.getQuest, {
      params: { identifier: 'quest--robot-s--rocket-grind' },
    })
    const levels = robot.json().levels as { min_bet_eur_cents: number }[]
    expect(levels).toHaveLength(15)
    expect(levels.at(-1)?.min_bet_eur_cents).toBe(800_000)
    const xs = await inject(t.app, api.getQuest, { params: { identifier: 'quest--xs--daily-warm-up' } })
    expect(xs.json()).toMatchObject({ status: 'active', size: 'xs' })
    expect(xs.json().levels[1]).toMatchObject({ min_bet_cents: 150, prize: { type: 'bonus' } })
  })
})
