// What every profile route loader starts with: the shared root resolution, the auth guard (spec 1
// §2: a guest goes to registration with the full path in `redirect`) and the tab's <head> texts.
// Also the player-scoped platform calls of the tabs, made with the visitor's cookie.
import type { EndpointDescriptor, ResponseOf } from '@croupier/contract/endpoint'
import { ROUTES, type RouteName } from '@croupier/contract/route-table'
import { localizePath, splitLocalePath } from '@croupier/rules/locale'
import { redirect } from 'react-router'
import { enforceGuard } from '../../lib/guards.server'
import type { PageMeta } from '../../lib/meta'
import type { CallArgs } from '../../lib/platform-client'
import { platformFor } from '../../lib/platform-client.server'
import { routeContext } from '../../lib/route-context.server'
import type { ShellContext, ShellPlayer } from '../../lib/shell-context'
import type { TFunction } from '../../lib/translate'

export interface ProfileRouteContext {
  shell: ShellContext
  player: ShellPlayer
  t: TFunction
  meta: PageMeta
}

/**
 * Guards a profile route and names its page. `tabKey` picks the title (profile.tabs.*). Throws the
 * guard's redirect for a guest; null only while the root itself answers with a redirect.
 */
export async function profileRouteContext(
  request: Request,
  context: unknown,
  tabKey: string,
  routeName: RouteName = 'profile',
): Promise<ProfileRouteContext | null> {
  const { shell, t } = await routeContext(request, context)
  if (!shell) return null
  if (!shell.player) {
    const popup = guestPopupFor(request)
    if (popup) throw redirect(popup)
  }
  enforceGuard(request, routeName, shell)
  const player = shell.player
  if (!player) return null
  const title =
    tabKey === 'main' ? t('profile.metaTitle') : `${t(`profile.tabs.${tabKey}`)} · ${t('profile.metaTitle')}`
  return { shell, player, t, meta: { title, noindex: true } }
}

/**
 * A player-scoped GET for a tab's first paint: null when it failed (already logged) or when the
 * session ended meanwhile (401, the client's auth-error handling takes over on its next call).
 */
export async function playerGet<D extends EndpointDescriptor>(
  request: Request,
  endpoint: D,
  ...args: CallArgs<D>
): Promise<ResponseOf<D> | null> {
  const result = await platformFor(request).tryCall(endpoint, ...args)
  if (result.ok) return result.data
  if (result.failure.kind !== 'unauthorized')
    console.error(endpoint.path, result.failure.kind, result.failure.status)
  return null
}

/**
 * /profile/password/edit and /profile/confirmation are open to all (spec 1 §2): a signed-in player
 * sees the popup over the profile, a guest (a mailed link opened signed out) the same popup on its
 * own route, query kept (reset or confirmation token).
 */
export function guestPopupFor(request: Request): string | null {
  const url = new URL(request.url)
  const { locale, path } = splitLocalePath(url.pathname)
  for (const entry of [ROUTES.newPassword, ROUTES.emailConfirmation]) {
    if (entry.path && entry.aliases?.includes(path)) return localizePath(locale, `${entry.path}${url.search}`)
  }
  return null
}
