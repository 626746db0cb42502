// The cashbox routes (spec 1 §2): /cashbox and /dashboard (dashboard), /deposit and
// /accounts/:id/deposit (deposit step), /deposit-bonus (stored-bonus-code routine, then deposit),
// /withdraw (withdrawal step), /deposit-fast (one-click). Login required: a guest goes to
// registration with the way back. The dialog opens over the lobby backdrop; its code loads lazily.
import { lazy, Suspense } from 'react'
import { cashboxEntryOf } from '../features/cashbox/model/cashbox-route'
import { enforceGuard } from '../lib/guards.server'
import { pageMeta } from '../lib/meta'
import { routeContext } from '../lib/route-context.server'
import type { Route } from './+types/cashbox'
import { AuthBackdrop } from './auth-backdrop'

const CashboxEntry = lazy(() => import('../features/cashbox/components/cashbox-entry'))

export async function loader({ request, context }: Route.LoaderArgs) {
  const route = await routeContext(request, context)
  const { route: routeName } = cashboxEntryOf(new URL(request.url).pathname)
  if (route.shell) enforceGuard(request, routeName, route.shell)
  return { meta: { title: route.t('cashbox.title'), noindex: true } }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function CashboxRoute() {
  return (
    <>
      <AuthBackdrop />
      <Suspense fallback={null}>
        <CashboxEntry />
      </Suspense>
    </>
  )
}
