import {
  STORED_BONUS_CODE_APPLIED_KEY,
  STORED_BONUS_CODE_KEY,
  shouldRunStoredBonusCode,
} from '@croupier/rules/cashbox'
import { describe, expect, it } from 'vitest'
import {
  MAIN_STORED_BONUS_CODE_APPLIED_KEY,
  MAIN_STORED_BONUS_CODE_KEY,
  storedBonusCodeMayBeDue,
} from './stored-bonus-code-check'

function storage(values: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => values[key] ?? null }
}

describe("main's stored-bonus-code check", () => {
  it('reads the keys the rules name', () => {
    expect(MAIN_STORED_BONUS_CODE_KEY).toBe(STORED_BONUS_CODE_KEY)
    expect(MAIN_STORED_BONUS_CODE_APPLIED_KEY).toBe(STORED_BONUS_CODE_APPLIED_KEY)
  })

  it.each([
    { code: 'WELCOME100', applied: null, isLoggedIn: true },
    { code: 'WELCOME100', applied: 'true', isLoggedIn: true },
    { code: 'WELCOME100', applied: null, isLoggedIn: false },
    { code: '   ', applied: null, isLoggedIn: true },
    { code: null, applied: null, isLoggedIn: true },
    { code: null, applied: 'true', isLoggedIn: false },
  ])(
    'agrees with shouldRunStoredBonusCode: code $code, flag $applied, logged in $isLoggedIn',
    ({ code, applied, isLoggedIn }) => {
      const values: Record<string, string> = {}
      if (code !== null) values[STORED_BONUS_CODE_KEY] = code
      if (applied !== null) values[STORED_BONUS_CODE_APPLIED_KEY] = applied
      expect(storedBonusCodeMayBeDue(storage(values), isLoggedIn)).toBe(
        shouldRunStoredBonusCode({ storedCode: code, appliedFlag: applied, isLoggedIn }),
      )
    },
  )

  it('answers false when the storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(storedBonusCodeMayBeDue(refusing, true)).toBe(false)
  })
})
