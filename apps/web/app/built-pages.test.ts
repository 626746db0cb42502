import type { MenuItem } from '@croupier/contract/config/get-menu-categories-games'
import { DEFAULT_LOCALE } from '@croupier/rules/locale'
import { describe, expect, it } from 'vitest'
import { BUILT_PAGE_PATHS, builtMenuItems, isBuiltPage } from './lib/built-pages'
import { ROUTE_NAMES, routeId } from './lib/route-ids'
import routes from './routes'

interface Entry {
  id?: string
  path?: string
  index?: boolean
  children?: Entry[]
}

// The development mailbox exists outside production builds only, and is never linked.
const NOT_PAGES = new Set([routeId(DEFAULT_LOCALE, ROUTE_NAMES.staticPage), 'dev-mail'])

function pagePaths(entries: readonly Entry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    if (entry.id && NOT_PAGES.has(entry.id)) return []
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent
    const own = entry.path || entry.index ? [path === '' ? '/' : path] : []
    return [...own, ...pagePaths(entry.children ?? [], path)]
  })
}

describe('built pages (ADR 024)', () => {
  it('lists exactly the pages of routes.ts, so a new page is linked once its route exists', () => {
    const tree = (routes as Entry[]).find((entry) => entry.id === ROUTE_NAMES.mainLayout)
    expect(tree).toBeDefined()
    expect([...new Set(pagePaths([tree as Entry]))].sort()).toEqual([...BUILT_PAGE_PATHS].sort())
  })

  it('knows built routes in any locale, with params, a query or a hash', () => {
    expect(isBuiltPage('/', [])).toBe(true)
    expect(isBuiltPage('/de', [])).toBe(true)
    expect(isBuiltPage('/pokies/all', [])).toBe(true)
    expect(isBuiltPage('/fr-CA/producers/netent/2?x=1', [])).toBe(true)
    expect(isBuiltPage('/play/netent/starburst#sign-in', [])).toBe(true)
    expect(isBuiltPage('/sport', [])).toBe(true)
    expect(isBuiltPage('/profile/gifts/', [])).toBe(true)
    expect(isBuiltPage('/action', [])).toBe(true)
    expect(isBuiltPage('/de/action/quest--xs--spring', [])).toBe(true)
    expect(isBuiltPage('/achievements', [])).toBe(true)
    expect(isBuiltPage('/aquanova-odyssey', [])).toBe(true)
    expect(isBuiltPage('/lottery/spring-draw', [])).toBe(true)
    expect(isBuiltPage('/de/promotions', [])).toBe(true)
    expect(isBuiltPage('/jackpots', [])).toBe(true)
    expect(isBuiltPage('/mystic-jackpots', [])).toBe(true)
  })

  it('refuses pages not built yet (the tournament and hub pages of spec 2 §2.1)', () => {
    for (const path of ['/rocket-mart/sale']) {
      expect(isBuiltPage(path, []), path).toBe(false)
    }
  })

  it('knows the tournament pages (spec 2 §2.1)', () => {
    for (const path of [
      '/tournaments',
      '/tournaments/archive',
      '/de/tournaments/weekly-pokies-race',
      '/arena',
      '/promo',
      '/rocket-chance',
      '/leaderboard',
    ])
      expect(isBuiltPage(path, []), path).toBe(true)
  })

  it('counts a static page only when the CMS lists it', () => {
    expect(isBuiltPage('/benefits-of-crypto', ['benefits-of-crypto'])).toBe(true)
    expect(isBuiltPage('/de/benefits-of-crypto', ['benefits-of-crypto'])).toBe(true)
    expect(isBuiltPage('/benefits-of-crypto', [])).toBe(false)
  })

  it('leaves external links and bare hashes alone', () => {
    expect(isBuiltPage('https://sport.example/live', [])).toBe(true)
    expect(isBuiltPage('mailto:help@croupier.example', [])).toBe(true)
    expect(isBuiltPage('#sign-in', [])).toBe(true)
  })

  it('keeps the menu items of built pages and links that leave the client, for every visitor (ADR 024)', () => {
    const item = (id: string, extra: Partial<MenuItem>): MenuItem => ({
      id,
      title: `menu.${id}`,
      routeName: id,
      externalUrl: false,
      icon: id,
      ...extra,
    })
    const menu = [
      item('lobby', {}),
      item('pokies', { to: '/pokies/all' }),
      item('sports', { to: '/sport', externalUrl: true }),
      item('tournaments', { to: '/tournaments' }),
      item('sale', { to: '/rocket-mart/sale' }),
      item('help', { url: 'https://help.example' }),
      item('crypto', { to: '/benefits-of-crypto' }),
    ]
    const ids = (paths: string[]) => builtMenuItems(menu, paths).map((entry) => entry.id)
    expect(ids([])).toEqual(['lobby', 'pokies', 'sports', 'tournaments', 'help'])
    expect(ids(['benefits-of-crypto'])).toEqual([
      'lobby',
      'pokies',
      'sports',
      'tournaments',
      'help',
      'crypto',
    ])
  })
})
