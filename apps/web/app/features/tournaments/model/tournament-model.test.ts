import type { TournamentPrize } from '@croupier/contract/tournaments/tournament'
import { describe, expect, it } from 'vitest'
import { applyLeaderboardEvent, applyStatusEvent, type LiveBoard } from './leaderboard-live'
import { countdownTarget, prizePoolCents, scoreText } from './tournament-format'

const board: LiveBoard = {
  tournamentId: '7',
  topPlayers: [{ award_place: 1, nickname: 'alice1***', score: 500 }],
  participants: 1,
  status: {
    tournament_id: '7',
    bets: 0,
    award_place: null,
    nickname: 'bob***',
    score: 0,
    rounds: 0,
    confirmed: true,
  },
}

describe('the live board (ADR 041 Live)', () => {
  it('takes the public top players and the private standing of its own tournament only', () => {
    const top = [
      { award_place: 1, nickname: 'bobbyt***', score: 900 },
      { award_place: 2, nickname: 'alice1***', score: 500 },
    ]
    const moved = applyLeaderboardEvent(board, { tournament_id: '7', participants: 2, top_players: top })
    expect(moved.topPlayers).toEqual(top)
    expect(moved.participants).toBe(2)
    expect(applyLeaderboardEvent(board, { tournament_id: '8', participants: 9, top_players: [] })).toBe(board)
    const mine = applyStatusEvent(board, {
      tournament_id: '7',
      bets: 900,
      award_place: 1,
      nickname: null,
      score: 900,
      rounds: 3,
    })
    expect(mine.status).toMatchObject({
      award_place: 1,
      score: 900,
      rounds: 3,
      bets: 900,
      nickname: 'bob***',
    })
    expect(applyStatusEvent(board, { tournament_id: '8', bets: 1, award_place: 1, nickname: null })).toBe(
      board,
    )
  })
})

describe('tournament wording (spec 2 §3, §4)', () => {
  it('sums the money prizes of every place in the tournament currency', () => {
    const prizes: TournamentPrize[] = [
      { place_from: 1, place_to: 1, type: 'cash', amount: { EUR: 50_000, USD: 60_000 } },
      { place_from: 2, place_to: 4, type: 'bonus', amount: { EUR: 10_000 } },
      { place_from: 5, place_to: 10, type: 'freespins', freespins_count: 20 },
    ]
    expect(prizePoolCents({ currency: 'EUR', prizes })).toBe(80_000)
    expect(prizePoolCents({ currency: 'EUR', prizes: prizes.slice(2) })).toBeNull()
  })

  it('counts down to the end while active, to the start while future, not at all once over', () => {
    const dates = { start_at: '2026-11-01T00:00:00.000Z', end_at: '2026-12-01T00:00:00.000Z' }
    expect(countdownTarget({ ...dates, status: 'active' })).toBe(dates.end_at)
    expect(countdownTarget({ ...dates, status: 'future' })).toBe(dates.start_at)
    expect(countdownTarget({ ...dates, status: 'archive' })).toBeNull()
  })

  it('words a score by its kind', () => {
    expect(scoreText('max_multiplier', 1250, 'EUR', 'en')).toBe('×12.5')
    expect(scoreText('rounds', 1200, 'EUR', 'en')).toBe('1,200')
    expect(scoreText('bet_sum', 12_345, 'EUR', 'en')).toBe('€123.45')
  })
})
