import { afterEach, describe, expect, it, vi } from 'vitest'
import { signOutEverywhere } from '../../../lib/player-session'
import { getPlayerTournaments } from '../api/tournaments-api'
import { tournamentsPostLoginLoads } from '../post-login-loads'
import { type PlayerTournament, usePlayerTournamentsStore } from './player-tournaments-store'

vi.mock('../api/tournaments-api', () => ({ getPlayerTournaments: vi.fn() }))

const joined = {
  tournament_id: '7',
  bets: 1_250,
  award_place: 2,
  nickname: 'MapleAce',
} as unknown as PlayerTournament

describe('player tournaments store', () => {
  afterEach(() => {
    usePlayerTournamentsStore.setState({ tournaments: null })
    vi.clearAllMocks()
  })

  it('fills from the post-login step tournaments (spec 1 §4) and empties on logout', async () => {
    vi.mocked(getPlayerTournaments).mockResolvedValue([joined])
    await tournamentsPostLoginLoads.tournaments()
    expect(usePlayerTournamentsStore.getState().tournaments).toEqual([joined])
    expect(getPlayerTournaments).toHaveBeenCalledTimes(1)
    signOutEverywhere()
    expect(usePlayerTournamentsStore.getState().tournaments).toBeNull()
  })
})
