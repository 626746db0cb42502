// /profile: the main tab (spec 1 §2) — personal data, wallets, promotions, language, sign-in times.
import { DEFAULT_LOCALE } from '@croupier/rules/locale'
import { useLoaderData } from 'react-router'
import { ProfileMainPage } from '../features/profile/components/profile-main-page'
import { loadProfileMain } from '../features/profile/profile-main.server'
import { profileRouteContext } from '../features/profile/profile-route.server'
import { pageMeta } from '../lib/meta'
import type { Route } from './+types/profile-main'

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = await profileRouteContext(request, context, 'main')
  return { meta: profile?.meta, ...(await loadProfileMain(request, profile?.shell.locale ?? DEFAULT_LOCALE)) }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function ProfileMain() {
  return <ProfileMainPage {...useLoaderData<typeof loader>()} />
}
