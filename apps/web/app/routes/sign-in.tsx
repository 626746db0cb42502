// /sign-in (alias /login) and /sport/login (spec 1 §2): the login dialog over the lobby; guest-only.
import { SignInScreen } from '../features/auth/components/sign-in-screen'
import { useRouteAuthFlow } from '../features/auth/hooks/use-auth-flow'
import { pageMeta } from '../lib/meta'
import type { Route } from './+types/sign-in'
import { AuthBackdrop } from './auth-backdrop'
import { authRouteContext } from './auth-route.server'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { meta } = await authRouteContext(request, context, 'login', 'auth.signIn.title')
  return { meta }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function SignInRoute() {
  const flow = useRouteAuthFlow()
  return (
    <>
      <AuthBackdrop />
      <SignInScreen flow={flow} />
    </>
  )
}
