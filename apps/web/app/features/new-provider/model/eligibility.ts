// Who sees the new-provider popup (spec 1 §4, spec 2 §2.8): a signed-in player in a target group
// (851, 1030) and in no was-shown group (859, 1056), once per browser session.
import { newProviderShownGroup, shouldShowNewProvider } from '@croupier/rules/groups'

/** sessionStorage key: set when the popup opens, so it opens once per browser session. */
export const NEW_PROVIDER_SESSION_KEY = 'new-provider-shown'

/**
 * The was-shown group to add when the popup closes, or null when the popup is not for this
 * player now: a guest, not targeted, already shown (group), or already opened this session.
 */
export function newProviderPopupGroup(
  player: { statuses: readonly { id: number }[] } | null,
  isShownThisSession: boolean,
): number | null {
  if (!player || isShownThisSession) return null
  const groups = player.statuses.map((status) => status.id)
  return shouldShowNewProvider(groups) ? newProviderShownGroup(groups) : null
}
