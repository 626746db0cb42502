// The tournament pages' data on the server (spec 2 §7, ADR 041): the list a view shows (the archive
// from `recent`), one tournament with the player's standing, and whether a promo's page is built so
// no card links to a 404. The platform answers 404 for an unknown one or another group's.
import * as api from '@croupier/contract/api.generated'
import type { ResponseOf } from '@croupier/contract/endpoint'
import type { Lottery } from '@croupier/contract/lotteries/lottery'
import type { Tournament, TournamentStatus } from '@croupier/contract/tournaments/tournament'
import { isBuiltPage } from '../../lib/built-pages'
import { platformFor } from '../../lib/platform-client.server'
import type { ShellContext } from '../../lib/shell-context'
import { promoHref, type TournamentView, tournamentsForView } from './model/tournament-tabs'

export type RecentTournament = ResponseOf<typeof api.getRecentTournaments>[number]

export interface PromoCard {
  tournament: Tournament
  /** Null when the promo's page is not built (then the card has no link). */
  href: string | null
}

export type ListLoad =
  | { kind: 'list'; cards: PromoCard[] }
  | { kind: 'archive'; finished: RecentTournament[] }
  | { kind: 'lotteries'; lotteries: Lottery[] }
  | { kind: 'failed' }

const ARCHIVE_SIZE = 30

function linkOf(tournament: Tournament, shell: ShellContext | null): string | null {
  const href = promoHref(tournament)
  const staticPaths = (shell?.staticPages ?? []).map((page) => page.path)
  return isBuiltPage(href, staticPaths) ? href : null
}

export async function loadTournamentList(
  request: Request,
  shell: ShellContext | null,
  view: TournamentView,
): Promise<ListLoad> {
  const platform = platformFor(request)
  if (view === 'archive') {
    const answer = await platform.tryCall(api.getRecentTournaments, { query: { limit: ARCHIVE_SIZE } })
    return answer.ok ? { kind: 'archive', finished: answer.data } : { kind: 'failed' }
  }
  if (view === 'lotteries') {
    // The lotteries still running or to come; each card leads to /lottery/{slug} (lane wquest's page).
    const answer = await platform.tryCall(api.getLotteries)
    if (!answer.ok) return { kind: 'failed' }
    return { kind: 'lotteries', lotteries: answer.data.filter((lottery) => lottery.status !== 'archive') }
  }
  const answer = await platform.tryCall(api.getTournaments)
  if (!answer.ok) return { kind: 'failed' }
  const cards = tournamentsForView(answer.data, view).map((tournament) => ({
    tournament,
    href: linkOf(tournament, shell),
  }))
  return { kind: 'list', cards }
}

export type TournamentLoad =
  | { kind: 'open'; tournament: Tournament; status: TournamentStatus | null }
  | { kind: 'not-found' }
  | { kind: 'failed' }

export async function loadTournament(
  request: Request,
  slug: string,
  isPlayer: boolean,
): Promise<TournamentLoad> {
  const platform = platformFor(request)
  const answer = await platform.tryCall(api.getTournament, { params: { id: slug } })
  if (!answer.ok) return answer.failure.kind === 'not-found' ? { kind: 'not-found' } : { kind: 'failed' }
  const tournament = answer.data
  const status = isPlayer
    ? await platform.callOrNull(api.getTournamentStatus, { params: { id: tournament.id } })
    : null
  return { kind: 'open', tournament, status }
}
