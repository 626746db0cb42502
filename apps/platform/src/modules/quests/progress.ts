// Quest and achievement progress from finished rounds (ADR 041), exactly once per round and quest:
// the outbox's subscribeOnce records each event with the change in one transaction and a unique
// (quest, round) row makes a redelivered round add nothing. Real stakes (cash + bonus money, no free
// spin) count in EUR cents; a currency without a reference rate (crypto) does not count. A level
// completed by the new total pays its prize in the same transaction, once (quest_level_awards).
import { parsePromoIdentifier, toEurCents } from '@croupier/rules/promotions'
import { questLadderEur, questLevels, type RobotLadders } from '@croupier/rules/quests'
import type { DeliveredEvent, Executor } from '../events/events.service.ts'
import { listPlayerGroups } from '../player/groups.service.ts'
import { listPromoDefinitions, type TournamentRow } from '../tournaments/tournaments.service.ts'
import { robotLadders } from './ladders.ts'
import { payLevelPrize } from './prizes.ts'
import * as repo from './quests.repository.ts'

type RoundEvent = DeliveredEvent<'round.finished'>

interface Counted {
  quest: TournamentRow
  playerId: number
  roundId: number
  eurCents: number
  currency: string
}

/** Within the quest's dates; an achievement never ends (spec 2 §3: it never resets). */
export function inQuestWindow(quest: Pick<TournamentRow, 'kind' | 'startAt' | 'endAt'>, at: Date): boolean {
  if (at.getTime() < quest.startAt.getTime()) return false
  if (quest.kind === 'achievement' || !quest.endAt) return true
  return at.getTime() < quest.endAt.getTime()
}

function gameQualifies(quest: TournamentRow, game: { identifier: string; categories: string[] } | undefined) {
  if (quest.games.length === 0 && quest.gameCategories.length === 0) return true
  if (!game) return false
  return (
    quest.games.includes(game.identifier) || game.categories.some((c) => quest.gameCategories.includes(c))
  )
}

/** Counts a dispatch pass's rounds in the caller's transaction; answers the levels newly completed. */
export async function progressRounds(
  tx: Executor,
  events: readonly RoundEvent[],
  now: Date,
): Promise<{ tournamentId: number; playerId: number; level: number }[]> {
  const real = events.filter((e) => {
    const p = e.payload
    return (
      p.mode === 'real' && !p.free_spin && p.player_id !== null && p.cash_bet_cents + p.bonus_bet_cents > 0
    )
  })
  if (real.length === 0) return []
  const quests = await listPromoDefinitions(tx, { kinds: ['quest', 'achievement'] })
  if (quests.length === 0) return []
  const games = quests.some((q) => q.games.length > 0 || q.gameCategories.length > 0)
    ? await repo.gamesByIds(tx, [...new Set(real.map((e) => e.payload.game_id))])
    : new Map()
  const groupsOf = new Map<number, number[]>()
  const counted: Counted[] = []
  for (const event of real) {
    const p = event.payload
    const playerId = p.player_id as number
    const eurCents = toEurCents(p.cash_bet_cents + p.bonus_bet_cents, p.currency)
    if (eurCents === null || eurCents <= 0) continue
    for (const quest of quests) {
      if (!inQuestWindow(quest, event.createdAt) || !gameQualifies(quest, games.get(p.game_id))) continue
      if (quest.groupIds.length > 0) {
        let groups = groupsOf.get(playerId)
        if (!groups) {
          groups = (await listPlayerGroups(tx, playerId)).map((group) => group.id)
          groupsOf.set(playerId, groups)
        }
        if (!quest.groupIds.some((id) => groups?.includes(id))) continue
      }
      counted.push({ quest, playerId, roundId: p.round_id, eurCents, currency: p.currency })
    }
  }
  const fresh = await repo.insertCountedRounds(
    tx,
    counted.map((c) => ({ tournamentId: c.quest.id, roundId: c.roundId, playerId: c.playerId })),
  )
  const sums = new Map<
    string,
    { quest: TournamentRow; playerId: number; eurCents: number; rounds: number; currency: string }
  >()
  for (const c of counted) {
    if (!fresh.has(`${c.quest.id}:${c.roundId}`)) continue
    const key = `${c.quest.id}:${c.playerId}`
    const sum = sums.get(key) ?? {
      quest: c.quest,
      playerId: c.playerId,
      eurCents: 0,
      rounds: 0,
      currency: c.currency,
    }
    sum.eurCents += c.eurCents
    sum.rounds += 1
    sum.currency = c.currency
    sums.set(key, sum)
  }
  if (sums.size === 0) return []
  const ladders = await robotLadders(tx)
  const completed: { tournamentId: number; playerId: number; level: number }[] = []
  // One lock order for every pass: by quest, then player.
  const ordered = [...sums.values()].sort((a, b) => a.quest.id - b.quest.id || a.playerId - b.playerId)
  for (const sum of ordered) {
    const row = await repo.addProgress(tx, {
      tournamentId: sum.quest.id,
      playerId: sum.playerId,
      eurCents: sum.eurCents,
      rounds: sum.rounds,
      now,
    })
    for (const level of completedLevels(sum.quest, row.betEurCents, ladders)) {
      const ids = { tournamentId: sum.quest.id, playerId: sum.playerId, level }
      if (!(await repo.claimLevel(tx, { ...ids, now }))) continue
      await repo.setAwardPayout(
        tx,
        ids,
        await payLevelPrize(tx, sum.quest, { ...ids, currency: sum.currency, now }),
      )
      completed.push(ids)
    }
  }
  return completed
}

export function completedLevels(quest: TournamentRow, betEurCents: number, ladders: RobotLadders): number[] {
  const size = parsePromoIdentifier(quest.frontendIdentifier).questSize ?? 'm'
  return questLevels(betEurCents, questLadderEur(size, ladders)).completed
}
