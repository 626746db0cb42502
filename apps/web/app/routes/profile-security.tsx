// /profile/security (spec 1 §2): change password, two-factor on and off, the player's sessions.
import * as api from '@croupier/contract/api.generated'
import { useLoaderData } from 'react-router'
import layout from '../features/profile/components/profile-layout.module.css'
import { playerGet, profileRouteContext } from '../features/profile/profile-route.server'
import { PasswordCard } from '../features/security/components/password-card'
import { SessionsCard } from '../features/security/components/sessions-card'
import { TwoFactorCard } from '../features/security/components/two-factor-card'
import { pageMeta } from '../lib/meta'
import { useTranslation } from '../lib/translate'
import { TabHeading } from '../ui/card'
import type { Route } from './+types/profile-security'

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = await profileRouteContext(request, context, 'security')
  const sessions = await playerGet(request, api.getSessions)
  return { meta: profile?.meta, sessions: sessions?.sessions ?? null }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function ProfileSecurity() {
  const { t } = useTranslation()
  const { sessions } = useLoaderData<typeof loader>()
  return (
    <>
      <TabHeading title={t('profile.tabs.security')} lead={t('profile.security.lead')} />
      <div className={layout.grid}>
        <div className={layout.stack}>
          <PasswordCard />
          <TwoFactorCard />
        </div>
        <SessionsCard sessions={sessions} />
      </div>
    </>
  )
}
