// Which finished round counts for which tournament, and by how much (ADR 041): real play, no free
// spin, a qualifying game, the stake at least the minimum bet (in the tournament currency, through
// the EUR reference rates), the round within start/end, the player joined before it, in its groups.
import { fromEurCents, toEurCents } from '@croupier/rules/promotions'
import type { TournamentRow } from './tournaments.repository.ts'

export interface RoundFacts {
  roundId: number
  playerId: number
  mode: 'real' | 'demo'
  freeSpin: boolean
  currency: string
  /** Real stake: cash + bonus money parts. */
  stakeCents: number
  betCents: number
  winCents: number
  game: { identifier: string; categories: string[] } | undefined
  at: Date
}

/** `cents` of `from` in `to`: as is in the same currency, else through EUR; null without a rate. */
export function convertCents(cents: number, from: string, to: string): number | null {
  if (from === to) return cents
  const eur = toEurCents(cents, from)
  if (eur === null) return null
  const rate = fromEurCents(100, to)
  return rate === null ? null : Math.floor((eur * rate) / 100)
}

export function gameQualifies(tournament: TournamentRow, game: RoundFacts['game']): boolean {
  if (tournament.games.length === 0 && tournament.gameCategories.length === 0) return true
  if (!game) return false
  return (
    tournament.games.includes(game.identifier) ||
    game.categories.some((category) => tournament.gameCategories.includes(category))
  )
}

/** The stake in the tournament currency when the round qualifies (before the entry checks), else null. */
export function qualifyingStake(tournament: TournamentRow, round: RoundFacts): number | null {
  if (round.mode !== 'real' || round.freeSpin || round.stakeCents <= 0) return null
  const at = round.at.getTime()
  if (at < tournament.startAt.getTime()) return null
  if (tournament.endAt && at >= tournament.endAt.getTime()) return null
  if (!gameQualifies(tournament, round.game)) return null
  const stake = convertCents(round.stakeCents, round.currency, tournament.currency)
  if (stake === null || stake < tournament.minBetCents) return null
  return stake
}

/** The player's groups allow it: no groups on the tournament, or one in common. */
export function groupsAllow(
  tournament: Pick<TournamentRow, 'groupIds'>,
  playerGroupIds: readonly number[],
): boolean {
  return tournament.groupIds.length === 0 || tournament.groupIds.some((id) => playerGroupIds.includes(id))
}

/** Best win/bet in hundredths (×100, integer). */
export function multiplierOf(round: Pick<RoundFacts, 'betCents' | 'winCents'>): number {
  return round.betCents > 0 ? Math.floor((round.winCents * 100) / round.betCents) : 0
}
