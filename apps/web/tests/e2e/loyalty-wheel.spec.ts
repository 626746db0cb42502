// The prize wheel and lootboxes (issue #13 acceptance, ADR 040): a player holding a wheel spin
// (issued by the operator stand-in POST /api/dev/lootboxes) spins; the wheel stops on the segment
// the platform drew, and the proof shown on the page verifies that prize, in the page and again here
// with the rules package's verifier. A lootbox issued while the gifts tab is open shows up live
// (lootboxes_changes) and opens with the same proof. A guest sees the wheel with the sign-up
// button; axe finds nothing serious on the wheel page.
import { getPlayerLootboxes, getWheelConfig, issueDevLootbox } from '@croupier/contract/api.generated'
import type { Lootbox } from '@croupier/contract/lootboxes/lootbox'
import { REALTIME_PATH, SUBSCRIBE } from '@croupier/contract/realtime/channels'
import { verifyDraw } from '@croupier/rules/fairness'
import { expect, type Page, test } from '@playwright/test'
import { segmentAtPointer } from '../../app/features/lootboxes/model/wheel-geometry'
import { expectNoSeriousAxeViolations } from './support/axe'
import { newEuroPlayer } from './support/bonuses'
import { matches, pagePlatform } from './support/platform'
import { acceptCookies, DESKTOP, MOBILE } from './support/screen'

const SHOTS = '/work/main/.tmp/shots-wheel'

/** The side menu, opened from the phone's bottom bar. */
async function openMenu(page: Page) {
  await page
    .getByRole('navigation', { name: 'Quick navigation' })
    .getByRole('button', { name: 'Menu' })
    .click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer).toBeVisible()
  return drawer
}

/**
 * Whether the page's realtime client has subscribed since now: the client subscribes once the
 * platform's connect answer arrives, and the platform joins the player's room before answering.
 * Engine.IO sends it by long-polling or, once upgraded, on the websocket.
 */
function watchSubscribe(page: Page): () => boolean {
  let seen = false
  page.on('request', (request) => {
    if (request.url().includes(REALTIME_PATH) && (request.postData() ?? '').includes(SUBSCRIBE)) seen = true
  })
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => {
      if (String(frame.payload).includes(SUBSCRIBE)) seen = true
    })
  })
  return () => seen
}

async function issueBox(page: Page, email: string, groupKey: string): Promise<Lootbox> {
  return pagePlatform(page).call(issueDevLootbox, { body: { email, group_key: groupKey } })
}

async function boxById(page: Page, id: string): Promise<Lootbox> {
  const box = (await pagePlatform(page).call(getPlayerLootboxes)).find((item) => item.id === id)
  if (!box) throw new Error(`lootbox ${id} is not listed`)
  return box
}

/** The platform's proof of an opened box, recomputed here: hash, HMAC and the drawn item agree. */
async function expectProofHolds(box: Lootbox): Promise<void> {
  const { server_seed, client_seed, hmac, server_seed_hash, nonce } = box.fairness
  expect(server_seed && client_seed && hmac).toBeTruthy()
  const check = await verifyDraw(
    {
      server_seed: server_seed ?? '',
      client_seed: client_seed ?? '',
      hmac: hmac ?? '',
      server_seed_hash,
      nonce,
    },
    box.items.map((item) => item.weight),
  )
  expect(check).toEqual({ hashMatches: true, hmacMatches: true, index: box.prize_index })
}

/** The wheel's rotation as the browser has it now, read from the computed transform matrix. */
async function wheelRotation(page: Page): Promise<number> {
  return page.locator('[data-rotation]').evaluate((node) => {
    const matrix = new DOMMatrixReadOnly(getComputedStyle(node).transform)
    return (Math.atan2(matrix.b, matrix.a) * 180) / Math.PI
  })
}

test('a player spins the wheel: it stops on the prize the platform drew and the shown seeds verify it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = await newEuroPlayer(page, 'wheel-spin')
  const spin = await issueBox(page, email, 'wheel')
  expect(spin.wheel_id).toBe('rocketmart-wheel')

  // The side menu leads to the wheel the spin is for, with the spins left.
  await page.setViewportSize(MOBILE)
  await page.goto('/')
  await acceptCookies(page)
  await (await openMenu(page)).getByRole('link', { name: 'Prize wheel: 1 spin' }).click()
  await expect(page).toHaveURL(/\/rocketmart-wheel$/)
  await page.setViewportSize(DESKTOP)
  await expect(page.getByRole('heading', { level: 1, name: 'Rocket Wheel' })).toBeVisible()
  await expect(page.getByText('You have 1 spin')).toBeVisible()
  await expect(page.getByText(spin.fairness.server_seed_hash)).toBeVisible()
  const seed = page.getByRole('textbox', { name: 'Your seed' })
  await expect(seed).toHaveValue(/^[0-9a-f]{16}$/)
  await seed.fill('my lucky seed 42')
  await page.locator('main').screenshot({ path: `${SHOTS}/wheel-ready-1280.png` })
  await page.getByRole('button', { name: 'Spin' }).click()

  const won = page.getByRole('heading', { level: 2, name: /^You won / })
  await expect(won).toBeVisible({ timeout: 20_000 })
  const opened = await boxById(page, spin.id)
  expect(opened).toMatchObject({ stage: 'activated', fairness: { client_seed: 'my lucky seed 42' } })
  const prizeIndex = opened.prize_index ?? -1
  // Where the wheel stands in the browser is the segment the platform drew.
  expect(segmentAtPointer(await wheelRotation(page), opened.items.length)).toBe(prizeIndex)

  const proof = page.getByRole('region', { name: 'Fairness proof' })
  await expect(proof.getByText(opened.fairness.server_seed ?? 'missing')).toBeVisible()
  await expect(proof.getByText(opened.fairness.hmac ?? 'missing')).toBeVisible()
  await proof.getByRole('button', { name: 'Verify' }).click()
  await expect(proof.getByRole('status')).toHaveText(/^Verified: these seeds draw /)
  await expectProofHolds(opened)
  await expect(page.getByText('You have no spins on this wheel right now.')).toBeVisible()
  await page.locator('main').screenshot({ path: `${SHOTS}/wheel-won-1280.png` })
  await page.setViewportSize(MOBILE)
  await page.locator('main').screenshot({ path: `${SHOTS}/wheel-won-390.png` })
  await page.setViewportSize(DESKTOP)
  // The page itself: the prize's gift notice may be up, and the toast list is the shell's.
  await expectNoSeriousAxeViolations(page, 'main')

  await page.getByRole('link', { name: 'Go to gifts' }).click()
  await expect(page).toHaveURL(/\/profile\/gifts$/)
})

test('a player opens a lootbox from the gifts tab and its proof verifies the prize', async ({ page }) => {
  test.setTimeout(90_000)
  const email = await newEuroPlayer(page, 'lootbox-open')

  // The box arrives while the player is on the gifts tab: lootboxes_changes brings it, no reload.
  const subscribed = watchSubscribe(page)
  await page.goto('/profile/gifts')
  await expect.poll(subscribed).toBe(true)
  await acceptCookies(page)
  const list = page.getByRole('region', { name: 'Lootboxes' })
  await expect(page.getByRole('heading', { level: 2, name: 'Gifts' })).toBeVisible()
  await expect(list).toHaveCount(0)
  const box = await issueBox(page, email, 'lootbox_standard')
  expect(box.wheel_id).toBeNull()
  await expect(list).toBeVisible()
  await page.locator('main').screenshot({ path: `${SHOTS}/gifts-lootbox-1280.png` })
  await list.getByRole('button', { name: 'Open Gift lootbox' }).click()
  const dialog = page.getByRole('dialog', { name: 'Gift lootbox' })
  await expect(dialog.getByText(box.fairness.server_seed_hash)).toBeVisible()
  await dialog.getByRole('button', { name: 'Open', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: /^You won / })).toBeVisible({ timeout: 15_000 })
  await page.screenshot({ path: `${SHOTS}/lootbox-opened-1280.png` })
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await expect(dialog.getByRole('status')).toHaveText(/^Verified: these seeds draw /)
  await expectNoSeriousAxeViolations(page, '[role="dialog"]')
  await page.setViewportSize(MOBILE)
  await page.screenshot({ path: `${SHOTS}/lootbox-opened-390.png` })
  await page.setViewportSize(DESKTOP)

  const opened = await boxById(page, box.id)
  expect(opened.stage).toBe('activated')
  await expectProofHolds(opened)
  await dialog.getByRole('button', { name: 'Done' }).click()
  // Opened today: it stays listed with its prize.
  await expect(list.getByText(/^You won /)).toBeVisible()
  await page.setViewportSize(MOBILE)
  await page.locator('main').screenshot({ path: `${SHOTS}/gifts-lootbox-390.png` })
  // No spin and no wheel group: the menu offers no wheel, once it has read the wheels.
  await page.reload()
  const wheels = page.waitForResponse(matches(getWheelConfig))
  const drawer = await openMenu(page)
  await wheels
  await expect(drawer.getByRole('link', { name: /^Prize wheel/ })).toHaveCount(0)
})

test('a guest sees the wheel with the sign-up button', async ({ page }) => {
  await page.goto('/rocketmart-wheel')
  await acceptCookies(page)
  await expect(page.getByRole('img', { name: /^Prize wheel with the prizes / })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Spin' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Sign up to spin' }).click()
  await expect(page).toHaveURL(/\/sign-up\?redirect=%2F([a-z]{2}-[A-Z]{2}%2F)?rocketmart-wheel$/)
  await page.goto('/rocketmart-wheel')
  await page.locator('main').screenshot({ path: `${SHOTS}/wheel-guest-1280.png` })
  await page.setViewportSize(MOBILE)
  await page.locator('main').screenshot({ path: `${SHOTS}/wheel-guest-390.png` })
  await expectNoSeriousAxeViolations(page)

  // The {product}-wheel page draws its own wheel: the VIP wheel's seven prizes.
  await page.goto('/croupier-wheel')
  await expect(page.getByRole('heading', { level: 1, name: 'VIP Wheel' })).toBeVisible()
  await expect(page.getByRole('img', { name: /^Prize wheel with the prizes / })).toHaveAccessibleName(
    'Prize wheel with the prizes 10 FS, 20 FS, €15, 50 FS, 100 FS, €100, €1000',
  )
  await page.locator('main').screenshot({ path: `${SHOTS}/vip-wheel-guest-390.png` })
})
