// The tournament calls from the browser (spec 2 §7) on the typed client: joining, the player's
// standing in one and in all their tournaments.
import * as api from '@croupier/contract/api.generated'
import { call } from '../../../lib/platform-client'

export function confirmTournament(id: string) {
  return call(api.confirmTournament, { params: { id } })
}

export function getTournamentStatus(id: string) {
  return call(api.getTournamentStatus, { params: { id } })
}

export function getTournament(id: string) {
  return call(api.getTournament, { params: { id } })
}

export function getPlayerTournaments() {
  return call(api.getPlayerTournaments)
}
