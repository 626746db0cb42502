// The quests module's facade (issue #14, ADR 041): a player's standing in a quest or achievement for
// the tournaments status route, and a quest's ladder in a currency.
import { fromEurCents, parsePromoIdentifier } from '@croupier/rules/promotions'
import { levelMinBets, questLadderEur, questLevels } from '@croupier/rules/quests'
import type { Executor } from '../events/events.service.ts'
import { findPromo } from '../tournaments/tournaments.service.ts'
import { robotLadders } from './ladders.ts'
import * as repo from './quests.repository.ts'

export { QUEST_LADDERS_CONFIG_KEY, QuestLaddersSchema } from './ladders.ts'
export { progressRounds } from './progress.ts'

export interface QuestStatus {
  /** Qualifying real stakes in EUR cents. */
  betEurCents: number
  /** The same in the quest's currency (the status call's `bets`), rounded down. */
  bets: number
  rounds: number
  /** The last level whose requirement is met (1-based). */
  currentLevel: number | null
  /** Levels completed so far (1-based). */
  completedLevels: number[]
}

/**
 * A player's standing in a quest or achievement (tournaments' GET /api/tournaments/{id}/status for
 * these kinds); undefined for an unknown id or another kind. Stable signature (ADR 041).
 */
export async function questStatusOf(
  db: Executor,
  tournamentId: number,
  playerId: number,
): Promise<QuestStatus | undefined> {
  const quest = await findPromo(db, tournamentId)
  if (!quest || (quest.kind !== 'quest' && quest.kind !== 'achievement')) return undefined
  const progress = await repo.findProgress(db, tournamentId, playerId)
  const betEurCents = progress?.betEurCents ?? 0
  const size = parsePromoIdentifier(quest.frontendIdentifier).questSize ?? 'm'
  const levels = questLevels(betEurCents, questLadderEur(size, await robotLadders(db)))
  return {
    betEurCents,
    bets: eurToCurrencyFloor(betEurCents, quest.currency),
    rounds: progress?.rounds ?? 0,
    currentLevel: levels.current,
    completedLevels: levels.completed,
  }
}

/** A quest identifier's ladder in `currency` (minor units); null for a currency without a rate. */
export async function questLadderOf(
  db: Executor,
  identifier: string,
  currency: string,
): Promise<number[] | null> {
  const size = parsePromoIdentifier(identifier).questSize ?? 'm'
  return levelMinBets(size, currency, await robotLadders(db))
}

/** EUR cents shown in `currency`, rounded down (bets never look larger than they are). */
export function eurToCurrencyFloor(eurCents: number, currency: string): number {
  const per100 = fromEurCents(100, currency)
  return per100 === null ? 0 : Math.floor((eurCents * per100) / 100)
}
