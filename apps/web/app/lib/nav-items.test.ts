import type { MenuItem } from '@croupier/contract/config/get-menu-categories-games'
import { defaultFlags } from '@croupier/rules/feature-flags'
import { describe, expect, it } from 'vitest'
import { buildNavItems, isNavItemActive, type NavContext, sideMenuInfoPages } from './nav-items'

const item = (id: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  title: `menu.${id}`,
  routeName: id,
  to: `/${id}`,
  externalUrl: false,
  icon: id,
  ...extra,
})

const items: MenuItem[] = [
  item('lobby', { to: '/', hideWhenSports: true }),
  item('pokies', { to: '/pokies/all' }),
  item('sports', { to: '/sport', externalUrl: true }),
  item('rocket-chance', { pageSlug: 'rocket-chance' }),
  item('tournaments'),
  item('mystic-jackpots', { featureFlag: 'mysticJackpots' }),
]

const ctx: NavContext = {
  items,
  staticPages: [
    { path: 'benefits-of-crypto', title: 'Benefits of crypto', categories: ['top-menu'] },
    { path: 'general-rules', title: 'General rules', categories: ['top-menu', 'reg-only'] },
    { path: 'privacy-policy', title: 'Privacy policy', categories: ['bottom-menu-help'] },
  ],
  flags: defaultFlags(),
  promotionPages: {},
  bettingUrl: null,
  isLoggedIn: false,
  isTester: false,
  locale: 'en',
}

const ids = (context: NavContext) => buildNavItems(context).map((navItem) => navItem.id)

describe('header navigation (spec 2 §2.2)', () => {
  it('shows the lobby and no sports link without a sportsbook', () => {
    expect(ids(ctx)).toEqual(['lobby', 'pokies', 'tournaments', 'page:benefits-of-crypto'])
  })

  it('swaps the lobby for the external sports link when the host has a sportsbook', () => {
    const nav = buildNavItems({ ...ctx, bettingUrl: 'https://sport.example' })
    expect(nav.map((navItem) => navItem.id)).toEqual([
      'pokies',
      'sports',
      'tournaments',
      'page:benefits-of-crypto',
    ])
    expect(nav.find((navItem) => navItem.id === 'sports')).toMatchObject({
      href: 'https://sport.example',
      external: true,
    })
  })

  it('shows rocket chance only when its page is enabled and mystic jackpots only with the flag', () => {
    const on = ids({
      ...ctx,
      promotionPages: { 'rocket-chance': true },
      flags: { ...defaultFlags(), mysticJackpots: true },
    })
    expect(on).toContain('rocket-chance')
    expect(on).toContain('mystic-jackpots')
    expect(ids({ ...ctx, promotionPages: { 'rocket-chance': false } })).not.toContain('rocket-chance')
  })

  it('shows testers built pages that the page config switches off (spec 2 §6)', () => {
    const off = { ...ctx, isLoggedIn: true, promotionPages: { 'rocket-chance': false } }
    expect(ids(off)).not.toContain('rocket-chance')
    expect(ids({ ...off, isTester: true })).toContain('rocket-chance')
  })

  it('shows a group item (the adventure) to testers and its groups only (spec 2 §4, §6)', () => {
    const adventure = { ...ctx, isLoggedIn: true, items: [item('adventure', { groupIds: [790, 259] })] }
    expect(ids(adventure)).not.toContain('adventure')
    expect(ids({ ...adventure, groupIds: [916] })).not.toContain('adventure')
    expect(ids({ ...adventure, groupIds: [259] })).toContain('adventure')
    expect(ids({ ...adventure, isTester: true })).toContain('adventure')
  })

  it('shows reg-only top-menu pages to logged-in players only', () => {
    expect(ids(ctx)).not.toContain('page:general-rules')
    expect(ids({ ...ctx, isLoggedIn: true })).toContain('page:general-rules')
  })

  it('prefixes client paths with the locale', () => {
    const nav = buildNavItems({ ...ctx, locale: 'de' })
    expect(nav.find((navItem) => navItem.id === 'pokies')?.href).toBe('/de/pokies/all')
    expect(nav.find((navItem) => navItem.id === 'lobby')?.href).toBe('/de')
  })

  it('marks the active item: lobby paths, the tournaments group and sections', () => {
    const nav = buildNavItems(ctx)
    const active = (path: string) =>
      nav.filter((navItem) => isNavItemActive(navItem, path)).map((navItem) => navItem.id)
    expect(active('/')).toEqual(['lobby'])
    expect(active('/de/categories')).toEqual(['lobby'])
    expect(active('/pokies/new')).toEqual(['pokies'])
    expect(active('/arena')).toEqual(['tournaments'])
    expect(active('/leaderboard/weekly')).toEqual(['tournaments'])
    expect(active('/promotions')).toEqual([])
    expect(active('/benefits-of-crypto/')).toEqual(['page:benefits-of-crypto'])
  })
})

describe('side menu (spec 2 §2.3)', () => {
  it('lists a page of both the top and the bottom menu once', () => {
    const staticPages = [
      { path: 'general-rules', title: 'General rules', categories: ['bottom-menu', 'top-menu', 'reg-only'] },
      { path: 'benefits-of-crypto', title: 'Benefits of crypto', categories: ['bottom-menu', 'top-menu'] },
      { path: 'about-us', title: 'About us', categories: ['bottom-menu'] },
      { path: 'privacy-policy', title: 'Privacy policy', categories: ['bottom-menu-help'] },
    ]
    const context = { ...ctx, staticPages, isLoggedIn: true }
    const navItems = buildNavItems(context)
    const info = sideMenuInfoPages(staticPages, navItems)
    expect(info.map((page) => page.path)).toEqual(['about-us'])
    const hrefs = [...navItems.map((item) => item.href), ...info.map((page) => `/${page.path}`)]
    expect(new Set(hrefs).size).toBe(hrefs.length)
  })
})
