// /{product}-vipclub (spec 2 §2.1, §2.7): the VIP club, open to guests (the comparison with a
// register button) and players (status, progress, manager, comparison with card states).
import { useLoaderData } from 'react-router'
import { VipClubPage } from '../features/vip/components/vip-club-page'
import { loadVipClub, vipCurrency } from '../features/vip/vip.server'
import { pageMeta } from '../lib/meta'
import { routeContext } from '../lib/route-context.server'
import type { Route } from './+types/vip-club'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, t } = await routeContext(request, context)
  const meta = { title: t('vip.metaTitle'), description: t('vip.guestLead') }
  if (!shell) return { meta, currency: 'EUR', statuses: null, progress: null }
  const data = await loadVipClub(request, shell)
  return { meta, currency: vipCurrency(shell), ...data }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function VipClub() {
  const { statuses, progress, currency } = useLoaderData<typeof loader>()
  return <VipClubPage statuses={statuses} progress={progress} currency={currency} />
}
