// Jackpot wins (issue #14 acceptance, spec 2 §2.7; ADR 041): a second browser has the lobby's
// recent-wins ticker and /jackpots open; a fresh real-money player sets a level to drop next
// (POST /api/dev/jackpots/{level_id}/drop-next) and plays real rounds of a jackpot game until it
// drops. The win reaches the player's balance, and the other browser's ticker and wins list show
// the masked name without a reload. Also the mystic pages and screenshots of every jackpot page.
import { dropJackpotNext, getJackpot, getJackpots, getJackpotWins } from '@croupier/contract/api.generated'
import { REALTIME_PATH, SUBSCRIBE } from '@croupier/contract/realtime/channels'
import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './support/axe'
import { depositByApi, euroWallet, newEuroPlayer, setStake, spin } from './support/bonuses'
import { pagePlatform } from './support/platform'
import { DESKTOP, MOBILE } from './support/screen'

const SHOTS = '/work/main/.tmp/shots-wjack'
const MAX_SPINS = 5

/**
 * A guest's page joins the public channels on its first interaction (lib/realtime-provider.tsx):
 * interact, then wait for its subscribe, sent by long-polling or on the websocket.
 */
async function connectRealtime(page: Page) {
  let subscribed = false
  page.on('request', (request) => {
    if (request.url().includes(REALTIME_PATH) && (request.postData() ?? '').includes(SUBSCRIBE))
      subscribed = true
  })
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => {
      if (String(frame.payload).includes(SUBSCRIBE)) subscribed = true
    })
  })
  await page.bringToFront()
  await page.mouse.move(5, 5)
  await page.mouse.move(40, 40)
  await expect.poll(() => subscribed, { timeout: 15_000 }).toBe(true)
}

test.use({ reducedMotion: 'reduce' })

async function shoot(page: Page, path: string, heading: string, name: string) {
  for (const [viewport, width] of [
    [DESKTOP, 1280],
    [MOBILE, 390],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize(DESKTOP)
}

test('the jackpot and mystic jackpot pages show live pools, ceilings, commitments and wins', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await shoot(page, '/jackpots', 'Jackpots', 'jackpots')
  await expect(page.getByRole('list', { name: 'Jackpots' }).getByRole('listitem').first()).toBeVisible()
  await expect(page.getByRole('list', { name: 'Biggest' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Latest' })).toBeVisible()
  await page.getByRole('link', { name: 'Play jackpot games' }).click()
  await expect(page).toHaveURL(/\/pokies\/jackpots$/)

  await shoot(page, '/mystic-jackpots', 'Mystic jackpots', 'mystic-jackpots')
  await expect(page.getByText(/^Must drop before /).first()).toBeVisible()
  await page.getByRole('link', { name: 'Open Mystic Dragon' }).click()
  await expect(page).toHaveURL(/\/mystic-dragon$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mystic Dragon' })).toBeVisible()
  await expect(page.getByText(/^[0-9a-f]{64}$/).first()).toBeVisible()
  await shoot(page, '/mystic-dragon', 'Mystic Dragon', 'mystic-dragon')
})

test('a jackpot drop pays the player and shows live in another browser’s ticker and wins list', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const watcher = await browser.newContext({ viewport: DESKTOP, baseURL })
  const lobby = await watcher.newPage()
  await lobby.goto('/')
  const ticker = lobby.getByRole('list', { name: 'Recent jackpot wins' })
  await expect(ticker.getByRole('listitem').first()).toBeVisible()
  await connectRealtime(lobby)
  const board = await watcher.newPage()
  await board.goto('/jackpots')
  const latest = board.getByRole('list', { name: 'Latest' })
  await expect(latest).toBeVisible()
  await connectRealtime(board)

  await newEuroPlayer(page, 'jackpot-win')
  await depositByApi(page, 10_000)
  const platform = pagePlatform(page)
  // A regular EUR pool that some game feeds; its smallest level drops on the next stake.
  const pools = (await platform.call(getJackpots)).jackpots.filter(
    (pool) => pool.currency === 'EUR' && !pool.mystic,
  )
  let game: { identifier: string; title: string } | undefined
  let pool = pools[0]
  for (const candidate of pools) {
    game = (await platform.call(getJackpot, { params: { identifier: candidate.identifier } })).games[0]
    pool = candidate
    if (game) break
  }
  if (!game || !pool) throw new Error('no jackpot game')
  const level = pool.levels[0]
  if (!level) throw new Error('no jackpot level')
  await platform.call(dropJackpotNext, { params: { level_id: level.id } })
  const before =
    (await platform.call(getJackpotWins, { query: { order: 'latest', limit: 1 } })).wins[0]?.id ?? 0
  const cashBefore = (await euroWallet(page)).cash

  await page.goto(`/play/${game.identifier}?mode=real`)
  const reels = page.frameLocator(`iframe[title="${game.title}, game window"]`)
  await expect(reels.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 20_000 })
  await setStake(reels, 100)
  const newWin = async () =>
    (await platform.call(getJackpotWins, { query: { order: 'latest', limit: 1 } })).wins.find(
      (w) => w.id > before,
    )
  let win = await newWin()
  for (let round = 0; !win && round < MAX_SPINS; round += 1) {
    await spin(reels)
    win = await newWin()
  }
  if (!win) throw new Error('the jackpot did not drop')
  expect(win.user_name).toMatch(/^.{1,6}\*\*\*$/)
  expect(win.jackpot.identifier).toBe(pool.identifier)
  expect(win.amount_cents).toBeGreaterThanOrEqual(level.amount_cents)
  // The win is cash in the player's wallet (a few cents of stakes aside).
  expect((await euroWallet(page)).cash).toBeGreaterThan(cashBefore + win.amount_cents - 100 * MAX_SPINS)

  // The other browser, never reloaded: the ticker's first line and the Latest list.
  await expect(ticker.getByRole('listitem').first()).toContainText(`${win.user_name} won`)
  await expect(latest.getByRole('listitem').first()).toContainText(win.user_name)
  await lobby.locator('#wins-ticker').scrollIntoViewIfNeeded()
  await lobby.screenshot({ path: `${SHOTS}/lobby-ticker-1280.png` })
  await expectNoSeriousAxeViolations(lobby, '#wins-ticker')
  await lobby.setViewportSize(MOBILE)
  await lobby.locator('#wins-ticker').scrollIntoViewIfNeeded()
  await lobby.screenshot({ path: `${SHOTS}/lobby-ticker-390.png` })
  await lobby.getByRole('link', { name: 'All jackpots' }).click()
  await expect(lobby.getByRole('heading', { level: 1, name: 'Jackpots' })).toBeVisible()
  await watcher.close()
})
