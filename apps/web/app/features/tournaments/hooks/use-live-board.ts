// The open tournament page moves live (ADR 041 "Live"): the public `tournaments_leaderboards` channel
// replaces the top players, the private `tournaments_statuses` event the player's standing; after a
// reconnect (events missed) the standing and the board are fetched again.
import type { Tournament, TournamentStatus } from '@croupier/contract/tournaments/tournament'
import { useEffect, useState } from 'react'
import { on } from '../../../lib/events'
import { onRealtimeEvent } from '../../../lib/realtime'
import { getTournament, getTournamentStatus } from '../api/tournaments-api'
import { applyLeaderboardEvent, applyStatusEvent, type LiveBoard } from '../model/leaderboard-live'

export function useLiveBoard(tournament: Tournament, initialStatus: TournamentStatus | null) {
  const [board, setBoard] = useState<LiveBoard>(() => ({
    tournamentId: tournament.id,
    topPlayers: tournament.top_players,
    participants: tournament.participants,
    status: initialStatus,
  }))
  useEffect(() => {
    setBoard({
      tournamentId: tournament.id,
      topPlayers: tournament.top_players,
      participants: tournament.participants,
      status: initialStatus,
    })
  }, [tournament, initialStatus])
  useEffect(() => {
    const refetch = () => {
      void getTournament(tournament.id)
        .then((fresh) =>
          setBoard((held) => ({ ...held, topPlayers: fresh.top_players, participants: fresh.participants })),
        )
        .catch(() => undefined)
      if (initialStatus)
        void getTournamentStatus(tournament.id)
          .then((status) => setBoard((held) => ({ ...held, status })))
          .catch(() => undefined)
    }
    const stops = [
      onRealtimeEvent('tournaments_leaderboards', (event) =>
        setBoard((held) => applyLeaderboardEvent(held, event)),
      ),
      onRealtimeEvent('tournaments_statuses', (event) => setBoard((held) => applyStatusEvent(held, event))),
      on('realtime-reconnect', refetch),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  }, [tournament.id, initialStatus])
  return board
}
