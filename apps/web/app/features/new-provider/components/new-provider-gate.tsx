// Opens the new-provider popup (spec 1 §4) once per browser session for an eligible signed-in
// player: on the first page of a session and right after sign-in (the shell's player changes when
// the root reloads after the post-login batch). Renders nothing; the dialog's code loads only when
// it opens. Mounted once by the shell.
import { useEffect } from 'react'
import { openModal } from '../../../lib/modals/open-modal'
import { registerPlayerSessionKey } from '../../../lib/player-session'
import { useShellContext } from '../../../lib/shell-context'
import { NEW_PROVIDER_SESSION_KEY, newProviderPopupGroup } from '../model/eligibility'

// Logout wipes the flag with the player's other session data, so the next player gets their own.
registerPlayerSessionKey(NEW_PROVIDER_SESSION_KEY)

function readFlag(): boolean {
  try {
    return window.sessionStorage.getItem(NEW_PROVIDER_SESSION_KEY) !== null
  } catch {
    // Storage refused (private mode): treat as shown rather than nag on every page.
    return true
  }
}

export function NewProviderGate() {
  const { player } = useShellContext()
  useEffect(() => {
    const shownGroup = newProviderPopupGroup(player, readFlag())
    if (shownGroup === null) return
    try {
      window.sessionStorage.setItem(NEW_PROVIDER_SESSION_KEY, '1')
    } catch {
      return
    }
    openModal('new-provider', { shownGroup })
  }, [player])
  return null
}
