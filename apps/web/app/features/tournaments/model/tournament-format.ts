// How a tournament is worded (spec 2 §3, §4): its prize pool and prizes in its currency, a score by
// its kind, and which moment the countdown counts to.

import type { Tournament, TournamentKind, TournamentPrize } from '@croupier/contract/tournaments/tournament'
import { formatMinorUnits } from '@croupier/rules/currency'
import type { TFunction } from '../../../lib/translate'

/** Cash and bonus money of every paid place, in the tournament currency; null when none is money. */
export function prizePoolCents(tournament: Pick<Tournament, 'prizes' | 'currency'>): number | null {
  let sum = 0
  let any = false
  for (const prize of tournament.prizes) {
    const amount = prize.amount?.[tournament.currency]
    if (amount === undefined) continue
    any = true
    sum += amount * (prize.place_to - prize.place_from + 1)
  }
  return any ? sum : null
}

export function prizeText(t: TFunction, prize: TournamentPrize, currency: string, lang: string): string {
  if (prize.title) return prize.title
  if (prize.type === 'freespins')
    return t('tournaments.prize.freespins', { count: prize.freespins_count ?? 0 })
  const amount = prize.amount?.[currency]
  if (amount === undefined) return t('tournaments.prize.bonusOnly')
  const money = formatMinorUnits(amount, currency, lang, { dropWholeFraction: true })
  return prize.type === 'bonus' ? t('tournaments.prize.bonus', { amount: money }) : money
}

export function placesText(t: TFunction, prize: Pick<TournamentPrize, 'place_from' | 'place_to'>): string {
  return prize.place_from === prize.place_to
    ? t('tournaments.place', { place: prize.place_from })
    : t('tournaments.places', { from: prize.place_from, to: prize.place_to })
}

/** A score as the kind counts it: stakes as money, multipliers in hundredths, rounds as a count. */
export function scoreText(kind: TournamentKind, score: number, currency: string, lang: string): string {
  if (kind === 'max_multiplier') return `×${(score / 100).toLocaleString(lang, { maximumFractionDigits: 2 })}`
  if (kind === 'rounds') return score.toLocaleString(lang)
  return formatMinorUnits(score, currency, lang, { dropWholeFraction: true })
}

/** What the countdown counts to: the end while active, the start while future, nothing once over. */
export function countdownTarget(
  tournament: Pick<Tournament, 'status' | 'start_at' | 'end_at'>,
): string | null {
  if (tournament.status === 'future') return tournament.start_at
  if (tournament.status === 'active') return tournament.end_at
  return null
}
