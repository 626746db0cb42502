// Loader work shared by the auth dialog routes (spec 1 §2): the guard of the route (guest-only for
// login, registration and remind; a signed-in player goes to main, or to a safe `redirect` when the
// link carried one) and the <head> texts.
import { ROUTES, type RouteName } from '@croupier/contract/route-table'
import { redirect } from 'react-router'
import { redirectFromSearch } from '../features/auth/model/safe-redirect'
import { enforceGuard } from '../lib/guards.server'
import type { PageMeta } from '../lib/meta'
import { type RouteContext, routeContext } from '../lib/route-context.server'

export async function authRouteContext(
  request: Request,
  context: unknown,
  routeName: RouteName,
  titleKey: string,
): Promise<RouteContext & { meta: PageMeta }> {
  const route = await routeContext(request, context)
  if (route.shell) {
    const target = redirectFromSearch(new URL(request.url).search)
    if (route.shell.player !== null && target) {
      // A guest-only page opened by a signed-in player: honour where the link was going.
      if (ROUTES[routeName].guard === 'guest') throw redirect(target)
    }
    enforceGuard(request, routeName, route.shell)
  }
  return { ...route, meta: { title: route.t(titleKey), noindex: true } }
}
