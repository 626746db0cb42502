// Tournament rows on the wire (contract tournaments/tournament.ts): texts in the request's locale
// with an English fallback, status from dates, nicknames masked (spec 2 §9 K8).
import type { TopPlayer, Tournament, TournamentPrize } from '@croupier/contract/tournaments/tournament'
import { maskNickname, promoStatus } from '@croupier/rules/promotions'
import type { TournamentRow } from './tournaments.repository.ts'
import type { StoredTournamentPrize } from './tournaments.tables.ts'

export function textIn(texts: Record<string, string>, locale: string): string {
  return texts[locale] ?? texts[locale.split('-')[0] ?? ''] ?? texts.en ?? ''
}

export function presentPrize(prize: StoredTournamentPrize, locale: string): TournamentPrize {
  return {
    place_from: prize.place_from,
    place_to: prize.place_to,
    type: prize.type,
    ...(prize.amount ? { amount: prize.amount } : {}),
    ...(prize.freespins_count ? { freespins_count: prize.freespins_count } : {}),
    ...(prize.titles ? { title: textIn(prize.titles, locale) } : {}),
  }
}

export function topPlayer(place: number, nickname: string, score: number): TopPlayer {
  return { award_place: place, nickname: maskNickname(nickname), score }
}

export interface PresentExtras {
  topPlayers: TopPlayer[]
  participants: number
  confirmed: boolean
}

export function presentTournament(
  row: TournamentRow,
  locale: string,
  now: Date,
  extras: PresentExtras,
): Tournament {
  const status = promoStatus(row.startAt, row.endAt, now)
  return {
    id: String(row.id),
    tournament_id: String(row.id),
    frontend_identifier: row.frontendIdentifier,
    kind: row.kind,
    title: textIn(row.titles, locale),
    description: textIn(row.descriptions, locale),
    terms: textIn(row.terms, locale),
    image: row.image,
    status,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt ? row.endAt.toISOString() : null,
    in_progress: status === 'active' && row.settledAt === null,
    currency: row.currency,
    group_ids: row.groupIds,
    games: row.games,
    game_categories: row.gameCategories,
    min_bet_cents: row.minBetCents,
    prizes: row.prizes.map((prize) => presentPrize(prize, locale)),
    top_players: extras.topPlayers,
    participants: extras.participants,
    confirmed: extras.confirmed,
    spin_every_cents: row.config.spin_every_cents ?? null,
    lootbox_group_key: row.config.lootbox_group_key ?? null,
  }
}

/** The prize of a place, if the table has one. */
export function prizeForPlace(
  prizes: readonly StoredTournamentPrize[],
  place: number,
): StoredTournamentPrize | undefined {
  return prizes.find((prize) => place >= prize.place_from && place <= prize.place_to)
}
