// The quest pages' data on the server (ADR 041): quests and achievements are promo definitions of
// GET /api/tournaments (kind quest | achievement), already filtered by the platform (nonvisible,
// ffc without test quests, other groups' ones); a quest's page reads it by frontend_identifier.
import * as api from '@croupier/contract/api.generated'
import type { Tournament } from '@croupier/contract/tournaments/tournament'
import { parsePromoIdentifier } from '@croupier/rules/promotions'
import { platformFor } from '../../lib/platform-client.server'
import type { QuestView } from './model/quest-view'

export type QuestListLoad = { kind: 'ok'; quests: Tournament[] } | { kind: 'failed' }
export type QuestLoad = { kind: 'ok'; quest: QuestView } | { kind: 'not-found' } | { kind: 'failed' }

/** Active and coming quests (or achievements), soonest end first. */
export async function loadQuestList(request: Request, kind: 'quest' | 'achievement'): Promise<QuestListLoad> {
  const answer = await platformFor(request).tryCall(api.getTournaments, { query: { kind } })
  if (!answer.ok) return { kind: 'failed' }
  const end = (quest: Tournament) =>
    quest.end_at ? new Date(quest.end_at).getTime() : Number.POSITIVE_INFINITY
  const quests = answer.data.filter((quest) => quest.status !== 'archive').sort((a, b) => end(a) - end(b))
  return { kind: 'ok', quests }
}

export async function loadQuest(request: Request, identifier: string, signedIn: boolean): Promise<QuestLoad> {
  const answer = await platformFor(request).tryCall(api.getTournament, { params: { id: identifier } })
  if (!answer.ok) return answer.failure.kind === 'not-found' ? { kind: 'not-found' } : { kind: 'failed' }
  const quest = answer.data
  if (quest.kind !== 'quest' && quest.kind !== 'achievement') return { kind: 'not-found' }
  // The player's qualifying bets in the quest's currency (ADR 041: read through the quests facade).
  const status = signedIn
    ? await platformFor(request).callOrNull(api.getTournamentStatus, { params: { id: quest.id } })
    : null
  return { kind: 'ok', quest: questViewOf(quest, signedIn ? (status?.bets ?? 0) : null) }
}

function questViewOf(quest: Tournament, bets: number | null): QuestView {
  return {
    identifier: quest.frontend_identifier,
    kind: quest.kind === 'achievement' ? 'achievement' : 'quest',
    title: quest.title,
    terms: quest.terms,
    size: parsePromoIdentifier(quest.frontend_identifier).questSize ?? 'm',
    status: quest.status,
    start_at: quest.start_at,
    end_at: quest.end_at,
    currency: quest.currency,
    bets_cents: bets,
    levels: [],
  }
}
