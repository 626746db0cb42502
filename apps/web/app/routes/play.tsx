// /play/{producer}/{name}?mode=real|demo, and /play alone for a random game (spec 1 §2, §4; spec 2
// §2.1): the loader decides (restricted region, sign-in, limits, currency, profile fields), the
// page launches the session and embeds the game frame.
import { lazy } from 'react'
import { isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router'
import { useAccountsStore } from '../features/account/model/accounts-store'
import { cashboxModalFor } from '../features/cashbox/model/cashbox-route'
import { GamePage, type GameSlots } from '../features/play/components/game-page'
import { loadPlayPage } from '../features/play/play-page.server'
import { type PageMeta, pageMeta } from '../lib/meta'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { MessagePage } from '../ui/message-page'
import { NotFound } from '../ui/not-found'
import type { Route } from './+types/play'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadPlayPage(request, params, context)
}

export const meta: Route.MetaFunction = ({ data, error, matches }) => {
  if (error)
    return pageMeta(
      isRouteErrorResponse(error) ? (error.data as { meta?: PageMeta })?.meta : undefined,
      matches,
    )
  return pageMeta(data?.meta, matches)
}

const NO_WALLETS: never[] = []
// The reality check's code loads with the first real-money session, never for demo play.
const RealityCheck = lazy(() => import('../features/reality-check/components/reality-check'))
const SLOTS: GameSlots = { dialogRoute: cashboxModalFor, realityCheck: <RealityCheck /> }

export default function Play() {
  const data = useLoaderData<typeof loader>()
  const { player } = useShellContext()
  // The header's wallets, kept live by realtime `balance` and re-fetches: a deposit over the game
  // reaches the game frame's meter through them.
  const liveWallets = useAccountsStore((state) => state.accounts)
  if (!data) return null
  return <GamePage data={data} wallets={liveWallets ?? player?.accounts ?? NO_WALLETS} slots={SLOTS} />
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
