// /profile (alias /users), login required (spec 1 §2): the player's card, the tab list and the open
// tab. A guest is sent to registration with the full path in `redirect`.
import { Outlet } from 'react-router'
import { ProfileHeader } from '../features/profile/components/profile-header'
import styles from '../features/profile/components/profile-layout.module.css'
import { ProfileTabs } from '../features/profile/components/profile-tabs'
import { profileRouteContext } from '../features/profile/profile-route.server'
import { pageMeta } from '../lib/meta'
import { useShellContext } from '../lib/shell-context'
import type { Route } from './+types/profile-layout'

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = await profileRouteContext(request, context, 'main')
  return { meta: profile?.meta }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function ProfileLayout() {
  const { player } = useShellContext()
  // Signed out in another tab: the auth-error handling moves this page to sign-in.
  if (!player) return null
  return (
    <div className={styles.page}>
      <ProfileHeader />
      <div className={styles.columns}>
        <ProfileTabs />
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </div>
  )
}
