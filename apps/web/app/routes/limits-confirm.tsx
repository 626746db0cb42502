// /profile/limits/confirm?token=… (spec 1 §2, open to all): confirms a limit raise or removal from
// the emailed link (features/limits).
import { useSearchParams } from 'react-router'
import { LimitConfirmPage } from '../features/limits/components/limit-confirm-page'
import { pageMeta } from '../lib/meta'
import { routeContext } from '../lib/route-context.server'
import type { Route } from './+types/limits-confirm'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = await routeContext(request, context)
  return { meta: { title: t('limits.confirm.metaTitle'), noindex: true } }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function LimitsConfirm() {
  const [params] = useSearchParams()
  return <LimitConfirmPage token={params.get('token')} />
}
