// The signed-in player's tournaments in the browser (spec 1 §4 batch item tournaments): filled by the
// post-login batch, loaded again after a join (spec 2 §4). Never read on the server.

import type * as api from '@croupier/contract/api.generated'
import type { ResponseOf } from '@croupier/contract/endpoint'
import { create } from 'zustand'
import { registerPlayerDataReset } from '../../../lib/player-session'
import { getPlayerTournaments } from '../api/tournaments-api'

export type PlayerTournament = ResponseOf<typeof api.getPlayerTournaments>[number]

export const usePlayerTournamentsStore = create<{ tournaments: PlayerTournament[] | null }>()(() => ({
  tournaments: null,
}))

let inFlight: Promise<PlayerTournament[]> | null = null

/** One call at a time; a call made while one runs shares it. */
export function loadPlayerTournaments(): Promise<PlayerTournament[]> {
  inFlight ??= getPlayerTournaments()
    .then((tournaments) => {
      usePlayerTournamentsStore.setState({ tournaments })
      return tournaments
    })
    .finally(() => {
      inFlight = null
    })
  return inFlight
}

registerPlayerDataReset('tournaments', () => usePlayerTournamentsStore.setState({ tournaments: null }))
