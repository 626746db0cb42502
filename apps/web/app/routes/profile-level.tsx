// /profile/level (spec 1 §2, spec 2 §2.7): the VIP status with the quarter's progress, the level by
// persistent comp points with the bar to the next, the levels/cashback slider and the play totals.
import * as api from '@croupier/contract/api.generated'
import { useLoaderData } from 'react-router'
import { PlayTotalsCard } from '../features/profile/components/level-page'
import layout from '../features/profile/components/profile-layout.module.css'
import { playerGet, profileRouteContext } from '../features/profile/profile-route.server'
import { LevelsSection, VipStatusAndLevel } from '../features/vip/components/level-sections'
import { loadLevelPage } from '../features/vip/vip.server'
import { pageMeta } from '../lib/meta'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { TabHeading } from '../ui/card'
import type { Route } from './+types/profile-level'

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = await profileRouteContext(request, context, 'level')
  if (!profile) return { meta: undefined, stats: null, vip: null }
  const [stats, vip] = await Promise.all([
    playerGet(request, api.getPlayerStats),
    loadLevelPage(request, profile.shell, profile.shell.locale),
  ])
  return { meta: profile.meta, stats, vip }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function ProfileLevel() {
  const { stats, vip } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const { player } = useShellContext()
  if (!player) return null
  return (
    <>
      <TabHeading title={t('profile.tabs.level')} lead={t('vip.level.lead')} />
      <div className={layout.grid}>
        <VipStatusAndLevel player={player} progress={vip?.progress ?? null} level={vip?.level ?? null} />
      </div>
      <LevelsSection levels={vip?.levels ?? null} level={vip?.level ?? null} />
      <div className={layout.grid}>
        <PlayTotalsCard stats={stats} />
      </div>
    </>
  )
}
