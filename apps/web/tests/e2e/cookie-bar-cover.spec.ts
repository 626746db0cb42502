// Issue #9 item 13: before consent the cookie bar covers nothing a player needs. On a phone every
// item of the side menu can be pressed with the bar showing (the menu is scrolled through and every
// item it shows is hit-tested at its centre); at 1440×900 the demo slot's
// balance, bet and Spin controls sit above the bar. With consent given nothing is reserved.
import { expect, type Locator, type Page, test } from '@playwright/test'
import { registerThroughUi, uniqueEmail } from './support/accounts'
import { findSlot } from './support/catalogue'

function cookieBar(page: Page): Locator {
  return page.getByRole('region', { name: 'Cookie consent' })
}

/** The page's topmost element at the centre of `target` (which may sit inside the game frame). */
async function elementAtCentre(page: Page, target: Locator): Promise<string> {
  const box = await target.boundingBox()
  if (!box) throw new Error('not laid out')
  const viewport = page.viewportSize()
  expect(box.y + box.height).toBeLessThanOrEqual(viewport?.height ?? 0)
  return page.evaluate(
    ([x, y]) => {
      const hit = document.elementFromPoint(x as number, y as number)
      if (!hit) return 'nothing'
      return hit.closest('[aria-label="Cookie consent"]') ? 'cookie bar' : hit.tagName.toLowerCase()
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  )
}

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('no side menu item is covered by the cookie bar', async ({ page }) => {
    await page.goto('/')
    await expect(cookieBar(page)).toBeVisible()
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)))
    // Scrolled through step by step: wherever the menu shows an item, the item itself is hit.
    const covered = await drawer.evaluate((el) => {
      const items = Array.from(el.querySelectorAll<HTMLElement>('a[href], button')).filter(
        (item) => item.getAttribute('aria-label') !== 'Close menu',
      )
      const top = el.firstElementChild?.getBoundingClientRect().bottom ?? 0
      const bottom = el.getBoundingClientRect().bottom
      const problems = new Set<string>()
      const seen = new Set<HTMLElement>()
      // The open menu turns pointer events off outside it; hit-test by what is painted on top.
      const bar = document.querySelector<HTMLElement>('[aria-label="Cookie consent"]')
      if (bar) bar.style.pointerEvents = 'auto'
      for (let y = 0; y <= el.scrollHeight; y += 40) {
        el.scrollTop = y
        for (const item of items) {
          const rect = item.getBoundingClientRect()
          const centreY = rect.top + rect.height / 2
          if (centreY <= top || centreY >= bottom) continue
          seen.add(item)
          const hit = document.elementFromPoint(rect.left + rect.width / 2, centreY)
          if (!hit || !item.contains(hit))
            problems.add(
              `${item.textContent?.trim()} under ${hit?.closest('section')?.ariaLabel ?? hit?.tagName}`,
            )
        }
      }
      if (bar) bar.style.pointerEvents = ''
      return { count: items.length, seen: seen.size, problems: [...problems] }
    })
    expect(covered.seen).toBe(covered.count)
    expect(covered.count).toBeGreaterThan(8)
    expect(covered.problems).toEqual([])
    // The bar is still there, under the open menu.
    await expect(page.getByRole('region', { name: 'Cookie consent', includeHidden: true })).toHaveCount(1)
  })
})

test.describe('laptop 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test("a new player's game ends above the cookie bar, below the unconfirmed-email notice", async ({
    page,
    request,
    baseURL,
  }) => {
    await registerThroughUi(page, uniqueEmail('cookie-bar'), { currency: 'EUR' })
    const slot = await findSlot(request, baseURL as string, 'demo')
    await page.goto(`/play/${slot.provider}/${slot.seo_title}?mode=demo`)
    await expect(page.getByRole('region', { name: 'Notices' })).toBeVisible()
    const game = page.frameLocator(`iframe[title="${slot.title}, game window"]`)
    await expect(game.getByRole('button', { name: 'Spin' })).toBeVisible()
    await expect(cookieBar(page)).toBeVisible()
    const bar = await cookieBar(page).boundingBox()
    for (const control of [
      game.locator('[data-meter="balance"]'),
      game.getByRole('combobox', { name: 'Bet' }),
      game.getByRole('button', { name: 'Spin' }),
    ]) {
      // Whole controls, not only their centres, end above the bar.
      await expect
        .poll(async () => {
          const box = await control.boundingBox()
          return box ? box.y + box.height : Number.POSITIVE_INFINITY
        })
        .toBeLessThanOrEqual(bar?.y ?? 0)
    }
  })
})

test.describe('desktop 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test("the demo slot's balance, bet and Spin sit above the cookie bar", async ({
    page,
    request,
    baseURL,
  }) => {
    const slot = await findSlot(request, baseURL as string, 'demo')
    await page.goto(`/play/${slot.provider}/${slot.seo_title}?mode=demo`)
    const game = page.frameLocator(`iframe[title="${slot.title}, game window"]`)
    await expect(game.getByRole('button', { name: 'Spin' })).toBeVisible()
    await expect(cookieBar(page)).toBeVisible()
    for (const control of [
      game.locator('[data-meter="balance"]'),
      game.getByRole('combobox', { name: 'Bet' }),
      game.getByRole('button', { name: 'Spin' }),
    ])
      expect(await elementAtCentre(page, control)).toBe('iframe')
    // The page still ends above the bar: its last footer line can be scrolled clear of it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const lastLine = page.getByRole('contentinfo').locator('p').last()
    expect(await elementAtCentre(page, lastLine)).not.toBe('cookie bar')
  })

  test('with consent given nothing is reserved and the game frame keeps its size', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const url = new URL(baseURL as string)
    await context.addCookies([{ name: 'cookie_consent', value: '1', domain: url.hostname, path: '/' }])
    const slot = await findSlot(request, baseURL as string, 'demo')
    await page.goto(`/play/${slot.provider}/${slot.seo_title}?mode=demo`)
    const frame = page.locator(`iframe[title="${slot.title}, game window"]`)
    await expect(frame).toBeVisible()
    const before = await frame.boundingBox()
    await page.waitForTimeout(2000)
    await expect(cookieBar(page)).toHaveCount(0)
    expect(await frame.boundingBox()).toEqual(before)
    const reserved = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--cookie-bar-space'),
    )
    expect(reserved).toBe('')
  })
})
