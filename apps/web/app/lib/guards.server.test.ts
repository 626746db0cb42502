import { describe, expect, it } from 'vitest'
import { enforceGuard, guardRedirect } from './guards.server'

const guest = { player: null }
const player = { player: { id: 'p1', nickname: 'ace' } }

function thrown(fn: () => void): Response | undefined {
  try {
    fn()
  } catch (error) {
    return error as Response
  }
  return undefined
}

describe('enforceGuard', () => {
  it('sends a guest from an auth route to registration with the full path (spec 1 §2)', () => {
    const response = thrown(() =>
      enforceGuard(new Request('http://x.test/profile/limits?tab=2'), 'profileLimits', guest),
    )
    expect(response?.status).toBe(302)
    expect(response?.headers.get('location')).toBe('/sign-up?redirect=%2Fprofile%2Flimits%3Ftab%3D2')
  })

  it('keeps the locale prefix', () => {
    expect(guardRedirect(new Request('http://x.test/de/cashbox'), 'cashbox', guest)).toBe(
      '/de/sign-up?redirect=%2Fde%2Fcashbox',
    )
  })

  it('sends a signed-in player from a guest-only route to main', () => {
    expect(guardRedirect(new Request('http://x.test/en-AU/sign-in'), 'login', player)).toBe('/en-AU')
    const response = thrown(() => enforceGuard(new Request('http://x.test/sign-up'), 'registration', player))
    expect(response?.headers.get('location')).toBe('/')
  })

  it('lets everyone else through', () => {
    expect(thrown(() => enforceGuard(new Request('http://x.test/sign-in'), 'login', guest))).toBeUndefined()
    expect(
      thrown(() => enforceGuard(new Request('http://x.test/profile'), 'profile', player)),
    ).toBeUndefined()
    expect(
      thrown(() =>
        enforceGuard(new Request('http://x.test/profile/limits/confirm'), 'userLimitConfirm', guest),
      ),
    ).toBeUndefined()
  })
})
