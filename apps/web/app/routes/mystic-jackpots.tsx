// /mystic-jackpots (spec 2 §2.1, ADR 041): the mystic jackpots, while the mysticJackpots flag and the
// page switch allow it; otherwise not found.
import { data, useLoaderData } from 'react-router'
import { MysticList } from '../features/jackpots/components/mystic-list'
import { loadMysticList } from '../features/jackpots/mystic.server'
import { pageMeta } from '../lib/meta'
import { routeContext } from '../lib/route-context.server'
import { NotFound } from '../ui/not-found'
import type { Route } from './+types/mystic-jackpots'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, t } = await routeContext(request, context)
  const pools = await loadMysticList(request, shell)
  if (pools === null)
    return data({ meta: { title: t('pages.notFound.metaTitle'), noindex: true }, pools }, { status: 404 })
  return { meta: { title: t('jackpots.mystic.metaTitle'), description: t('jackpots.mystic.lead') }, pools }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function MysticJackpots() {
  const { pools } = useLoaderData<typeof loader>()
  return pools === null ? <NotFound /> : <MysticList pools={pools} />
}
