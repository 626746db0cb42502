// /rocketmart-wheel and /{product}-wheel (spec 2 §2.1; ADR 040): the wheel whose config path is this
// page's (config wheel-config, segments from wheel-config-segments), open to guests. A path no wheel
// claims, or a wheel page the operator switched off (manage-promotion-pages, testers still see it;
// spec 2 §6), is the not-found page. A document carries the player's lootboxes; a navigation reads
// the store the post-login batch filled.
import * as api from '@croupier/contract/api.generated'
import { groupIdsOf, isTester } from '@croupier/rules/groups'
import { splitLocalePath } from '@croupier/rules/locale'
import { data, isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router'
import { WheelPage } from '../features/lootboxes/components/wheel-page'
import { wheelAtPath } from '../features/lootboxes/model/lootboxes'
import { ensureLootboxes, useLootboxesStore } from '../features/lootboxes/model/lootboxes-store'
import { playerGet } from '../features/profile/profile-route.server'
import { isBuiltPage } from '../lib/built-pages'
import { pageMeta } from '../lib/meta'
import { cachedPlatformGet } from '../lib/platform-client.server'
import { isDocumentRequest } from '../lib/request-kind'
import { routeContext } from '../lib/route-context.server'
import { useTranslation } from '../lib/translate'
import { MessagePage } from '../ui/message-page'
import { NotFound } from '../ui/not-found'
import type { Route } from './+types/wheel'

const SHOP_PATH = '/rocket-mart'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, t } = await routeContext(request, context)
  const [config, segments, pages] = await Promise.all([
    cachedPlatformGet(api.getWheelConfig),
    cachedPlatformGet(api.getWheelConfigSegments),
    cachedPlatformGet(api.getManagePromotionPages),
  ])
  const notFound = () =>
    data({ meta: { title: t('pages.notFound.metaTitle'), noindex: true } }, { status: 404 })
  if (!config || !segments)
    throw data({ meta: { title: t('pages.oops.metaTitle'), noindex: true } }, { status: 503 })
  const wheel = wheelAtPath(config, splitLocalePath(new URL(request.url).pathname).path)
  if (!wheel) throw notFound()
  const tester = isTester(groupIdsOf(shell?.player?.statuses))
  const switches = pages?.pages ?? {}
  if (switches[wheel.path.slice(1)] === false && !tester) throw notFound()
  const player = shell?.player ?? null
  const lootboxes =
    player && isDocumentRequest(request) ? await playerGet(request, api.getPlayerLootboxes) : null
  const staticPaths = (shell?.staticPages ?? []).map((page) => page.path)
  // The shop link only where the shop renders (routes/rocket-mart.server.ts sends elsewhere otherwise).
  const shopOpen =
    isBuiltPage(SHOP_PATH, staticPaths) &&
    shell?.flags.compPoints === true &&
    switches['rocket-mart-maintenance'] !== true &&
    (switches['rocket-mart'] === true || tester)
  return {
    isPlayer: player !== null,
    wheel,
    segments: segments.wheels[wheel.id] ?? [],
    lootboxes,
    shopHref: shopOpen ? SHOP_PATH : null,
    meta: { title: wheel.title, description: t('wheel.metaDescription') },
  }
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  // A player's boxes come from the store (fetched when it holds none); a guest asks for nothing.
  const server = await serverLoader()
  if (!server.isPlayer) return server
  const held = useLootboxesStore.getState().lootboxes
  return { ...server, lootboxes: held ?? (await ensureLootboxes().catch(() => null)) ?? server.lootboxes }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function WheelRoute() {
  const { wheel, segments, lootboxes, shopHref } = useLoaderData<typeof loader>()
  return <WheelPage wheel={wheel} segments={segments} initial={lootboxes} shopHref={shopHref} />
}

export function ErrorBoundary() {
  const { t } = useTranslation()
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return (
    <MessagePage icon="warning" title={t('pages.unavailable.title')}>
      <p>{t('pages.unavailable.text')}</p>
    </MessagePage>
  )
}
