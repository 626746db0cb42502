// /profile/limits (spec 1 §2): responsible-gambling limits. Setting and listing limits (GET
// /api/user_limits) come with the cashbox and limits issue, which fills this tab; until then it
// says that no limit is set and offers support, who can help right away.

import { profileRouteContext } from '../features/profile/profile-route.server'
import { emit } from '../lib/events'
import { useTranslation } from '../lib/translate'
import { pageMeta } from '../shell/meta'
import { Button } from '../ui/button'
import { Card, EmptyState, TabHeading } from '../ui/card'
import type { Route } from './+types/profile-limits'

export async function loader({ request, context }: Route.LoaderArgs) {
  return { meta: (await profileRouteContext(request, context, 'limits'))?.meta }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function ProfileLimits() {
  const { t } = useTranslation()
  return (
    <>
      <TabHeading title={t('profile.tabs.limits')} lead={t('profile.limits.lead')} />
      <Card id="limits" icon="clock" title={t('profile.limits.title')}>
        <EmptyState
          icon="clock"
          title={t('profile.limits.emptyTitle')}
          action={
            <Button variant="secondary" onClick={() => emit('open-support', {})}>
              {t('profile.limits.contactSupport')}
            </Button>
          }
        >
          {t('profile.limits.emptyText')}
        </EmptyState>
      </Card>
    </>
  )
}
