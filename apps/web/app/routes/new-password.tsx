// /new-password?reset_password_token=… (alias /profile/password/edit) (spec 1 §2): set a new
// password from the emailed link, in a dialog over the lobby.
import { useSearchParams } from 'react-router'
import { NewPasswordScreen } from '../features/auth/components/new-password-screen'
import { useRouteAuthFlow } from '../features/auth/hooks/use-auth-flow'
import { pageMeta } from '../lib/meta'
import type { Route } from './+types/new-password'
import { AuthBackdrop } from './auth-backdrop'
import { authRouteContext } from './auth-route.server'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { meta } = await authRouteContext(request, context, 'newPassword', 'auth.newPassword.title')
  return { meta }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function NewPasswordRoute() {
  const [params] = useSearchParams()
  const flow = useRouteAuthFlow()
  return (
    <>
      <AuthBackdrop />
      <NewPasswordScreen flow={flow} token={params.get('reset_password_token')} />
    </>
  )
}
