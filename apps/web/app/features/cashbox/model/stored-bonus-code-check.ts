// The check main makes before it loads the stored-bonus-code routine (spec 1 §2). It is part of the
// lobby's initial JS, so it spells the two localStorage keys of `@croupier/rules/cashbox`
// (STORED_BONUS_CODE_KEY, STORED_BONUS_CODE_APPLIED_KEY) rather than importing that module, whose
// shared chunk would add about 0.8 KB gzip to the lobby; the unit test holds them equal. The
// routine itself decides with the rules' shouldRunStoredBonusCode.
export const MAIN_STORED_BONUS_CODE_KEY = 'depositBonusCode'
export const MAIN_STORED_BONUS_CODE_APPLIED_KEY = 'depositBonusCodeApplied'

/** True whenever the routine may be due: a code is stored, the applied flag is absent, a player is signed in. */
export function storedBonusCodeMayBeDue(storage: Pick<Storage, 'getItem'>, isLoggedIn: boolean): boolean {
  if (!isLoggedIn) return false
  try {
    return (
      (storage.getItem(MAIN_STORED_BONUS_CODE_KEY) ?? '').trim() !== '' &&
      !storage.getItem(MAIN_STORED_BONUS_CODE_APPLIED_KEY)
    )
  } catch {
    // Storage refused (private mode): nothing was stored.
    return false
  }
}
