// /confirmation?confirmation_token=… (alias /profile/confirmation) (spec 1 §2): confirms the email
// address from the mailed link, in a dialog over the lobby.
import { useSearchParams } from 'react-router'
import { ConfirmationScreen } from '../features/auth/components/confirmation-screen'
import { useRouteAuthFlow } from '../features/auth/hooks/use-auth-flow'
import { pageMeta } from '../lib/meta'
import type { Route } from './+types/confirmation'
import { AuthBackdrop } from './auth-backdrop'
import { authRouteContext } from './auth-route.server'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { meta } = await authRouteContext(request, context, 'emailConfirmation', 'auth.confirmation.title')
  return { meta }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function ConfirmationRoute() {
  const [params] = useSearchParams()
  const flow = useRouteAuthFlow()
  return (
    <>
      <AuthBackdrop />
      <ConfirmationScreen flow={flow} token={params.get('confirmation_token')} />
    </>
  )
}
