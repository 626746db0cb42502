// /email-verify (spec 1 §2): "check your inbox" with a resend button, in a dialog over the lobby.
import { useSearchParams } from 'react-router'
import { EmailVerifyScreen } from '../features/auth/components/email-verify-screen'
import { useRouteAuthFlow } from '../features/auth/hooks/use-auth-flow'
import { pageMeta } from '../lib/meta'
import type { Route } from './+types/email-verify'
import { AuthBackdrop } from './auth-backdrop'
import { authRouteContext } from './auth-route.server'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { meta } = await authRouteContext(request, context, 'emailVerify', 'auth.emailVerify.title')
  return { meta }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function EmailVerifyRoute() {
  const [params] = useSearchParams()
  const flow = useRouteAuthFlow()
  return (
    <>
      <AuthBackdrop />
      <EmailVerifyScreen flow={flow} email={params.get('email')} />
    </>
  )
}
