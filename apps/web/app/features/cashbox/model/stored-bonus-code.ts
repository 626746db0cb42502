// spec 1 §2 "stored-bonus-code routine" (the deposit-bonus route and main): with a stored deposit
// bonus code, no second stored flag and a signed-in player, bonuses are allowed (can_issue true),
// the code is set and the deposit dialog opens; a code that proves invalid is cleared first and the
// dialog still opens. The code counts as valid when the deposit bonuses on offer include it (the
// platform withholds the list once a code is set, so it is read before setting).
import {
  STORED_BONUS_CODE_APPLIED_KEY,
  STORED_BONUS_CODE_KEY,
  shouldRunStoredBonusCode,
} from '@croupier/rules/cashbox'
import { registerPlayerLocalKey } from '../../../lib/player-session'
import { clearBonusCode, getDepositBonuses, setBonusCode, updateBonusSettings } from '../api/cashbox-api'

registerPlayerLocalKey(STORED_BONUS_CODE_APPLIED_KEY)

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Stores a code for the routine (e.g. from /deposit-bonus?code=…). */
export function storeBonusCode(code: string): void {
  try {
    // The same code again is not a new one: the routine has run for it already.
    if (window.localStorage.getItem(STORED_BONUS_CODE_KEY) === code) return
    window.localStorage.setItem(STORED_BONUS_CODE_KEY, code)
    window.localStorage.removeItem(STORED_BONUS_CODE_APPLIED_KEY)
  } catch {
    // Private mode: nothing to remember.
  }
}

/** Runs the routine; answers the code now set, or null (none stored, already done, or invalid). */
export async function runStoredBonusCode(isLoggedIn: boolean): Promise<string | null> {
  const storedCode = read(STORED_BONUS_CODE_KEY)
  if (!shouldRunStoredBonusCode({ storedCode, appliedFlag: read(STORED_BONUS_CODE_APPLIED_KEY), isLoggedIn }))
    return null
  const code = (storedCode ?? '').trim()
  try {
    window.localStorage.setItem(STORED_BONUS_CODE_APPLIED_KEY, 'true')
  } catch {
    // Private mode: the routine may run again, which only sets the same code.
  }
  try {
    await updateBonusSettings(true)
    // A code already on the account withholds the offer: the new one replaces it.
    await clearBonusCode()
    const offered = await getDepositBonuses()
    await setBonusCode(code)
    if (!offered.some((bonus) => bonus.code.toLowerCase() === code.toLowerCase())) {
      await clearBonusCode()
      return null
    }
    return code
  } catch {
    await clearBonusCode().catch(() => undefined)
    return null
  }
}
