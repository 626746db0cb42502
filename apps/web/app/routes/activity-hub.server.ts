// The activity hub's data (spec 2 §2.1 /aquanova-odyssey; ADR 041): for a player their quests with
// qualifying bets, the tournaments they joined with rank and running lotteries with their tickets;
// for a guest what is running.
import * as api from '@croupier/contract/api.generated'
import type { Lottery } from '@croupier/contract/lotteries/lottery'
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
  /** Running lotteries, each with the viewer's tickets. */
  lotteries: Lottery[]
}

const COMPETITION_KINDS = new Set(['bet_sum', 'max_multiplier', 'rounds', 'wheel'])

export async function loadActivityHub(request: Request, signedIn: boolean): Promise<ActivityHub> {
  const client = platformFor(request)
  const [quests, running, joined, lotteries] = await Promise.all([
    client.callOrNull(api.getTournaments, { query: { kind: 'quest', status: 'active' } }),
    client.callOrNull(api.getTournaments, { query: { status: 'active' } }),
    signedIn ? client.callOrNull(api.getPlayerTournaments) : null,
    client.callOrNull(api.getLotteries, { query: { status: 'active' } }),
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
    lotteries: lotteries ?? [],
  }
}
