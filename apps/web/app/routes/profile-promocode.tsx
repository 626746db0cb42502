// /profile/promocode (spec 1 §2, §7 PL10): redeem a promo code (a bonus or free spins at once),
// attach a coupon to the next deposit, and the codes redeemed so far. The forms are the profile's
// client-side forms (as every profile tab's); the history is in the first paint.
import * as api from '@croupier/contract/api.generated'
import { playerGet, profileRouteContext } from '../features/profile/profile-route.server'
import { CodeHistory } from '../features/promo-codes/components/code-history'
import { CouponCard, PromoCodeCard } from '../features/promo-codes/components/promo-code-cards'
import { pageMeta } from '../lib/meta'
import { useTranslation } from '../lib/translate'
import { TabHeading } from '../ui/card'
import type { Route } from './+types/profile-promocode'

export async function loader({ request, context }: Route.LoaderArgs) {
  const route = await profileRouteContext(request, context, 'promocode')
  if (!route) return { meta: undefined, codes: null }
  return { meta: route.meta, codes: await playerGet(request, api.getPromoCodes) }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function ProfilePromocode({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <>
      <TabHeading title={t('profile.tabs.promocode')} lead={t('profile.promocode.lead')} />
      <PromoCodeCard />
      <CouponCard />
      <CodeHistory codes={loaderData.codes} />
    </>
  )
}
