// Log out from the header or the side menu (spec 1 §4): the server session is revoked, every piece
// of player data in the browser is wiped (lib/player-session), and the shell reloads as a guest on main.
import { localizePath } from '@croupier/rules/locale'
import { MAIN_PATH } from '@croupier/rules/routing'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { requestRootReload, signOut } from '../../../lib/player-session'
import { reportRouterError } from '../../../lib/router-errors'
import { useShellContext } from '../../../lib/shell-context'

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate()
  const { locale } = useShellContext()
  return useCallback(async () => {
    await signOut()
    requestRootReload()
    await Promise.resolve(navigate(localizePath(locale, MAIN_PATH), { replace: true })).catch(
      reportRouterError,
    )
  }, [navigate, locale])
}
