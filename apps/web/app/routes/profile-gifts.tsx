// /profile/gifts (spec 1 §2, spec 2 §3–§5): the player's bonuses and free spins with their actions,
// the operator's gifts and the history (features/bonuses). A document gets the lists from the
// server; a navigation reads the browser's gifts store, which the post-login batch filled (spec 1
// §4), and asks the platform only for what the store lacks. The player's lootboxes (features/lootboxes)
// are gifts too and list above them.
import * as api from '@croupier/contract/api.generated'
import { useLoaderData } from 'react-router'
import { GiftsPage } from '../features/bonuses/components/gifts-page'
import { ensureGifts, reloadGifts, useGiftsStore } from '../features/bonuses/model/gifts-store'
import { LootboxList, useListedLootboxes } from '../features/lootboxes/components/lootbox-list'
import { ensureLootboxes, useLootboxesStore } from '../features/lootboxes/model/lootboxes-store'
import { playerGet, profileRouteContext } from '../features/profile/profile-route.server'
import { pageMeta } from '../lib/meta'
import { isDocumentRequest } from '../lib/request-kind'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { TabHeading } from '../ui/card'
import type { Route } from './+types/profile-gifts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = await profileRouteContext(request, context, 'gifts')
  if (!profile || !isDocumentRequest(request)) return { meta: profile?.meta, gifts: null, lootboxes: null }
  const [bonuses, freeSpins, config, additional, lootboxes] = await Promise.all([
    playerGet(request, api.getPlayerBonuses),
    playerGet(request, api.getPlayerFreeSpins),
    playerGet(request, api.getModifyGiftsConfig),
    playerGet(request, api.getAdditionalGifts),
    playerGet(request, api.getPlayerLootboxes),
  ])
  return {
    meta: profile.meta,
    gifts: { bonuses, freeSpins, config, additional: additional?.gifts ?? null },
    lootboxes,
  }
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  // Lists the store holds show at once and are refreshed behind them (a missed event, another
  // tab); missing ones are fetched with the server's part. A failure leaves the page to offer a retry.
  const held = useGiftsStore.getState().bonuses !== null && useGiftsStore.getState().freeSpins !== null
  if (held) void reloadGifts().catch(() => null)
  const lists = ensureGifts().catch(() => null)
  const boxes = ensureLootboxes().catch(() => null)
  const server = await serverLoader()
  await Promise.all([lists, boxes])
  return { ...server, gifts: useGiftsStore.getState(), lootboxes: useLootboxesStore.getState().lootboxes }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function ProfileGifts() {
  const { gifts, lootboxes } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const { player } = useShellContext()
  const hasLootboxes = useListedLootboxes(lootboxes).length > 0
  if (!player) return null
  return (
    <>
      <TabHeading title={t('profile.tabs.gifts')} lead={t('profile.gifts.lead')} />
      <LootboxList initial={lootboxes} />
      <GiftsPage player={player} initial={gifts} hasOtherGifts={hasLootboxes} />
    </>
  )
}
