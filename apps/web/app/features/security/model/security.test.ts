import { V } from '@croupier/rules/validation-keys'
import { describe, expect, it } from 'vitest'
import { groupSecret, isOtpComplete, normaliseOtp } from './otp-code'
import { validatePasswordChange } from './password-change'
import { describeUserAgent } from './user-agent'

const NOW = new Date('2026-03-01T12:00:00Z')

describe('validatePasswordChange (spec 1 §5)', () => {
  const ok = {
    current_password: 'Croupier2026!',
    password: 'N3w|pass@word',
    password_confirmation: 'N3w|pass@word',
  }
  it('accepts a new password of allowed characters, repeated', () => {
    expect(validatePasswordChange(ok, NOW)).toEqual({})
  })
  it.each([
    ['current password missing', { current_password: '' }, 'current_password', V.REQUIRED],
    [
      'character outside the list: WRONG_CHARTS',
      { password: 'with space', password_confirmation: 'with space' },
      'password',
      V.WRONG_CHARTS,
    ],
    ['shorter than 6', { password: 'a1b2', password_confirmation: 'a1b2' }, 'password', V.PASSWORD_TOO_SHORT],
    [
      'passwords do not match',
      { password_confirmation: 'N3w|pass@wore' },
      'password_confirmation',
      V.PASSWORDS_DO_NOT_MATCH,
    ],
    ['new password missing', { password: '', password_confirmation: '' }, 'password', V.REQUIRED],
  ])('%s', (_, patch, field, key) => {
    const errors = validatePasswordChange({ ...ok, ...patch }, NOW)
    expect(errors[field as keyof typeof errors]?.[0]).toBe(key)
  })
})

describe('one-time codes', () => {
  it('accepts six digits typed with spaces or a dash', () => {
    expect(normaliseOtp(' 123 456 ')).toBe('123456')
    expect(isOtpComplete('123-456')).toBe(true)
    expect(isOtpComplete('12345')).toBe(false)
    expect(isOtpComplete('12345a')).toBe(false)
  })
  it('groups a secret in fours for manual entry', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP')
  })
})

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      { browser: 'Chrome', os: 'Windows', mobile: false },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', os: 'iOS', mobile: true },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      { browser: 'Firefox', os: 'Linux', mobile: false },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      { browser: 'Edge', os: 'Windows', mobile: false },
    ],
    [null, { browser: null, os: null, mobile: false }],
  ])('%s', (ua, expected) => {
    expect(describeUserAgent(ua)).toEqual(expected)
  })
})
