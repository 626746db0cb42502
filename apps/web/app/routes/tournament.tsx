// /tournaments/{slug} (spec 2 §2.1, §3, §4): one tournament, open to guests ("sign in to join"). An
// unknown one, or one of a group the viewer is not in (the platform decides), is the not-found page.
import { data, isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router'
import { TournamentPage } from '../features/tournaments/components/tournament-page'
import { loadTournament } from '../features/tournaments/tournaments.server'
import { pageMeta } from '../lib/meta'
import { routeContext } from '../lib/route-context.server'
import { useTranslation } from '../lib/translate'
import { MessagePage } from '../ui/message-page'
import { NotFound } from '../ui/not-found'
import type { Route } from './+types/tournament'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { shell, t } = await routeContext(request, context)
  const load = await loadTournament(request, params.slug, Boolean(shell?.player))
  if (load.kind === 'not-found')
    throw data({ meta: { title: t('pages.notFound.metaTitle'), noindex: true } }, { status: 404 })
  if (load.kind === 'failed')
    throw data({ meta: { title: t('pages.oops.metaTitle'), noindex: true } }, { status: 503 })
  return {
    tournament: load.tournament,
    status: load.status,
    meta: { title: load.tournament.title, description: load.tournament.description },
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function Tournament() {
  const { tournament, status } = useLoaderData<typeof loader>()
  return <TournamentPage key={tournament.id} tournament={tournament} status={status} />
}

export function ErrorBoundary() {
  const { t } = useTranslation()
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return (
    <MessagePage icon="warning" title={t('pages.unavailable.title')}>
      <p>{t('pages.unavailable.text')}</p>
    </MessagePage>
  )
}
