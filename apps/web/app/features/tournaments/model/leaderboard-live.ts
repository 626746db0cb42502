// The open tournament page's live state (ADR 041 "Live"): the public `tournaments_leaderboards` event
// replaces the top players, the private `tournaments_statuses` event the player's own standing.

import type { RealtimeEventMap } from '@croupier/contract/realtime/events'
import type { TopPlayer, TournamentStatus } from '@croupier/contract/tournaments/tournament'

export interface LiveBoard {
  tournamentId: string
  topPlayers: TopPlayer[]
  participants: number
  status: TournamentStatus | null
}

export function applyLeaderboardEvent(
  board: LiveBoard,
  event: RealtimeEventMap['tournaments_leaderboards'],
): LiveBoard {
  if (event.tournament_id !== board.tournamentId) return board
  return { ...board, topPlayers: event.top_players, participants: event.participants }
}

export function applyStatusEvent(
  board: LiveBoard,
  event: RealtimeEventMap['tournaments_statuses'],
): LiveBoard {
  if (event.tournament_id !== board.tournamentId || board.status === null) return board
  const { status } = board
  return {
    ...board,
    status: {
      ...status,
      bets: Math.round(event.bets),
      award_place: event.award_place,
      nickname: event.nickname ?? status.nickname,
      score: event.score ?? status.score,
      rounds: event.rounds ?? status.rounds,
    },
  }
}
