// /remind (spec 1 §2): the password reminder dialog over the lobby; guest-only.
import { RemindScreen } from '../features/auth/components/remind-screen'
import { useRouteAuthFlow } from '../features/auth/hooks/use-auth-flow'
import { pageMeta } from '../lib/meta'
import type { Route } from './+types/remind'
import { AuthBackdrop } from './auth-backdrop'
import { authRouteContext } from './auth-route.server'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { meta } = await authRouteContext(request, context, 'passwordReminder', 'auth.remind.title')
  return { meta }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function RemindRoute() {
  const flow = useRouteAuthFlow()
  return (
    <>
      <AuthBackdrop />
      <RemindScreen flow={flow} />
    </>
  )
}
