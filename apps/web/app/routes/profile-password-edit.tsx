// /profile/password/edit (spec 1 §2): the profile's main tab with the new-password popup open.
// A guest is sent to /new-password with the same query (profile-route.server.ts).
import { DEFAULT_LOCALE } from '@croupier/rules/locale'
import { useLoaderData } from 'react-router'
import { OpenPopup } from '../features/profile/components/open-popup'
import { ProfileMainPage } from '../features/profile/components/profile-main-page'
import { loadProfileMain } from '../features/profile/profile-main.server'
import { profileRouteContext } from '../features/profile/profile-route.server'
import { pageMeta } from '../lib/meta'
import type { Route } from './+types/profile-password-edit'

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = await profileRouteContext(request, context, 'main', 'newPassword')
  return { meta: profile?.meta, ...(await loadProfileMain(request, profile?.shell.locale ?? DEFAULT_LOCALE)) }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function ProfilePasswordEdit() {
  return (
    <>
      <ProfileMainPage {...useLoaderData<typeof loader>()} />
      <OpenPopup name="new-password" />
    </>
  )
}
