import { describe, expect, it } from 'vitest'
import { redirectFromSearch, safeRedirectPath } from './safe-redirect'

describe('the redirect query (spec 1 §2) follows same-origin paths only', () => {
  it.each([
    ['/profile', '/profile'],
    ['/de/profile?tab=security#2fa', '/de/profile?tab=security#2fa'],
    ['/a/../profile', '/profile'],
  ])('follows %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected)
  })

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'profile',
    '',
    null,
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBeNull()
  })

  it('reads it from the query', () => {
    expect(redirectFromSearch('?redirect=%2Fprofile%2Fsecurity')).toBe('/profile/security')
  })
})
