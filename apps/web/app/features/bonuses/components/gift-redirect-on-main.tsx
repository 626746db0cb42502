// spec 1 §2 R10 on main: a gift link (`/?gift=1`) stores the gift marker; a signed-in player with a
// marker goes to /profile/gifts once (model/gift-marker.ts). Part of the lobby's initial JS: small.
import { localizePath } from '@croupier/rules/locale'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { registerPlayerLocalKey } from '../../../lib/player-session'
import { runNavigation } from '../../../lib/router-errors'
import { useShellContext } from '../../../lib/shell-context'
import { GIFT_MARKER_KEY, GIFTS_PATH, takeGiftRedirect } from '../model/gift-marker'

// The marker is the player's once signed in: a logout clears it (ADR 018).
registerPlayerLocalKey(GIFT_MARKER_KEY)

/**
 * `yieldTo`: another routine of main that goes first when due (the stored-bonus-code routine opens
 * the deposit); the marker then waits for the next visit. Main passes it: features do not import
 * each other.
 */
export function GiftRedirectOnMain({
  yieldTo,
}: {
  yieldTo?: (storage: Pick<Storage, 'getItem'>, isLoggedIn: boolean) => boolean
}): null {
  const { locale, player } = useShellContext()
  const { search } = useLocation()
  const navigate = useNavigate()
  const isLoggedIn = player !== null
  useEffect(() => {
    if (yieldTo?.(window.localStorage, isLoggedIn)) return
    if (!takeGiftRedirect(window.localStorage, { search, isLoggedIn })) return
    runNavigation(() => navigate(localizePath(locale, GIFTS_PATH), { replace: true }))
  }, [search, isLoggedIn, locale, navigate, yieldTo])
  return null
}
