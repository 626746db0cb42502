// spec 1 §2 R10 on main: a gift link (`/?gift=1`) stores the gift marker; a signed-in player with a
// marker goes to /profile/gifts once (model/gift-marker.ts). Part of the lobby's initial JS: small.
import { localizePath } from '@croupier/rules/locale'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { registerPlayerLocalKey } from '../../../lib/player-session'
import { runNavigation } from '../../../lib/router-errors'
import { useShellContext } from '../../../lib/shell-context'
import { storedBonusCodeMayBeDue } from '../../cashbox/model/stored-bonus-code-check'
import { GIFT_MARKER_KEY, GIFTS_PATH, takeGiftRedirect } from '../model/gift-marker'

// The marker is the player's once signed in: a logout clears it (ADR 018).
registerPlayerLocalKey(GIFT_MARKER_KEY)

export function GiftRedirectOnMain(): null {
  const { locale, player } = useShellContext()
  const { search } = useLocation()
  const navigate = useNavigate()
  const isLoggedIn = player !== null
  useEffect(() => {
    // The stored-bonus-code routine goes first (it opens the deposit); the marker waits for the next visit.
    if (storedBonusCodeMayBeDue(window.localStorage, isLoggedIn)) return
    if (!takeGiftRedirect(window.localStorage, { search, isLoggedIn })) return
    runNavigation(() => navigate(localizePath(locale, GIFTS_PATH), { replace: true }))
  }, [search, isLoggedIn, locale, navigate])
  return null
}
