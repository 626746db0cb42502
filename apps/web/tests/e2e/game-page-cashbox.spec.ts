// Issue #9 item 11: the header's Deposit on the game page opens the cashbox as a dialog over the
// running game — no "Casino lobby" backdrop, the address stays the game's — and closing it returns
// to the same game window, never reloaded: a value set inside the frame's window and the frame's
// own round state (its insufficient-funds alert) are still there. The wallet menu's Withdraw does
// the same. A fresh player completes personal info first (spec 1 §2), also over the game.
import { expect, type Frame, type Page, test } from '@playwright/test'
import { registerThroughUi, uniqueEmail } from './support/accounts'
import { expectNoSeriousAxeViolations } from './support/axe'
import { cashbox, completeProfile } from './support/cashbox-deposit'
import { findSlot } from './support/catalogue'

/** What a reload of the game window would lose: a value in its window object. */
async function frameMarker(frame: Frame): Promise<unknown> {
  return frame.evaluate(() => (window as unknown as { roundMarker?: string }).roundMarker ?? null)
}

async function expectGameUnderDialog(page: Page, gamePath: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === gamePath)
  await expect(page.getByRole('heading', { name: 'Casino lobby', includeHidden: true })).toHaveCount(0)
}

test('header Deposit on the game page opens the cashbox over the game, which keeps its round', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  await registerThroughUi(page, uniqueEmail('game-cashbox'), { currency: 'EUR' })
  const slot = await findSlot(request, baseURL as string, { currency: 'EUR' })
  const gamePath = `/play/${slot.provider}/${slot.seo_title}`
  await page.goto(`${gamePath}?mode=real`)
  const iframe = page.locator(`iframe[title="${slot.title}, game window"]`)
  const reels = page.frameLocator(`iframe[title="${slot.title}, game window"]`)
  // The round's state: no money yet, so Spin ends in the frame's alert offering the cashbox.
  await reels.getByRole('button', { name: 'Spin' }).click()
  await expect(reels.getByRole('button', { name: 'Open cashbox' })).toBeVisible()
  const frame = await (await iframe.elementHandle())?.contentFrame()
  if (!frame) throw new Error('no game frame')
  await frame.evaluate(() => {
    ;(window as unknown as { roundMarker: string }).roundMarker = 'this round'
  })
  let frameNavigations = 0
  page.on('framenavigated', (navigated) => {
    if (navigated === frame) frameNavigations += 1
  })

  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click()
  await expect(page.getByRole('dialog', { name: 'Complete your profile' })).toBeVisible()
  await expectGameUnderDialog(page, gamePath)
  await completeProfile(page)

  const dialog = cashbox(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('tab', { name: 'Wallet' })).toHaveAttribute('aria-selected', 'true')
  await expectGameUnderDialog(page, gamePath)
  await expect(iframe).toBeAttached()
  await expectNoSeriousAxeViolations(page, '[role="dialog"]')

  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL((url) => url.pathname === gamePath)
  expect(await frameMarker(frame)).toBe('this round')
  expect(frameNavigations).toBe(0)
  await expect(reels.getByRole('button', { name: 'Open cashbox' })).toBeVisible()

  // The wallet menu's Withdraw opens its step over the game the same way.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Balance .*Open wallets$/ })
    .click()
  await page.getByRole('menuitem', { name: 'Withdraw' }).click()
  await expect(dialog.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true')
  await expectGameUnderDialog(page, gamePath)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  expect(await frameMarker(frame)).toBe('this round')
  expect(frameNavigations).toBe(0)
})
