// The quest pages' data on the server (ADR 041): quests and achievements are promo definitions of
// GET /api/tournaments (kind quest | achievement), already filtered by the platform (nonvisible,
// ffc without test quests, other groups' ones); a quest's page reads GET /api/quests/{identifier}.
import * as api from '@croupier/contract/api.generated'
import type { Quest } from '@croupier/contract/quests/get-quest'
import type { Tournament } from '@croupier/contract/tournaments/tournament'
import { platformFor } from '../../lib/platform-client.server'

export type QuestListLoad = { kind: 'ok'; quests: Tournament[] } | { kind: 'failed' }
export type QuestLoad = { kind: 'ok'; quest: Quest } | { kind: 'not-found' } | { kind: 'failed' }

/** Active and coming quests (or achievements), soonest end first. */
export async function loadQuestList(request: Request, kind: 'quest' | 'achievement'): Promise<QuestListLoad> {
  const answer = await platformFor(request).tryCall(api.getTournaments, { query: { kind } })
  if (!answer.ok) return { kind: 'failed' }
  const end = (quest: Tournament) =>
    quest.end_at ? new Date(quest.end_at).getTime() : Number.POSITIVE_INFINITY
  const quests = answer.data.filter((quest) => quest.status !== 'archive').sort((a, b) => end(a) - end(b))
  return { kind: 'ok', quests }
}

export async function loadQuest(request: Request, identifier: string): Promise<QuestLoad> {
  const answer = await platformFor(request).tryCall(api.getQuest, { params: { identifier } })
  if (answer.ok) return { kind: 'ok', quest: answer.data }
  const missing = answer.failure.kind === 'not-found' || answer.failure.kind === 'validation'
  return missing ? { kind: 'not-found' } : { kind: 'failed' }
}

/** Achievements with each ladder and the player's progress (ADR 041: they never reset). */
export async function loadAchievements(
  request: Request,
): Promise<{ kind: 'ok'; achievements: Quest[] } | { kind: 'failed' }> {
  const list = await loadQuestList(request, 'achievement')
  if (list.kind === 'failed') return list
  const client = platformFor(request)
  const ladders = await Promise.all(
    list.quests.map((entry) =>
      client.callOrNull(api.getQuest, { params: { identifier: entry.frontend_identifier } }),
    ),
  )
  return { kind: 'ok', achievements: ladders.filter((quest): quest is Quest => quest !== null) }
}
