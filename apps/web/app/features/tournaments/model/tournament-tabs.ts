// Which promos each view of /tournaments lists (spec 2 §2.1; ADR 041 "Client"): the tabs, the archive,
// /arena (the competitive tournaments) and /promo (every promo). Quests and achievements link to the
// pages lane wquest builds; everything else to /tournaments/{frontend_identifier}.
import type { Tournament, TournamentKind } from '@croupier/contract/tournaments/tournament'

export const TOURNAMENT_TABS = [
  'default',
  'all',
  'producers',
  'lotteries',
  'actions',
  'live',
  'achievements',
] as const
export type TournamentTab = (typeof TOURNAMENT_TABS)[number]
export type TournamentView = TournamentTab | 'archive' | 'arena' | 'promo'

const COMPETITIVE: readonly TournamentKind[] = ['bet_sum', 'max_multiplier', 'rounds']
const TOURNAMENT_KINDS: readonly TournamentKind[] = [...COMPETITIVE, 'wheel']

const isLive = (item: Tournament) => item.game_categories.some((category) => category.startsWith('live'))

/** The promos a view lists, active first then future, each by its start. */
export function tournamentsForView(items: readonly Tournament[], view: TournamentView): Tournament[] {
  const open = items.filter((item) => item.status !== 'archive')
  const pick = (): Tournament[] => {
    switch (view) {
      case 'default':
        return open.filter((item) => TOURNAMENT_KINDS.includes(item.kind))
      case 'arena':
        return open.filter((item) => COMPETITIVE.includes(item.kind))
      case 'producers':
        return open.filter((item) => TOURNAMENT_KINDS.includes(item.kind) && item.games.length > 0)
      case 'live':
        return open.filter((item) => TOURNAMENT_KINDS.includes(item.kind) && isLive(item))
      case 'actions':
        return open.filter((item) => item.kind === 'quest')
      case 'achievements':
        return open.filter((item) => item.kind === 'achievement')
      case 'lotteries':
      case 'archive':
        return []
      default:
        return open
    }
  }
  const rank = (item: Tournament) => (item.status === 'active' ? 0 : 1)
  return pick().sort((a, b) => rank(a) - rank(b) || a.start_at.localeCompare(b.start_at))
}

/** Where a promo's card leads (without locale): quests and achievements to their own pages. */
export function promoHref(item: Pick<Tournament, 'kind' | 'frontend_identifier'>): string {
  if (item.kind === 'quest' || item.kind === 'achievement') return `/action/${item.frontend_identifier}`
  if (item.kind === 'wheel' && item.frontend_identifier === 'rocket-chance') return '/rocket-chance'
  return `/tournaments/${item.frontend_identifier}`
}

/** The tab a /tournaments path names; null when the path is a tournament's slug. */
export function tabOfPath(segment: string | undefined): TournamentView | null {
  if (segment === undefined || segment === '') return 'default'
  if (segment === 'archive') return 'archive'
  return (TOURNAMENT_TABS as readonly string[]).includes(segment) && segment !== 'default'
    ? (segment as TournamentTab)
    : null
}
