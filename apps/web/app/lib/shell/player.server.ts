// The signed-in player of a page request: profile and wallets with the visitor's cookie, and the
// language choice saved on the account (spec 1 §1, §4).
import * as api from '@croupier/contract/api.generated'
import type { EndpointDescriptor, ResponseOf } from '@croupier/contract/endpoint'
import { isLoggedIn as hasProfileId } from '@croupier/rules/auth-state'
import type { Locale } from '@croupier/rules/locale'
import type { CallArgs, PlatformClient } from '../platform-client'
import { platformFor } from '../platform-client.server'
import type { ShellContext, ShellPlayer } from '../shell-context'

/** The platform's session cookie (contract auth/sign-in); without it the visitor is a guest. */
export const SESSION_COOKIE = 'croupier_session'

/** A GET that answers null on a 401 without logging: an expired session is no failure. */
async function sessionGet<D extends EndpointDescriptor>(
  platform: PlatformClient,
  endpoint: D,
  ...args: CallArgs<D>
): Promise<ResponseOf<D> | null> {
  const result = await platform.tryCall(endpoint, ...args)
  if (result.ok) return result.data
  if (result.failure.kind !== 'unauthorized')
    console.error(endpoint.path, result.failure.kind, result.failure.status)
  return null
}

/**
 * The signed-in player and their wallets (GET /api/player, GET /api/player/accounts) with the
 * visitor's cookie, asked only when the session cookie is there. Logged in means the profile came
 * back with an id (spec 1 §4).
 */
export async function loadPlayer(
  request: Request,
  cookies: Record<string, string>,
): Promise<ShellPlayer | null> {
  if (!cookies[SESSION_COOKIE]) return null
  const platform = platformFor(request)
  const [player, accounts] = await Promise.all([
    sessionGet(platform, api.getPlayer),
    sessionGet(platform, api.getAccounts),
  ])
  if (!player || !hasProfileId(player)) return null
  return { ...player, accounts: accounts ?? [] }
}

/**
 * Saves the visitor's language choice on the account (spec 1 §1, PATCH /api/player/update_locale).
 * Only a signed-in player has one; guests keep the cookie alone.
 */
export async function saveLocaleChoice(
  request: Request,
  locale: Locale,
  player: ShellContext['player'],
): Promise<void> {
  if (!player || player.language === locale) return
  // A state-changing call: the platform wants the page's own origin (CSRF check).
  const origin = new URL(request.url).origin
  const saved = await platformFor(request).callOrNull(api.updateLocale, {
    body: { locale },
    headers: { origin },
  })
  if (saved) player.language = player.locale = saved.locale
}
