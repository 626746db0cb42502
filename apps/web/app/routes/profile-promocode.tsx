// /profile/promocode (spec 1 §2): promo codes. Redeeming a code (POST /api/v2/bonuses/promo-code)
// comes with the bonuses issue, which fills this tab; until then it says no code was redeemed.

import { profileRouteContext } from '../features/profile/profile-route.server'
import { pageMeta } from '../lib/meta'
import { useTranslation } from '../lib/translate'
import { GLYPHS } from '../ui/account-glyphs'
import { Card, EmptyState, TabHeading } from '../ui/card'
import type { Route } from './+types/profile-promocode'

export async function loader({ request, context }: Route.LoaderArgs) {
  return { meta: (await profileRouteContext(request, context, 'promocode'))?.meta }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function ProfilePromocode() {
  const { t } = useTranslation()
  return (
    <>
      <TabHeading title={t('profile.tabs.promocode')} lead={t('profile.promocode.lead')} />
      <Card id="promocode" icon={GLYPHS.tag} title={t('profile.promocode.title')}>
        <EmptyState icon={GLYPHS.tag} title={t('profile.promocode.emptyTitle')}>
          {t('profile.promocode.emptyText')}
        </EmptyState>
      </Card>
    </>
  )
}
