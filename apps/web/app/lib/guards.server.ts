// Route guards (spec 1 §2): a route that needs auth sends a guest to registration with the full path
// in `redirect`; a guest-only route sends a signed-in player to main. Route loaders call this first.
import { ROUTES, type RouteName } from '@croupier/contract/route-table'
import { splitLocalePath } from '@croupier/rules/locale'
import { redirectForGuard } from '@croupier/rules/routing'
import { redirect } from 'react-router'

/** Where the guard of `routeName` sends this request, or null to stay. */
export function guardRedirect(
  request: Request,
  routeName: RouteName,
  shell: { player: object | null },
): string | null {
  const url = new URL(request.url)
  return redirectForGuard({
    guard: ROUTES[routeName].guard,
    isLoggedIn: shell.player !== null,
    fullPath: `${url.pathname}${url.search}`,
    // Keep the URL's own spelling: a prefixed page redirects to a prefixed target, a locale host's
    // unprefixed page to an unprefixed one.
    locale: splitLocalePath(url.pathname).locale,
  })
}

/** Throws the guard's redirect (302) when the visitor may not open `routeName`. */
export function enforceGuard(request: Request, routeName: RouteName, shell: { player: object | null }): void {
  const location = guardRedirect(request, routeName, shell)
  if (location !== null) throw redirect(location)
}
