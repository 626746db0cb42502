// /profile/limits (spec 1 §2, §3 "User limit"): responsible-gambling limits with their usage, the
// form to set or change one, the reality check, a break and self-exclusion (features/limits).
// A document gets the limits from the server; a navigation reads the browser's limits store, which
// the post-login batch filled (spec 1 §4), and asks the platform only when that list is stale.
import * as api from '@croupier/contract/api.generated'
import { useLoaderData } from 'react-router'
import { LimitsPage } from '../features/limits/components/limits-page'
import { freshLimits } from '../features/limits/model/limits-store'
import { playerGet, profileRouteContext } from '../features/profile/profile-route.server'
import { pageMeta } from '../lib/meta'
import { isDocumentRequest } from '../lib/request-kind'
import { useShellContext } from '../lib/shell-context'
import type { Route } from './+types/profile-limits'

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = await profileRouteContext(request, context, 'limits')
  if (!profile) return { meta: undefined, limits: null, realityCheck: null }
  const [limits, realityCheck] = await Promise.all([
    // Client navigations take the limits from the browser's store (clientLoader).
    isDocumentRequest(request) ? playerGet(request, api.getUserLimits) : null,
    playerGet(request, api.getRealityCheck),
  ])
  return { meta: profile.meta, limits, realityCheck }
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  // Started together; a failed list leaves the page to try again (useLimits).
  const limits = freshLimits().catch(() => null)
  const server = await serverLoader()
  return { ...server, limits: await limits }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function ProfileLimits() {
  const { limits, realityCheck } = useLoaderData<typeof loader>()
  const { player } = useShellContext()
  // Signed out on this page (self-exclusion): nothing to show while the lobby loads.
  if (!player) return null
  return <LimitsPage player={player} limits={limits} realityCheck={realityCheck} />
}
