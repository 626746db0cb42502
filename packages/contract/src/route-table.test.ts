import { describe, expect, it } from 'vitest'
import { ROUTES, type RouteName, routeHref } from './route-table.ts'

describe('ROUTES (spec 1 §2, spec 2 §2.1)', () => {
  it.each<[RouteName, string]>([
    ['main', '/'],
    ['login', '/sign-in'],
    ['registration', '/sign-up'],
    ['profile', '/profile'],
    ['userLimitConfirm', '/profile/limits/confirm'],
    ['cashboxDeposit', '/deposit'],
    ['oops', '/oops'],
    ['ffc', '/ffc'],
    ['favouriteGames', '/favorite-games'],
  ])('%s lives at %s', (name, path) => {
    expect(ROUTES[name].path).toBe(path)
  })

  // Also the adventure calendar (a guest goes to registration, ADR 040).
  it('requires login for profile and cashbox pages, except the limit confirmation', () => {
    const auth = Object.entries(ROUTES)
      .filter(([, entry]) => entry.guard === 'auth')
      .map(([name]) => name)
    expect(
      auth.every(
        (name) =>
          name.startsWith('profile') ||
          name.startsWith('cashbox') ||
          name === 'singleBonusPage' ||
          name === 'adventureCalendar',
      ),
    ).toBe(true)
    expect(auth).toContain('adventureCalendar')
    expect(auth).toContain('cashboxOneClickDeposit')
    expect(ROUTES.userLimitConfirm.guard).toBe('none')
  })

  it('keeps sign-in, sign-up, remind and the betting login and registration guest-only', () => {
    for (const name of [
      'login',
      'registration',
      'passwordReminder',
      'bettingLogin',
      'bettingRegistration',
    ] as const) {
      expect(ROUTES[name].guard).toBe('guest')
    }
    expect(ROUTES.login.aliases).toEqual(['/login'])
    expect(ROUTES.registration.aliases).toEqual(['/registration'])
  })

  it('has no path twice', () => {
    const paths = Object.values(ROUTES)
      .flatMap((entry) => [entry.path, ...(entry.aliases ?? [])])
      .filter(Boolean)
    expect(new Set(paths).size).toBe(paths.length)
  })
})

describe('routeHref', () => {
  it('fills required and optional parameters', () => {
    expect(routeHref('gameItem', { producer: 'pragmatic', name: 'gates of olympus' })).toBe(
      '/play/pragmatic/gates%20of%20olympus',
    )
    expect(routeHref('questPage')).toBe('/action')
    expect(routeHref('questPage', { slug: 'summer' })).toBe('/action/summer')
    expect(routeHref('main')).toBe('/')
  })

  it('refuses a missing parameter or a route without a path', () => {
    expect(() => routeHref('categoryPokies')).toThrow(/slug/)
    expect(() => routeHref('namedPopup')).toThrow(/no path/)
  })
})
