// spec 1 §2: main (the lobby, '/' and '/categories') runs the stored-bonus-code routine too. This
// file is part of the lobby's initial JS, so it only reads the two localStorage keys
// (model/stored-bonus-code-check.ts). When the routine is due, main hands over to /deposit-bonus,
// whose lazily loaded entry runs the same routine (model/stored-bonus-code.ts: flag first,
// can_issue true, the code set or, when invalid, cleared) and opens the deposit dialog after the
// cashbox's own gates (the personal-info dialog for an incomplete fiat profile); closing comes back.
import { localizePath } from '@croupier/rules/locale'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { registerPlayerLocalKey } from '../../../lib/player-session'
import { runNavigation } from '../../../lib/router-errors'
import { useShellContext } from '../../../lib/shell-context'
import { MAIN_STORED_BONUS_CODE_APPLIED_KEY, storedBonusCodeMayBeDue } from '../model/stored-bonus-code-check'

const DEPOSIT_BONUS_PATH = '/deposit-bonus' // spec 1 §2

// The flag is the player's (it goes at logout, ADR 018); main registers it too, so a logout clears
// it even when the cashbox's code never loaded on this page.
registerPlayerLocalKey(MAIN_STORED_BONUS_CODE_APPLIED_KEY)

export function StoredBonusCodeOnMain(): null {
  const { locale, player } = useShellContext()
  const navigate = useNavigate()
  const isLoggedIn = player !== null
  // Our choice: a player on a break or self-excluded is never sent to a deposit (issue #5 item 8);
  // the flag stays absent, so the routine runs once the restriction has ended.
  const restricted = Boolean(player?.responsible_gaming?.restriction)

  useEffect(() => {
    if (restricted || !storedBonusCodeMayBeDue(window.localStorage, isLoggedIn)) return
    runNavigation(() => navigate(localizePath(locale, DEPOSIT_BONUS_PATH)))
  }, [isLoggedIn, restricted, locale, navigate])

  return null
}
