// /profile/confirmation (spec 1 §2): the profile's main tab with email confirmation open — the
// confirmation of a mailed token when the link carries one, else the verify-your-email popup with
// its resend button. A guest is sent to /confirmation with the same query (profile-route.server.ts).
import { DEFAULT_LOCALE } from '@croupier/rules/locale'
import { useLoaderData, useSearchParams } from 'react-router'
import { OpenPopup } from '../features/profile/components/open-popup'
import { ProfileMainPage } from '../features/profile/components/profile-main-page'
import { loadProfileMain } from '../features/profile/profile-main.server'
import { profileRouteContext } from '../features/profile/profile-route.server'
import { pageMeta } from '../lib/meta'
import type { Route } from './+types/profile-confirmation'

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = await profileRouteContext(request, context, 'main', 'emailConfirmation')
  return { meta: profile?.meta, ...(await loadProfileMain(request, profile?.shell.locale ?? DEFAULT_LOCALE)) }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function ProfileConfirmation() {
  const [search] = useSearchParams()
  return (
    <>
      <ProfileMainPage {...useLoaderData<typeof loader>()} />
      <OpenPopup name={search.has('confirmation_token') ? 'confirmation' : 'email-verify'} />
    </>
  )
}
