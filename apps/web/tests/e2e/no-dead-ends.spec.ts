// No dead ends (issue 9 items 10 and 16, ADR 024): every link of the header, More, the side menu,
// the footer, the bottom bar and the lobby leads to a page, at 1280 and 390 px, for a guest, a
// player and a tester; the side menu names each entry once.
import { expect, type Locator, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD, signIn } from './support/accounts'
import { expectNoSeriousAxeViolations } from './support/axe'

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]
// The not-found page's heading as rendered (the catalogue in the page's data holds the text too).
const NOT_FOUND_HEADING = />\s*We could not find that page\s*</ // messages/en/pages.json
// Game tiles and the providers carousel link through one route each, with a hundred or more
// entries; a few stand for the rest and keep the walk fast.
const SAMPLED_SECTIONS = ['/play/', '/producers/']
const SAMPLES_PER_SECTION = 2

const VISITORS = [
  { name: 'guest', account: null },
  { name: 'player', account: { email: 'demo@croupier.local', nickname: 'DemoPlayer' } },
  // Group 21 sees pages the page config switches off, never pages not built (spec 2 §6).
  { name: 'tester', account: { email: 'tester@croupier.local', nickname: 'Tester' } },
] as const

interface FoundLink {
  href: string
  name: string
  where: string
}

async function linksIn(scope: Locator, where: string): Promise<FoundLink[]> {
  return scope.locator('a[href]').evaluateAll(
    (anchors, place) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href') ?? '',
        name: (anchor.getAttribute('aria-label') || anchor.textContent || '').trim().replace(/\s+/g, ' '),
        where: place,
      })),
    where,
  )
}

/** Opens the header's More menu when items overflow into it, and reads its entries. */
async function moreMenuLinks(page: Page): Promise<FoundLink[]> {
  const more = page.getByRole('banner').getByRole('button', { name: 'More' })
  if (!(await more.isVisible())) return []
  await more.click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  const links = await linksIn(menu, 'More')
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  return links
}

/** Opens the side menu from the bottom bar (phones), checks it names each entry once, reads it. */
async function sideMenuLinks(page: Page, checkAxe: boolean): Promise<FoundLink[]> {
  const bottomBar = page.getByRole('navigation', { name: 'Quick navigation' })
  if (!(await bottomBar.isVisible())) return []
  await bottomBar.getByRole('button', { name: 'Menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer).toBeVisible()
  const links = await linksIn(drawer, 'side menu')
  const names = links.map((link) => link.name)
  const hrefs = links.map((link) => link.href)
  // Soft, so a run also reports the dead links behind a duplicate (issue 9 item 16).
  expect
    .soft(
      names.filter((name, index) => names.indexOf(name) !== index),
      'side menu names listed twice',
    )
    .toEqual([])
  expect
    .soft(
      hrefs.filter((href, index) => hrefs.indexOf(href) !== index),
      'side menu links listed twice',
    )
    .toEqual([])
  if (checkAxe) {
    await expectNoSeriousAxeViolations(page, '[role="dialog"]')
  }
  await drawer.getByRole('button', { name: 'Close menu' }).click()
  await expect(drawer).toBeHidden()
  return links
}

async function chromeAndLobbyLinks(page: Page, checkAxe: boolean): Promise<FoundLink[]> {
  // English whatever the geo default, so each page is walked once and the texts match.
  await page.goto('/?locale=en')
  await expect(page).toHaveURL(/\/$/)
  await page.waitForLoadState('networkidle')
  return [
    ...(await linksIn(page.getByRole('banner'), 'header')),
    ...(await moreMenuLinks(page)),
    ...(await sideMenuLinks(page, checkAxe)),
    ...(await linksIn(page.getByRole('contentinfo'), 'footer')),
    ...(await linksIn(page.getByRole('navigation', { name: 'Quick navigation' }), 'bottom bar')),
    ...(await linksIn(page.getByRole('main'), 'lobby')),
  ]
}

/** A hash link must point at something on the page or open a dialog (#sign-in and the like). */
async function hashLeadsSomewhere(page: Page, hash: string): Promise<boolean> {
  await page.goto('/')
  if ((await page.locator(`[id="${hash.slice(1)}"]`).count()) > 0) return true
  await page.goto(`/${hash}`)
  return page
    .getByRole('dialog')
    .first()
    .isVisible({ timeout: 5000 })
    .catch(() => false)
}

for (const visitor of VISITORS) {
  test(`every link of the chrome and the lobby leads to a page (${visitor.name})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    if (visitor.account) {
      await signIn(page, visitor.account.email, DEMO_PASSWORD, visitor.account.nickname)
    }
    const found: FoundLink[] = []
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport)
      const links = await chromeAndLobbyLinks(page, visitor.name === 'player' && viewport.width === 390)
      found.push(...links.map((link) => ({ ...link, where: `${link.where} at ${viewport.width}px` })))
    }

    const origin = new URL(baseURL ?? 'http://localhost').origin
    const pages = new Map<string, FoundLink>()
    const hashes = new Map<string, FoundLink>()
    for (const link of found) {
      if (link.href.startsWith('#')) {
        if (!hashes.has(link.href)) hashes.set(link.href, link)
        continue
      }
      const url = new URL(link.href, origin)
      if (url.origin !== origin || pages.has(url.pathname)) continue
      const section = SAMPLED_SECTIONS.find((prefix) => url.pathname.startsWith(prefix))
      const sampled = section ? [...pages.keys()].filter((path) => path.startsWith(section)).length : 0
      if (sampled < SAMPLES_PER_SECTION) pages.set(url.pathname, link)
    }
    expect(pages.size, 'links found').toBeGreaterThan(10)

    const dead: string[] = []
    const queue = [...pages]
    // A few requests at a time: the server renders while the next answer travels.
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [path, link] = next
        const response = await page.request.get(path)
        const body = response.headers()['content-type']?.includes('text/html') ? await response.text() : ''
        if (response.status() === 404 || NOT_FOUND_HEADING.test(body)) {
          dead.push(`${link.where} "${link.name}" → ${path} (${response.status()})`)
        }
      }
    }
    await Promise.all(Array.from({ length: 4 }, worker))
    for (const [hash, link] of hashes) {
      if (!(await hashLeadsSomewhere(page, hash)))
        dead.push(`${link.where} "${link.name}" → ${hash} opens nothing`)
    }
    expect(dead, 'links that lead to a 404 or nothing').toEqual([])
  })
}
