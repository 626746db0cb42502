// /{product}-vipclub (spec 2 §2.1, §2.7): the VIP club, open to guests (the comparison with a
// register button) and players (status, progress, manager, comparison with card states), unless the
// operator switches the page off.
import * as api from '@croupier/contract/api.generated'
import { groupIdsOf, isTester } from '@croupier/rules/groups'
import { data, useLoaderData } from 'react-router'
import { VipClubPage } from '../features/vip/components/vip-club-page'
import { loadVipClub, vipCurrency } from '../features/vip/vip.server'
import { pageMeta } from '../lib/meta'
import { cachedPlatformGet } from '../lib/platform-client.server'
import { routeContext } from '../lib/route-context.server'
import type { Route } from './+types/vip-club'

const VIP_CLUB_SLUG = 'croupier-vipclub'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, t } = await routeContext(request, context)
  const meta = { title: t('vip.metaTitle'), description: t('vip.guestLead') }
  if (!shell) return { meta, currency: 'EUR', statuses: null, progress: null }
  // spec 2 §6: the operator's page switch; testers see the page even when it is off.
  const pages = await cachedPlatformGet(api.getManagePromotionPages)
  if (pages?.pages[VIP_CLUB_SLUG] === false && !isTester(groupIdsOf(shell.player?.statuses)))
    throw data({ meta: { title: t('pages.notFound.metaTitle'), noindex: true } }, { status: 404 })
  const club = await loadVipClub(request, shell)
  return { meta, currency: vipCurrency(shell), ...club }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function VipClub() {
  const { statuses, progress, currency } = useLoaderData<typeof loader>()
  return <VipClubPage statuses={statuses} progress={progress} currency={currency} />
}
