// /profile/gifts (spec 1 §2, spec 2 §3–§5): the player's bonuses and free spins with their actions,
// the operator's gifts and the history (features/bonuses). A document gets the lists from the
// server; a navigation reads the browser's gifts store, which the post-login batch filled (spec 1
// §4), and asks the platform only for what the store lacks.
import * as api from '@croupier/contract/api.generated'
import { useLoaderData } from 'react-router'
import { GiftsPage } from '../features/bonuses/components/gifts-page'
import { ensureGifts, reloadGifts, useGiftsStore } from '../features/bonuses/model/gifts-store'
import { playerGet, profileRouteContext } from '../features/profile/profile-route.server'
import { pageMeta } from '../lib/meta'
import { isDocumentRequest } from '../lib/request-kind'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { TabHeading } from '../ui/card'
import type { Route } from './+types/profile-gifts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = await profileRouteContext(request, context, 'gifts')
  if (!profile || !isDocumentRequest(request)) return { meta: profile?.meta, gifts: null }
  const [bonuses, freeSpins, config, additional] = await Promise.all([
    playerGet(request, api.getPlayerBonuses),
    playerGet(request, api.getPlayerFreeSpins),
    playerGet(request, api.getModifyGiftsConfig),
    playerGet(request, api.getAdditionalGifts),
  ])
  return { meta: profile.meta, gifts: { bonuses, freeSpins, config, additional: additional?.gifts ?? null } }
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  // Lists the store holds show at once and are refreshed behind them (a missed event, another
  // tab); missing ones are fetched with the server's part. A failure leaves the page to offer a retry.
  const held = useGiftsStore.getState().bonuses !== null && useGiftsStore.getState().freeSpins !== null
  if (held) void reloadGifts().catch(() => null)
  const lists = ensureGifts().catch(() => null)
  const server = await serverLoader()
  await lists
  return { ...server, gifts: useGiftsStore.getState() }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function ProfileGifts() {
  const { gifts } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const { player } = useShellContext()
  if (!player) return null
  return (
    <>
      <TabHeading title={t('profile.tabs.gifts')} lead={t('profile.gifts.lead')} />
      <GiftsPage player={player} initial={gifts} />
    </>
  )
}
