import { describe, expect, it } from 'vitest'
import { isValidationKey, V, VALIDATION_KEYS } from './validation-keys'

describe('validation message keys (spec 1 §5)', () => {
  it('uses the spec names for the email and password messages', () => {
    expect(V.EMAIL_INVALID).toBe('VALIDATION.EMAIL.INVALID')
    expect(V.WRONG_CHARTS).toBe('VALIDATION.WRONG_CHARTS')
  })
  it('every key is an i18n key under VALIDATION. and none repeats', () => {
    for (const k of VALIDATION_KEYS) expect(k).toMatch(/^VALIDATION\.[A-Z_.]+$/)
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length)
    expect(VALIDATION_KEYS).toHaveLength(38)
  })
  it.each([
    ['VALIDATION.REQUIRED', true],
    ['VALIDATION.IBAN_LT', true],
    ['VALIDATION.NOPE', false],
    [42, false],
  ])('isValidationKey(%j) → %s', (x, expected) => {
    expect(isValidationKey(x)).toBe(expected)
  })
})
