import { describe, expect, it } from 'vitest'
import { SEED_PAGES } from '../cms/pages.ts'
import { MENU } from './navigation.ts'
import { MANAGE_PROMOTION_PAGES } from './promotions.ts'

describe('navigation seed (spec 2 §2.2, §2.3, §6)', () => {
  it('names each menu item and each path once, and no static page again', () => {
    const ids = MENU.items.map((item) => item.id)
    const paths = MENU.items.flatMap((item) => (item.to ? [item.to] : []))
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(paths).size).toBe(paths.length)
    const pagePaths = SEED_PAGES.map((page) => `/${page.slug}`)
    expect(paths.filter((path) => pagePaths.includes(path))).toEqual([])
  })

  it('ties every page switch an item names to the page config', () => {
    for (const item of MENU.items) {
      if (item.pageSlug) expect(Object.keys(MANAGE_PROMOTION_PAGES.pages), item.id).toContain(item.pageSlug)
    }
  })
})
