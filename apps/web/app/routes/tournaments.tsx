// /tournaments, its tabs /tournaments/{tab} and archive, /arena and /promo (spec 2 §2.1; ADR 041
// "Client"): one page, the view named by the path. The lotteries tab exists only while the
// `lotteries` page switch is on, else it goes to all.
import { localizePath, splitLocalePath } from '@croupier/rules/locale'
import { redirect, useLoaderData } from 'react-router'
import { type TabLink, TournamentsPage } from '../features/tournaments/components/tournaments-page'
import {
  TOURNAMENT_TABS,
  type TournamentView,
  tabOfPath,
} from '../features/tournaments/model/tournament-tabs'
import { pageOpen } from '../features/tournaments/page-switches.server'
import { loadTournamentList } from '../features/tournaments/tournaments.server'
import { pageMeta } from '../lib/meta'
import { routeContext } from '../lib/route-context.server'
import type { Route } from './+types/tournaments'

function viewOfPath(path: string): TournamentView {
  const [first, second] = path.split('/').filter(Boolean)
  if (first === 'arena') return 'arena'
  if (first === 'promo') return 'promo'
  return tabOfPath(second) ?? 'default'
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, locale, t } = await routeContext(request, context)
  const view = viewOfPath(splitLocalePath(new URL(request.url).pathname).path)
  const lotteries = await pageOpen(shell, 'lotteries')
  if (view === 'lotteries' && !lotteries) throw redirect(localizePath(locale, '/tournaments/all'))
  const tabs: TabLink[] =
    view === 'arena' || view === 'promo'
      ? []
      : [...TOURNAMENT_TABS.filter((tab) => tab !== 'lotteries' || lotteries), 'archive' as const].map(
          (tab) => ({
            view: tab,
            path: tab === 'default' ? '/tournaments' : `/tournaments/${tab}`,
          }),
        )
  const load = await loadTournamentList(request, shell, view)
  return {
    view,
    tabs,
    load,
    meta: { title: t(`tournaments.title.${view}`), description: t(`tournaments.lead.${view}`) },
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function Tournaments() {
  const { view, tabs, load } = useLoaderData<typeof loader>()
  return <TournamentsPage view={view} tabs={tabs} load={load} />
}
