// Issue 11 acceptance: all the JavaScript a guest's browser loads before the lobby is interactive is
// budgeted, not only the entry chunks that scripts/budget.mjs reads from the build manifest. Every
// script response counts (entry, route modules, modulepreloads and the lazy imports fired on load:
// query client, realtime client, idle widgets) until hydration has finished and the network is idle.
import { gzipSync } from 'node:zlib'
import { expect, type Page, test } from '@playwright/test'
import { waitForCatalogueHydration } from './support/catalogue-loading'
import { DESKTOP, PHONE } from './support/screen'

/** KB gzip (level 9, as scripts/lib/bundle.mjs counts), per width: a phone may defer more. */
const LIMIT_KB = { desktop: 177, phone: 177 }
/** Longer than any idle-callback timeout of the client (ui/use-idle-import.ts, lib/realtime-provider.tsx). */
const IDLE_SETTLE_MS = 3_500

interface Loaded {
  url: string
  gzip: number
}

async function scriptsUntilInteractive(page: Page): Promise<Loaded[]> {
  const pending: Promise<Loaded | null>[] = []
  page.on('response', (response) => {
    const request = response.request()
    const isScript =
      request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(response.url()).pathname)
    if (!isScript || response.status() !== 200) return
    pending.push(
      response
        .body()
        .then((body) => ({
          url: new URL(response.url()).pathname,
          gzip: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    )
  })
  await page.goto('/')
  await waitForCatalogueHydration(page)
  await page.waitForLoadState('networkidle')
  // Idle callbacks fire after load: give them their longest timeout, then let their requests end.
  await page.waitForTimeout(IDLE_SETTLE_MS)
  await page.waitForLoadState('networkidle')
  const loaded = (await Promise.all(pending)).filter((entry): entry is Loaded => entry !== null)
  return [...new Map(loaded.map((entry) => [entry.url, entry])).values()].sort((a, b) => b.gzip - a.gzip)
}

function report(width: string, loaded: Loaded[]): number {
  const kb = loaded.reduce((sum, entry) => sum + entry.gzip, 0) / 1024
  console.log(`Lobby JS before interactive (${width}): ${kb.toFixed(1)} KB gzip in ${loaded.length} files`)
  for (const entry of loaded) console.log(`  ${(entry.gzip / 1024).toFixed(1).padStart(6)} KB  ${entry.url}`)
  return kb
}

test('a guest on a desktop loads no more JavaScript before the lobby is interactive than the budget', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  const kb = report('desktop 1280 px', await scriptsUntilInteractive(page))
  expect(kb, `lobby JS before interactive, KB gzip (limit ${LIMIT_KB.desktop})`).toBeLessThanOrEqual(
    LIMIT_KB.desktop,
  )
})

test.describe('on a phone', () => {
  test.use(PHONE)

  test('a guest on a phone loads no more JavaScript before the lobby is interactive than the budget', async ({
    page,
  }) => {
    const kb = report('phone 390 px', await scriptsUntilInteractive(page))
    expect(kb, `lobby JS before interactive, KB gzip (limit ${LIMIT_KB.phone})`).toBeLessThanOrEqual(
      LIMIT_KB.phone,
    )
  })
})
