// Opens the new-provider popup (spec 1 §4) once per browser session for an eligible signed-in
// player: on the first page of a session and right after sign-in (the shell's player changes when
// the root reloads after the post-login batch). Renders nothing; the dialog's code loads only when
// it opens. Mounted once by the shell.
import { useEffect } from 'react'
import { emit } from '../../../lib/events'
import { useShellContext } from '../../../lib/shell-context'
import { NEW_PROVIDER_SESSION_KEY, newProviderPopupGroup } from '../model/eligibility'
import '../register'

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
    emit('open-modal', { name: 'new-provider', props: { shownGroup } })
  }, [player])
  return null
}
