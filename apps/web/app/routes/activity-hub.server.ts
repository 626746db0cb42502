// The activity hub's data (spec 2 §2.1 /aquanova-odyssey; ADR 041): for a player their quests with
// qualifying bets and the tournaments they joined with rank; for a guest what is running.
import * as api from '@croupier/contract/api.generated'
import type { Tournament, TournamentStatus } from '@croupier/contract/tournaments/tournament'
import { platformFor } from '../lib/platform-client.server'

export interface PlayerTournament {
  tournament: Tournament
  status: TournamentStatus
}

export interface HubQuest {
  quest: Tournament
  /** Qualifying bets in the quest's currency; null for a guest. */
  bets: number | null
}

export interface ActivityHub {
  signedIn: boolean
  quests: HubQuest[]
  /** The player's joined tournaments with their standing. */
  joined: PlayerTournament[]
  /** Running tournaments (what's on), without quests and achievements. */
  running: Tournament[]
}

const COMPETITION_KINDS = new Set(['bet_sum', 'max_multiplier', 'rounds', 'wheel'])

export async function loadActivityHub(request: Request, signedIn: boolean): Promise<ActivityHub> {
  const client = platformFor(request)
  const [quests, running, joined] = await Promise.all([
    client.callOrNull(api.getTournaments, { query: { kind: 'quest', status: 'active' } }),
    client.callOrNull(api.getTournaments, { query: { status: 'active' } }),
    signedIn ? client.callOrNull(api.getPlayerTournaments) : null,
  ])
  const statuses = signedIn
    ? await Promise.all(
        (quests ?? []).map((quest) =>
          client.callOrNull(api.getTournamentStatus, { params: { id: quest.id } }),
        ),
      )
    : []
  return {
    signedIn,
    quests: (quests ?? []).map((quest, index) => ({
      quest,
      bets: signedIn ? (statuses[index]?.bets ?? 0) : null,
    })),
    joined: joined ?? [],
    running: (running ?? []).filter((entry) => COMPETITION_KINDS.has(entry.kind)),
  }
}
