// /sign-up (alias /registration) and /sport/registration (spec 1 §2): the registration dialog over
// the lobby; guest-only. Field info, currencies and countries come with the page (spec 1 §3).
import * as api from '@croupier/contract/api.generated'
import { useLoaderData } from 'react-router'
import { SignUpScreen } from '../features/auth/components/sign-up-screen'
import { useRouteAuthFlow } from '../features/auth/hooks/use-auth-flow'
import type { RegistrationInfo } from '../features/auth/model/registration-info'
import { pageMeta } from '../lib/meta'
import { cachedPlatformGet } from '../lib/platform-client.server'
import type { Route } from './+types/sign-up'
import { AuthBackdrop } from './auth-backdrop'
import { authRouteContext } from './auth-route.server'

export async function loader({ request, context }: Route.LoaderArgs) {
  const [{ meta }, playerFields, currencies, countries] = await Promise.all([
    authRouteContext(request, context, 'registration', 'auth.signUp.title'),
    cachedPlatformGet(api.getPlayerFields),
    cachedPlatformGet(api.getCurrencies),
    cachedPlatformGet(api.getCountries),
  ])
  // A missing list is loaded again by the browser rather than showing a broken form.
  const info: RegistrationInfo | null =
    playerFields && currencies && countries
      ? { playerFields, currencies, countries: countries.countries }
      : null
  return { meta, info }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function SignUpRoute() {
  const { info } = useLoaderData<typeof loader>()
  const flow = useRouteAuthFlow()
  return (
    <>
      <AuthBackdrop />
      <SignUpScreen flow={flow} info={info} />
    </>
  )
}
