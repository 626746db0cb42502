// /accounts/history goes to main (spec 1 §2).
import { localizePath, splitLocalePath } from '@croupier/rules/locale'
import { redirect } from 'react-router'
import type { Route } from './+types/accounts-history'

export function loader({ request }: Route.LoaderArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname)
  throw redirect(localizePath(locale, '/'))
}

export default function AccountsHistory() {
  return null
}
