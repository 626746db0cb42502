// /profile/level (spec 1 §2): VIP status and play totals.
import * as api from '@croupier/contract/api.generated'
import { useLoaderData } from 'react-router'
import { LevelPage } from '../features/profile/components/level-page'
import { playerGet, profileRouteContext } from '../features/profile/profile-route.server'
import { pageMeta } from '../lib/meta'
import type { Route } from './+types/profile-level'

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = await profileRouteContext(request, context, 'level')
  return { meta: profile?.meta, stats: await playerGet(request, api.getPlayerStats) }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function ProfileLevel() {
  return <LevelPage stats={useLoaderData<typeof loader>().stats} />
}
