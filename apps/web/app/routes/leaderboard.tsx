// /leaderboard (spec 2 §2.1, §6): the page switch `leaderboard` is off by default — testers see the
// page, everyone else goes to /tournaments.
import * as api from '@croupier/contract/api.generated'
import { localizePath } from '@croupier/rules/locale'
import { redirect, useLoaderData } from 'react-router'
import { LeaderboardsPage } from '../features/tournaments/components/leaderboards-page'
import { tournamentsForView } from '../features/tournaments/model/tournament-tabs'
import { pageOpen } from '../features/tournaments/page-switches.server'
import { pageMeta } from '../lib/meta'
import { platformFor } from '../lib/platform-client.server'
import { routeContext } from '../lib/route-context.server'
import type { Route } from './+types/leaderboard'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, locale, t } = await routeContext(request, context)
  if (!(await pageOpen(shell, 'leaderboard'))) throw redirect(localizePath(locale, '/tournaments'))
  const list = await platformFor(request).callOrNull(api.getTournaments, { query: { status: 'active' } })
  const tournaments = list ? tournamentsForView(list, 'arena') : null
  return {
    tournaments,
    meta: { title: t('tournaments.leaderboardTitle'), description: t('tournaments.leaderboardLead') },
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function Leaderboard() {
  const { tournaments } = useLoaderData<typeof loader>()
  return <LeaderboardsPage tournaments={tournaments} />
}
