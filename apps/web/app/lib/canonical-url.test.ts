import { describe, expect, it } from 'vitest'
import { canonicalRedirect } from './canonical-url'

describe('canonicalRedirect (spec 1 §2: trailing slashes are stripped)', () => {
  it.each([
    ['/de/', '', '/de'],
    ['/pokies/all/', '?page=2', '/pokies/all?page=2'],
    ['//promo//x', '', '/promo/x'],
    ['/en', '', '/'],
    ['/en/pokies/', '?a=1', '/pokies?a=1'],
  ])('%s%s → %s', (path, search, expected) => {
    expect(canonicalRedirect(path, search)).toBe(expected)
  })

  it.each(['/', '/de', '/en-AU/pokies', '/privacy-policy'])('%s is canonical', (path) => {
    expect(canonicalRedirect(path, '?x=1')).toBeNull()
  })
})
