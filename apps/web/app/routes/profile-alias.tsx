// /users and /profile/main (spec 1 §2 "/profile (alias /users)", the route table's main child): one
// URL per page, so they redirect to /profile, which then applies its login guard.
import { localizePath, splitLocalePath } from '@croupier/rules/locale'
import { redirect } from 'react-router'
import { PROFILE_PATH } from '../features/profile/model/tabs'
import type { Route } from './+types/profile-alias'

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const { locale } = splitLocalePath(url.pathname)
  throw redirect(localizePath(locale, `${PROFILE_PATH}${url.search}`))
}

export default function ProfileAlias() {
  return null
}
