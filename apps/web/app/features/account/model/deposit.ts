// The deposit button (spec 1 §2 "Before cashbox dialogs"): an incomplete fiat profile fills the
// personal-info dialog first, then goes on to the cashbox; otherwise straight to /cashbox.
import { isCrypto } from '@croupier/rules/currency'
import { type Locale, localizePath } from '@croupier/rules/locale'
import { isProfileIncomplete } from '@croupier/rules/player-fields'
import { openModal } from '../../../lib/modals/open-modal'
import type { ShellPlayer } from '../../../lib/shell-context'

export const CASHBOX_PATH = '/cashbox' // spec 1 §2
const PROFILE_LIMITS_PATH = '/profile/limits' // spec 1 §2

/** Where the deposit button leads: null when the personal-info dialog was opened instead. */
export function startDeposit(player: ShellPlayer, locale: Locale): string | null {
  // On a break or self-excluded (issue #5 item 8): the limits page says why deposits are closed.
  if (player.responsible_gaming?.restriction) return localizePath(locale, PROFILE_LIMITS_PATH)
  const cashbox = localizePath(locale, CASHBOX_PATH)
  if (isProfileIncomplete(player, (currency) => !isCrypto(currency))) {
    openModal('personal-info', { next: cashbox })
    return null
  }
  return cashbox
}
